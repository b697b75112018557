"""Invented local-news stories for the news-pages-2 benchmark.

Every story, person, business and most places here are made up.

Body mini-format (parsed by gen.py):
  * blocks are separated by a blank line
  * "## text"   -> subheading
  * "- text"    -> list item (consecutive items form one list)
  * "> text"    -> block quote
  * anything else is a paragraph (lines are joined with a space)
  * "[text](/path)" inside a block is an inline link to the page's own site
"""


def S(**kw):
    kw.setdefault("dek", None)
    kw.setdefault("img", None)
    kw.setdefault("tags", "")
    kw.setdefault("site", None)
    return kw


STORIES = [
# ---------------------------------------------------------------- Newspack
S(id="wcxb-1001", tpl="newspack", lang="en", declared=True, section="Government",
  author="Dana Whitfield", date="2024-03-13 07:15",
  img="A work boat idles near the silted inner harbor at low tide.|Dana Whitfield / The Harbor Ledger",
  tags="Harbor, City Council, Fishing industry",
  title="Port Calder council approves $4.2 million harbor dredging contract",
  dek="Work on the silted inner harbor is set to begin in the fall, ahead of the winter fishing season.",
  body="""
After more than a year of delays, the Port Calder City Council voted 6-1 on Tuesday night to award a $4.2 million dredging contract to Northshore Marine Works of Bath.

The project will remove roughly 38,000 cubic yards of sediment from the inner harbor, where fishing boats have been running aground at low tide since a series of storms in 2022 pushed silt into the channel.

"We've had boats waiting two hours for the tide just to get to the fuel dock," said harbormaster Glen Arsenault, who spoke in favor of the contract. "That costs our fleet real money every single week."

Councilor Ruth Ainsley cast the lone vote against the contract. She said she supported dredging but questioned why the city had not sought a second round of bids after the [first ones came in above budget](/2023/11/02/harbor-dredging-bids-over-budget/).

The city will pay for the work with a mix of federal harbor maintenance funds, a state infrastructure grant and $600,000 from its own capital reserve. Finance director Paul Mercer told councilors the reserve would still hold about $1.1 million after the withdrawal.

Dredged material will be barged to an approved offshore disposal site. Northshore Marine Works is expected to mobilize equipment in late September, and the city hopes the channel will be clear before the winter fishing season begins in December.
"""),

S(id="wcxb-1002", tpl="newspack", lang="en", declared=False, section="Briefs",
  author="Ledger Staff", date="2024-03-20 16:40",
  tags="Library",
  title="Elm Street library branch to close for three weeks for roof repairs",
  body="""
The Elm Street branch of the Port Calder Public Library will close Monday, April 1, so crews can replace the building's leaking roof, library officials said. The branch is expected to reopen April 22.

During the closure, holds will be routed to the main library on Water Street, and the book drop at Elm Street will remain open. Story time for preschoolers will move to the main library's community room on Wednesdays at 10 a.m.
"""),

S(id="wcxb-1003", tpl="newspack", lang="en", declared=True, section="Business",
  author="Nora Lindqvist", date="2024-03-25 06:00",
  img="Marguerite Pelletier restocks shelves at Pelletier's Notions on Water Street.|Nora Lindqvist / The Harbor Ledger",
  tags="Downtown, Housing, Small business",
  title="As downtown rents climb, longtime Port Calder shops weigh their next move",
  dek="Several small businesses on Water Street say lease renewals have doubled. City officials say their options are limited.",
  body="""
For 31 years, Marguerite Pelletier has sold yarn, buttons and knitting needles from a narrow storefront on Water Street. In January, her landlord sent a renewal offer that would nearly double her monthly rent, to $3,400.

"I did the math three different ways," Pelletier said from behind the counter of Pelletier's Notions, where a handwritten sign announces a spring sale. "There is no version where I sell enough yarn to pay that."

Pelletier is one of at least seven Water Street business owners who told The Harbor Ledger they had received renewal offers with increases of 40 percent or more over the past year. Three have already announced plans to close or move.

## A changing street

The increases follow the sale of four downtown buildings since 2022 to out-of-town investors, according to county property records. Two of the buildings now house short-term rental apartments on their upper floors, and the ground floors have been marketed to restaurants and galleries.

Dean Castellano, a broker who represents one of the new owners, said the rents reflect what the market will bear after years of below-market leases. "These buildings needed new roofs, new wiring and sprinklers," he said. "Somebody has to pay for that work."

Business owners who spoke to the Ledger said they understood that buildings need upkeep, but that the pace of the increases left them little time to plan. Several said they were given 60 days to sign.

## What the city can do

City Manager Alicia Brandt said Port Calder has no authority to regulate commercial rents, and that state law would bar the city from adopting rent limits even if councilors wanted them. She said the city is looking at other tools, including:

- a small-business relocation grant of up to $10,000,
- a program to help tenants buy their buildings through a community land trust,
- and changes to zoning that would allow more retail on side streets where rents are lower.

The council is scheduled to discuss the proposals at a workshop on April 9.

Not everyone on the street sees the changes as a loss. Jonah Whitcomb, who opened a wine bar in one of the renovated buildings last fall, said the new tenants are bringing people downtown in the evenings. "A year ago this block was dark by six," he said.

For Pelletier, the debate may come too late. She said she plans to close the shop at the end of June and sell her remaining stock online.

> "I'll miss the people most. Some of my customers have been coming in since their kids were in strollers, and now they bring their grandkids."
"""),

# ---------------------------------------------------------------- Soledad
S(id="wcxb-1004", tpl="soledad", lang="fr", declared=True, section="Circulation",
  author="Camille Bertrand", date="2024-04-02 11:20",
  img="La RD 12 à l'entrée du hameau des Granges.|Photo Le Val Info",
  tags="Travaux, Circulation, Saint-Aubin-sur-Loire",
  title="La route départementale 12 fermée trois semaines pour travaux à Saint-Aubin",
  body="""
La route départementale 12 sera fermée à la circulation entre Saint-Aubin-sur-Loire et le hameau des Granges du lundi 8 avril au vendredi 26 avril, a annoncé le conseil départemental.

Les équipes doivent y remplacer une canalisation d'eaux pluviales endommagée lors des orages de l'automne et refaire la chaussée sur près de 800 mètres.

Une déviation sera mise en place par la route de Montreuil et la RD 47. Les transports scolaires seront maintenus, mais les horaires de passage pourront être décalés d'une dizaine de minutes, précise la mairie.
"""),

S(id="wcxb-1005", tpl="soledad", lang="en", declared=True, section="Sports",
  author="Travis Mulroney", date="2024-02-24 23:05",
  img="Ridgeview's Kayla Brennan drives to the basket against Holloway.|Travis Mulroney",
  tags="Basketball, Ridgeview High, Playoffs",
  title="Ridgeview girls rally past Holloway to reach regional final",
  body="""
Trailing by nine points early in the fourth quarter, the Ridgeview High School girls basketball team scored 15 of the game's final 19 points to beat Holloway 52-48 in a Class B regional semifinal on Friday night.

Junior guard Kayla Brennan led the Lady Hawks with 19 points, including two three-pointers during the late run, and senior forward Imani Fields added 12 points and 11 rebounds.

Holloway had controlled much of the game behind sophomore Tess Marquardt, who scored 14 of her team-high 21 points in the first half. The Panthers led 38-29 after a layup by Marquardt with 7:12 left.

Ridgeview coach Donna Pruitt said a switch to a full-court press changed the game. "We'd been talking all week about pressure," Pruitt said. "Our girls are in great shape, and I felt like we had more legs than they did in that last stretch."

The press forced four Holloway turnovers in less than three minutes, and Fields tied the game at 44 with a putback with 2:30 remaining. Brennan's free throws with 41 seconds left put Ridgeview ahead for good.

Ridgeview (22-3) will face top-seeded Mill Creek in the regional final Tuesday at 7 p.m. at Carver Arena. Holloway finished the season 18-7.
"""),

S(id="wcxb-1006", tpl="soledad", lang="en", declared=False, section="Obituaries",
  author="Ridgeview Today Staff", date="2024-01-16 09:00",
  img="Hal Dempsey behind the counter of his store in 1988.|Courtesy of the Dempsey family",
  tags="Obituaries, Main Street",
  title="Harold 'Hal' Dempsey, longtime owner of Dempsey's Hardware, dies at 88",
  body="""
Harold "Hal" Dempsey, who ran Dempsey's Hardware on Main Street for more than four decades, died Sunday at his home in Ridgeview. He was 88.

Dempsey took over the store from his father in 1962 and became known for keeping a jar of free lollipops on the counter and for lending tools to customers who could not afford to buy them. He retired in 2005, when the store was sold to a regional chain.

He is survived by his wife of 64 years, Eleanor, three children and seven grandchildren. A memorial service will be held Saturday at 11 a.m. at First Methodist Church.
"""),

# ---------------------------------------------------------------- JNews
S(id="wcxb-1007", tpl="jnews", lang="nl", declared=True, section="112",
  author="Sanne de Vries", date="2024-03-11 08:30",
  img="De schuur aan de Veldweg brandde volledig uit.|Foto: Oosterveld Actueel",
  tags="brand, brandweer, Oosterveld",
  title="Grote brand verwoest schuur met hooi in Oosterveld, geen gewonden",
  body="""
Bij een grote brand in een schuur aan de Veldweg in Oosterveld is zondagavond een grote hoeveelheid hooi verloren gegaan. Er raakte niemand gewond, meldt de veiligheidsregio.

De brand werd rond 21.30 uur ontdekt door een buurtbewoner die een vreemde gloed boven het erf zag. Toen de eerste brandweerwagens arriveerden, stond de schuur al volledig in brand. De brandweer schaalde op naar middelbrand en riep assistentie in van de korpsen uit Westerbroek en Hoogeloon.

Volgens de eigenaar, melkveehouder Jan Brinkman, lag er ruim tweehonderd balen hooi in de schuur. "Dat was onze voorraad voor het hele voorjaar", zei hij maandagochtend. "Gelukkig stonden de koeien in de stal aan de andere kant van het erf."

Door de rookontwikkeling kregen omwonenden het advies om ramen en deuren gesloten te houden en ventilatiesystemen uit te zetten. Rond middernacht was de brand onder controle, maar het nablussen duurde tot maandagochtend.

De oorzaak van de brand is nog niet bekend. De politie doet onderzoek, maar zegt dat er vooralsnog geen aanwijzingen zijn voor brandstichting. Hooi kan door broei spontaan vlam vatten als het te vochtig is opgeslagen.
"""),

S(id="wcxb-1008", tpl="jnews", lang="es", declared=True, section="Tiempo",
  author="Redacción", date="2024-10-16 19:10",
  img="Cielos cubiertos sobre el casco urbano este miércoles.|La Voz de la Comarca",
  tags="AEMET, lluvia, Protección Civil",
  title="Aviso amarillo por lluvias intensas este jueves en la comarca",
  body="""
La Agencia Estatal de Meteorología ha activado el aviso amarillo por lluvias en toda la comarca para este jueves, con acumulados que podrían superar los 40 litros por metro cuadrado en doce horas.

Las precipitaciones serán más intensas entre las 10.00 y las 18.00 horas y podrían ir acompañadas de tormentas y granizo. Protección Civil recomienda evitar los desplazamientos innecesarios y no cruzar vados ni cauces secos.

El Ayuntamiento ha suspendido el mercadillo semanal y ha cerrado de forma preventiva el parque fluvial hasta el viernes.
"""),

S(id="wcxb-1009", tpl="jnews", lang="en", declared=False, section="Business",
  author="Grant Okoye", date="2024-04-10 14:25",
  img="The former freight depot on Ash Street has been empty since 2017.|Ashton Post",
  tags="Brewery, Downtown, Jobs",
  title="Copper Kettle Brewing to open second taproom in old rail depot",
  body="""
Copper Kettle Brewing Co. will open a second taproom this summer in the former Union Pacific freight depot on Ash Street, owners Marcus and Lena Holt announced Wednesday.

The couple signed a 10-year lease on the 4,200-square-foot building, which has been empty since 2017. Plans call for a 120-seat taproom, a small kitchen and an outdoor beer garden along the old loading dock.

The brewery's original location on Fifth Avenue will remain open. The Holts said they expect to hire about 15 people and hope to open by the Fourth of July.
"""),

# ---------------------------------------------------------------- Gannett
S(id="wcxb-1010", tpl="gannett", lang="en", declared=True, section="Crime",
  author="Kyle Brandt", date="2024-06-09 14:12",
  tags="",
  title="Man arrested after police chase ends in Fairview cornfield",
  body="""
A 27-year-old Fairview man faces several charges after leading deputies on a chase that ended in a cornfield early Sunday, the Lincoln County Sheriff's Office said.

Deputies tried to stop a pickup truck for speeding on County Road 9 at about 1:40 a.m., according to a news release. The driver did not stop and reached speeds of about 90 mph before the truck left the road near Miller Lane and came to rest in a field.

The driver ran from the truck but was caught a short time later with help from a K-9 unit. He was booked into the Lincoln County Jail on charges of fleeing and eluding, reckless driving and driving with a suspended license. No one was hurt.
"""),

S(id="wcxb-1011", tpl="gannett", lang="en", declared=True, section="Traffic",
  author="Melissa Grady", date="2024-04-05 05:00",
  img="Traffic crosses the Route 30 bridge over the Tanner River.|Melissa Grady/Fairview Courier",
  title="Expect delays: Route 30 bridge work will close lanes through June",
  body="""
Drivers who use Route 30 between Fairview and Millbrook should plan for delays starting Monday, when crews begin a three-month project to repair two bridges over the Tanner River.

The state Department of Transportation said traffic will be reduced to one lane in each direction between the Oak Street and Harmon Road interchanges for most of the project. The speed limit in the work zone will drop to 45 mph.

The work includes replacing the bridge decks' expansion joints, patching concrete and repaving the approaches. The $6.8 million contract was awarded to Keller Bridge & Paving.

Here is what drivers need to know:

- The Oak Street on-ramp to eastbound Route 30 will close from April 8 to May 3. Drivers will be detoured to Harmon Road.
- Overnight full closures are possible on weeknights between 9 p.m. and 5 a.m. Those closures will be announced at least three days in advance.
- Wide loads over 12 feet will be prohibited in the work zone.

DOT spokesperson Carla Benitez said the department scheduled the project to finish before the summer travel season. "We know this is a busy corridor, and we're asking people to be patient, slow down and give workers room," she said.

Updates will be posted on the state's 511 traveler information website.
"""),

S(id="wcxb-1012", tpl="gannett", lang="en", declared=True, section="Education",
  author="Melissa Grady", date="2024-02-27 06:30",
  img="Parents hold signs in support of Lincoln Elementary before Monday's school board meeting.|Melissa Grady/Fairview Courier",
  title="Fairview school board votes 5-2 to close Lincoln Elementary",
  dek="Parents packed the meeting to argue for keeping the 70-year-old school open. The district says falling enrollment left it no choice.",
  body="""
The Fairview Area School Board voted 5-2 on Monday to close Lincoln Elementary School at the end of the next school year, ending months of debate over how the district should respond to shrinking enrollment and rising costs.

About 200 people attended the meeting in the Fairview High School auditorium, and more than 30 spoke during a public comment period that lasted nearly two hours. Nearly all of them urged the board to keep the school open.

"This school is the heart of the east side," said Amanda Reyes, whose two children attend Lincoln. "You are taking away the one place in our neighborhood where everybody knows each other."

## Why the district wants to close the school

Lincoln, which opened in 1954, has 212 students this year in a building designed for about 400. District enrollment has fallen by about 11% over the past decade, and officials project further declines as birth rates in the county drop.

Superintendent Dr. Keith Lawson told the board that closing Lincoln would save the district about $1.3 million a year in staffing, utilities and maintenance. The building also needs an estimated $4 million in repairs, including a new boiler and roof, over the next five years.

"None of us got into education to close schools," Lawson said. "But we have a responsibility to put our resources where they do the most for students."

## Where students will go

Under the plan approved Monday, Lincoln students will be divided between Washington and Garfield elementary schools starting in fall 2025. The district says both schools have room, and class sizes would stay below 24 students in most grades.

Board members who voted for the closure said they were persuaded by the cost figures. Board President Janet Kowalski said the district could not justify spending millions on a half-empty building while it faces a budget gap.

Board members Tom Fischer and Latoya Grant voted against the plan. Fischer said the district had not done enough to study alternatives, such as moving district offices into Lincoln's empty classrooms.

## What happens next

The district will form a transition committee of parents, teachers and staff to plan the move, including bus routes and how to keep classmates together. Lawson said no teachers will lose their jobs as a result of the closure; staff will be reassigned to other buildings.

The board has not decided what to do with the Lincoln building. Options include selling it, leasing it to a community group or using it for district storage.
"""),

S(id="wcxb-1013", tpl="gannett", lang="en", declared=True, section="Local",
  author="Jordan Pike", date="2024-07-16 11:48", site="millbrook",
  title="Boil water advisory issued for parts of Millbrook after main break",
  body="""
The Millbrook Water Department has issued a boil water advisory for customers on the city's north side after a 12-inch water main broke Tuesday morning near Cedar Avenue and Fourth Street.

The advisory covers homes and businesses north of Division Street and east of Route 30. Customers in that area should boil tap water for at least one minute before drinking it, making ice, brushing teeth or preparing food, or use bottled water.

Crews expect to finish repairs by Wednesday night. The advisory will remain in effect until two rounds of water samples come back clean, which usually takes 48 hours, the department said.
"""),

# ---------------------------------------------------------------- Hearst
S(id="wcxb-1014", tpl="hearst", lang="en", declared=True, section="Crime",
  author="Rachel Imbriale", date="2024-05-16 16:22",
  img="The Ashford Little League fields on Depot Road.|Rachel Imbriale/Staff photo",
  title="Former Ashford Little League treasurer sentenced to 18 months for stealing $212,000",
  body="""
A former treasurer of the Ashford Little League was sentenced Thursday to 18 months in prison for stealing more than $212,000 from the organization over six years, money that was meant for uniforms, field upkeep and scholarships.

Diane Curtis, 51, pleaded guilty in January to first-degree larceny. Superior Court Judge Raymond Ochoa also ordered her to pay full restitution and serve three years of probation after her release.

Prosecutors said Curtis wrote checks to herself from the league's account and used its debit card for personal expenses, including vacations and payments on her car. The thefts came to light in 2022, when a new board member noticed that the league could not pay an umpire association bill.

League president Kevin Marsh told the court that the thefts forced the league to cancel its summer camp and raise registration fees for families. "Kids in this town paid for her trips," Marsh said. "Volunteers worked concession stands for hours to raise money that was already gone."

Curtis apologized in a brief statement, saying she had been struggling with gambling debts and was ashamed of what she had done. Her attorney, Lisa Grossman, had asked for a suspended sentence so Curtis could keep working and repay the money sooner.

Ochoa said the breach of trust required prison time. "This was not a single mistake," he said. "It was a pattern that went on for years."
"""),

S(id="wcxb-1015", tpl="hearst", lang="en", declared=True, section="Weather",
  author="Tomas Ybarra", date="2024-07-09 05:45", site="sutter",
  img="A man cools off at the fountain in Oakmont Plaza.|Tomas Ybarra/The Chronicle",
  title="Heat advisory in effect as temperatures near 100 degrees in Sutter Valley",
  body="""
The National Weather Service has issued a heat advisory for the Sutter Valley from noon Wednesday until 8 p.m. Friday, with afternoon highs expected to reach 98 to 103 degrees.

Forecasters said overnight lows will stay in the upper 60s, giving homes little chance to cool down. People without air conditioning, older residents and outdoor workers face the highest risk of heat illness.

The county will open cooling centers at the main library and the Oakmont Senior Center from 10 a.m. to 7 p.m. each day of the advisory.
"""),

S(id="wcxb-1016", tpl="hearst", lang="en", declared=True, section="Local Politics",
  author="Rachel Imbriale", date="2024-06-12 02:10",
  img="Residents fill the Ashford Middle School auditorium for the Meadow Ridge hearing.|Rachel Imbriale/Staff photo",
  title="After six-hour hearing, Ashford planners approve 240-home Meadow Ridge development",
  dek="Neighbors raised concerns about traffic and wells; the developer agreed to scale back the project and add a turn lane.",
  body="""
The Ashford Planning and Zoning Commission approved a scaled-back version of the Meadow Ridge housing development early Wednesday, ending a hearing that began Tuesday evening and stretched past 1 a.m.

The commission voted 4-1 to allow 240 homes on 96 acres of former farmland off Quarry Road, down from the 310 homes that Carver Homes originally proposed last year. About a third of the units will be townhouses, and 24 will be set aside as affordable housing under state guidelines.

More than 150 residents attended the hearing at Ashford Middle School, and dozens stayed until the vote. Most of those who spoke opposed the project.

## Traffic and water concerns

Neighbors on Quarry Road said the two-lane road already backs up during school drop-off and could not handle hundreds of additional cars. A traffic study commissioned by the developer estimated that the project would add about 1,900 trips a day.

"I can't get out of my driveway at 7:45 in the morning as it is," said Paula Griffin, who has lived on Quarry Road for 22 years. "Now you want to put 240 more households at the end of my street."

Others worried that new homes would strain the private wells that serve most of the neighborhood. Hydrogeologist Mark Ellison, hired by a neighborhood group, told the commission that the developer's water study had been done during an unusually wet spring.

Carver Homes will connect the development to the town water system rather than drilling new wells, company vice president Steven Carver said. He said the company would also pay for a left-turn lane on Quarry Road and a new traffic signal at Route 8.

## Conditions attached

The commission attached 18 conditions to its approval, including:

- a requirement that the turn lane and signal be finished before the 50th home receives a certificate of occupancy,
- a monitoring program for 12 neighboring wells during construction,
- and a 100-foot wooded buffer along Pine Brook.

Commissioner Elaine Park cast the lone vote against the project. She said the town's plan of conservation and development called for keeping the Quarry Road area rural.

Commission Chair Robert Nunez said the panel was limited by state law, which requires towns to approve applications that meet zoning rules. "Some of us may not love this project," he said. "But our job is to apply the regulations as they are written."

Opponents have 15 days to appeal the decision to Superior Court. A spokesperson for the neighborhood group Save Quarry Road said it was considering its options.
"""),

# ---------------------------------------------------------------- McClatchy
S(id="wcxb-1017", tpl="mcclatchy", lang="en", declared=True, section="Sports",
  author="Andre Whitlock", date="2024-04-13 21:40",
  img="Coastal State's Drew Haskins is mobbed by teammates after his game-winning hit.|Andre Whitlock",
  title="Coastal State edges Pinewood in 10 innings on freshman's walk-off single",
  body="""
Freshman Drew Haskins lined a single into left field with the bases loaded in the 10th inning Saturday, giving Coastal State a 6-5 win over Pinewood at Marsh Field.

Haskins entered the game as a pinch hitter in the eighth. "I was just looking for something I could put in play," he said. "Coach told me to stay short and not try to do too much."

The Mariners (18-9) rallied from a 5-2 deficit with three runs in the seventh, two of them on a double by catcher Luis Ortega. Reliever Sam Whitley threw three scoreless innings for the win. The teams finish the series Sunday at 1 p.m.
"""),

S(id="wcxb-1018", tpl="mcclatchy", lang="en", declared=True, section="Health",
  author="Brianna Holt", date="2024-03-12 17:05",
  title="Health officials warn of possible measles exposure at Pine County airport, clinic",
  body="""
State health officials are urging people who were at Pine County Regional Airport or an urgent care clinic in Wilmont last week to check their vaccination records after a confirmed case of measles in an unvaccinated adult.

The person, who recently returned from international travel, was at the following places while contagious, according to the Department of Health and Human Services:

- Pine County Regional Airport, Concourse B and baggage claim, on Tuesday, March 5, between 4 p.m. and 8 p.m.
- QuickCare Urgent Care, 1840 Market Street in Wilmont, on Thursday, March 7, from 9 a.m. to 1 p.m.

Measles spreads through the air and can linger in a room for up to two hours after an infected person leaves. Symptoms usually begin seven to 14 days after exposure and include high fever, cough, runny nose and red, watery eyes, followed by a rash that spreads from the face down the body.

"Most people in our state are protected because they've been vaccinated, but measles is extremely contagious for anyone who isn't," state epidemiologist Dr. Renee Calloway said in a statement.

Anyone who develops symptoms should call a doctor or urgent care before going in, so staff can take steps to avoid exposing other patients. Free MMR vaccines are available at county health departments.
"""),

S(id="wcxb-1019", tpl="mcclatchy", lang="en", declared=True, section="Crime",
  author="Brianna Holt", date="2024-09-09 19:30",
  img="Jennifer Alston's family and former students gather outside the Pine County Courthouse.|Brianna Holt",
  title="Trial begins for driver accused in hit-and-run death of Wilmont teacher",
  body="""
Opening statements began Monday in the trial of a Wilmont man charged in the hit-and-run crash that killed a beloved elementary school teacher as she walked home from a school fundraiser in 2022.

Tyler Ray Beck, 34, faces charges of felony hit-and-run resulting in death, involuntary manslaughter and driving while impaired in the death of 46-year-old Jennifer Alston, a fourth-grade teacher at Brookside Elementary.

Alston was struck on the evening of Oct. 14, 2022, while crossing Cypress Avenue near Third Street. Witnesses told police a dark SUV did not stop. She died at the hospital two days later.

## Prosecutors point to vehicle damage, phone records

Assistant District Attorney Karen Liu told jurors that investigators found Beck's SUV in a relative's garage four days after the crash, with a cracked windshield and a freshly replaced headlight. She said cellphone records placed Beck's phone on Cypress Avenue at the time of the crash.

"He knew he hit someone," Liu said. "And instead of stopping to help, he drove home and tried to hide what he'd done."

Liu said prosecutors would call a bartender who served Beck several drinks at a restaurant less than a mile from the crash scene that evening.

## Defense questions the investigation

Defense attorney Marcus Greene told jurors that the evidence would not prove his client was driving. He said at least two other people had keys to the SUV and that the damage could have come from a different collision.

"This is a tragedy, and nobody in this room disputes that," Greene said. "But the state has to prove who was behind that wheel, and it can't."

Greene also said the witnesses who saw the SUV gave police conflicting descriptions of its color and size.

## A community still grieving

Dozens of Alston's former students, colleagues and family members filled the courtroom gallery, many wearing purple, her favorite color. Outside the courthouse, her husband, David Alston, said the family had waited more than a year for the trial.

"We just want the truth to come out," he said. "Jennifer spent her life teaching kids to own up to their mistakes."

The trial is expected to last about two weeks. If convicted on all charges, Beck could face more than 10 years in prison.
"""),

S(id="wcxb-1020", tpl="mcclatchy", lang="en", declared=True, section="Traffic",
  author="Staff reports", date="2024-08-21 19:55",
  title="One dead after crash closes Highway 17 near Sandy Creek for hours",
  body="""
One person died and two others were injured in a head-on crash on Highway 17 near Sandy Creek on Wednesday afternoon, the State Highway Patrol said.

The crash happened around 3:15 p.m. when a southbound car crossed the center line and hit a northbound pickup truck, according to Sgt. Mike Dorsey. The driver of the car was pronounced dead at the scene. Two people in the truck were taken to Coastal Regional Medical Center with injuries that were not considered life-threatening.

Both lanes of the highway were closed for about four hours while troopers investigated. The victim's name has not been released pending notification of family.
"""),

# ---------------------------------------------------------------- Advance Local
S(id="wcxb-1021", tpl="advance", lang="en", declared=True, section="Middleton",
  author="Joe Castellano", date="2024-01-17 10:31",
  title="Winning $1 million lottery ticket sold in Middleton Township",
  body="""
Someone in Middleton Township is holding a lottery ticket worth $1 million.

The ticket, which matched all five white balls in Tuesday night's Powerball drawing but not the red Powerball, was sold at the QuickStop Market on Route 9, state lottery officials said Wednesday. The winning numbers were 7, 19, 33, 41 and 58.

The store will receive a $10,000 bonus for selling the ticket. Winners have one year from the date of the drawing to claim their prizes. Lottery officials recommend that winners sign the back of the ticket and keep it in a safe place.
"""),

S(id="wcxb-1022", tpl="advance", lang="en", declared=True, section="High School Sports",
  author="Derek Sousa", date="2024-02-25 20:15",
  img="Middleton North's Omar Haddad celebrates after winning the 138-pound title.|Derek Sousa | For Shore Central",
  title="Four local wrestlers win titles at Region 6 tournament",
  body="""
Four area wrestlers claimed championships Saturday at the Region 6 tournament at Eastbrook High School, and 14 more earned spots in next weekend's state tournament in Atlantic City.

Middleton North led the way with two champions and finished second in the team standings behind Pine Hill, which crowned three champions of its own.

Here are the local champions:

- 106 pounds: Jayden Cruz, Middleton North, pinned Aiden Walsh of Pine Hill in 3:41.
- 138 pounds: Omar Haddad, Middleton North, won a 5-3 decision in sudden victory.
- 165 pounds: Connor Mills, Eastbrook, won a 9-2 decision over the top seed.
- 215 pounds: Marcus Bell, Riverside, won by technical fall, 17-2.

Haddad's title was the most dramatic of the day. He trailed 3-1 with 20 seconds left in the third period before a reversal sent the bout into overtime, where he scored a takedown with 11 seconds remaining.

"I just kept telling myself there was time," Haddad said. "My coaches always say the match isn't over until the ref raises your hand."

The top three finishers in each weight class advance to the state tournament, which begins Thursday.
"""),

S(id="wcxb-1023", tpl="advance", lang="en", declared=True, section="Middleton",
  author="Joe Castellano", date="2024-05-10 06:45",
  img="The former Hendricks farm on Old Mill Road, where the warehouse will be built.|Joe Castellano | Shore Central",
  title="Middleton Township approves 600,000-square-foot warehouse despite residents' objections",
  dek="The planning board's approval followed five hearings. Opponents say truck traffic will overwhelm local roads.",
  body="""
The Middleton Township Planning Board on Thursday approved plans for a 600,000-square-foot warehouse on the former Hendricks farm, despite months of opposition from residents who say the project will bring hundreds of trucks a day onto narrow local roads.

The board voted 6-2 in favor of the application from Keystone Logistics Partners after a fifth public hearing that ran more than four hours. The site, on Old Mill Road near the Route 9 interchange, was rezoned for industrial use in 2019.

## Truck traffic is the main worry

Residents of the nearby Willow Brook development said their streets are already used as a shortcut by trucks trying to avoid the Route 9 traffic light. The company's traffic engineer, Frank DeLuca, estimated the warehouse would generate about 420 truck trips a day once it is fully occupied.

"Our kids wait for the school bus on Old Mill Road," said Christine Bauer, a leader of the group Middleton Residents for Responsible Growth. "There are no sidewalks. There's barely a shoulder."

Keystone agreed to several traffic conditions, including a rule that trucks enter and leave only through a new driveway on Route 9, signs banning trucks from Old Mill Road east of the site, and $1.2 million toward widening the Route 9 intersection.

## Jobs and taxes

Supporters, including members of local building trades unions, said the project will bring construction jobs and, later, about 500 permanent warehouse jobs. Township officials estimate it will generate roughly $2.4 million a year in property taxes.

Mayor Richard Salerno, who sits on the planning board, said the township could not legally deny an application that complied with its zoning. "I hear the residents," he said. "But if we deny this without a legal basis, we will lose in court and we will lose the conditions we just negotiated."

Board member Gloria Hines, who voted no, said she was not convinced the truck restrictions could be enforced. "A sign doesn't stop a truck," she said. "Police officers do, and we don't have enough of them."

## What comes next

Construction could begin this fall if the project receives county and state permits. The opponents' group said it has raised money for a lawyer and plans to challenge the approval in state Superior Court.

The tenant for the warehouse has not been announced.
"""),

# ---------------------------------------------------------------- Patch-like
S(id="wcxb-1024", tpl="patch", lang="en", declared=True, section="Community Corner",
  author="Lauren Mazur", date="2024-10-14 12:02",
  title="Fall Leaf Collection Begins Oct. 21 In Glen Harbor: Schedule",
  body="""
GLEN HARBOR, NY — The Town of Glen Harbor will begin curbside leaf collection on Monday, Oct. 21, the Department of Public Works announced. Crews will make three passes through each neighborhood before the program ends Dec. 13.

Residents are asked to follow these rules:

- Rake leaves to the curb, not into the street or over storm drains.
- Keep piles free of branches, rocks and grass clippings.
- Do not park on top of leaf piles.

Leaves can also be dropped off for free at the town compost site on Mill Pond Road on Saturdays from 8 a.m. to 2 p.m.
"""),

S(id="wcxb-1025", tpl="patch", lang="en", declared=True, section="Business",
  author="Lauren Mazur", date="2024-09-16 09:47",
  img="La Petite Miche opened Saturday at 112 Main St.|Lauren Mazur/Townline",
  title="New French Bakery Opens On Main Street In Glen Harbor",
  body="""
GLEN HARBOR, NY — The smell of fresh croissants is drifting down Main Street again.

La Petite Miche, a French-style bakery, opened its doors Saturday in the storefront that housed Glen Harbor Bagels for nearly 30 years. The shop is run by Claire Fontaine and her husband, Matthieu, who moved to Long Island from Lyon in 2016 and spent the past several years selling their bread at farmers markets.

"People kept asking us where they could find us the rest of the week," Claire Fontaine said. "Now we have an answer."

The bakery offers baguettes, country loaves, croissants and pain au chocolat, along with seasonal tarts and a small selection of sandwiches at lunch. Everything is baked on site, starting at 4 a.m. each day.

The Fontaines said the opening weekend went better than they had hoped. They sold out of croissants by 10 a.m. on both Saturday and Sunday and plan to double their batches this week.

La Petite Miche is open Wednesday through Sunday from 7 a.m. to 3 p.m. The owners said they hope to add Tuesday hours in the spring once they hire more staff.
"""),

S(id="wcxb-1026", tpl="patch", lang="en", declared=True, section="Crime & Safety",
  author="Lauren Mazur", date="2024-11-06 15:30",
  title="Catalytic Converters Stolen From 3 Cars In Glen Harbor: Police",
  body="""
GLEN HARBOR, NY — Police are investigating the theft of catalytic converters from three vehicles parked in a lot on Harbor Road overnight Tuesday.

The owners discovered the thefts Wednesday morning when their cars made a loud rumbling noise on startup, according to the Glen Harbor Police Department. All three vehicles were parked behind an apartment building near the train station.

Anyone with information or security camera footage is asked to call the department's detective squad at 516-555-0142.
"""),

# ---------------------------------------------------------------- Guardian-like
S(id="wcxb-1027", tpl="guardian", lang="en", declared=True, section="Society",
  author="Hannah Corrigan", date="2024-03-19 17:30",
  img="Keldby library, one of 11 branches that could close under the plans.|Photograph: Martin Foley/The Meridian",
  tags="Libraries, Local government, Northmoor, Budgets",
  title="Eleven libraries face closure as Northmoor council seeks £14m in savings",
  dek="Campaigners say the plans would leave some towns without a library for the first time in a century",
  body="""
Eleven of Northmoor's 27 public libraries could close under budget proposals published by the county council, which says it must find £14m in savings over the next two years.

The plans, which will go out to public consultation next month, would leave the market towns of Keldby, Ashwell and Thornbury without a library building for the first time since the 1920s. The council says mobile library visits and an expanded online service would fill the gap.

Council leader Graham Pike said the authority had been left with "no good options" after years of rising demand for adult social care and children's services, which now account for almost two-thirds of its spending.

"Nobody became a councillor to close libraries," he said. "But the law requires us to set a balanced budget, and we cannot keep protecting every service while the cost of looking after vulnerable people goes up and up."

## 'A lifeline, not a luxury'

Campaigners said the closures would hit older residents, children and people without internet access hardest. Jenny Hollis, who chairs the Friends of Keldby Library, said the branch was used for everything from job applications to baby rhyme sessions.

> "For a lot of people in this town, the library is the only warm, free place they can sit without being expected to buy something. It is a lifeline, not a luxury."

A petition against the closures had gathered more than 8,000 signatures by Tuesday evening.

Unison, which represents library staff, said about 40 full- and part-time jobs were at risk. The union's regional organiser, Dev Sharma, said volunteers could not replace trained library workers. "Running a library is not just about stamping books," he said.

## Community-run alternative

The council has said some of the buildings could stay open if community groups agree to run them, a model already used in several other English counties. It has offered a one-off grant of up to £15,000 to help groups take over.

Some campaigners said that offer was unrealistic in towns where volunteers were already stretched. Others said they would look at it seriously. "If the choice is a community library or no library, we'll have to consider it," said Hollis.

The consultation will run for 12 weeks from 1 April. A final decision is expected at a meeting of the full council in September.
"""),

S(id="wcxb-1028", tpl="guardian", lang="en", declared=True, section="Housing",
  author="Samir Qureshi", date="2024-05-08 15:04",
  tags="Housing, Renting, Northmoor",
  title="Landlord fined £30,000 after tenant's baby was treated for mould-related illness",
  body="""
A landlord has been fined £30,000 after council inspectors found severe damp and black mould in a flat where a family with a newborn baby was living.

Trevor Banks, 58, who owns 14 properties in the Eastgate area of Northmoor, pleaded guilty at Northmoor magistrates court to four offences under the Housing Act, including failing to comply with an improvement notice.

The court heard that the tenant, a mother of two, first complained about water coming through the bedroom ceiling in October 2022. Her youngest child was later treated in hospital for a chest infection that doctors said had been made worse by the conditions.

Inspectors who visited the flat in February last year found mould on the walls of every room, a broken extractor fan and windows that could not be opened. Banks was served with an improvement notice but did not carry out the work within the required 28 days.

In mitigation, Banks's solicitor said his client had been unwell and had struggled to find contractors. He has since carried out repairs.

Councillor Aisha Begum, the council's cabinet member for housing, said: "Nobody should have to bring a baby home to a flat like this. We will not hesitate to prosecute landlords who ignore their legal duties."

Banks was also ordered to pay £4,200 in costs.
"""),

S(id="wcxb-1029", tpl="guardian", lang="en", declared=True, section="Weather",
  author="Meridian staff and agencies", date="2024-01-17 21:12",
  tags="Weather, Snow, England",
  title="Yellow weather warning for snow and ice across northern England",
  body="""
Up to 10cm of snow could fall on high ground across northern England on Thursday, forecasters have warned, with a yellow warning for snow and ice in place from 3am until midday.

The Met Office said untreated roads and pavements were likely to be icy during the morning rush hour, and that some rural communities could be cut off for a time. Delays to bus and rail services were possible.

Temperatures are expected to rise over the weekend, bringing rain to most areas.
"""),

# ---------------------------------------------------------------- BBC-like
S(id="wcxb-1030", tpl="bbc", lang="en", declared=True, section="Fenmoor",
  author="Ellie Harding", date="2024-03-24 12:41",
  img="Biscuit was found by a birdwatcher after three weeks on the marshes.|Sarah Whitlock",
  title="Missing dog found safe after three weeks on Fenmoor marshes",
  body="""
A dog that went missing on a walk across marshland has been found safe and well after three weeks.

Biscuit, a six-year-old spaniel, ran off after being startled by a flock of geese near Fenmoor on 2 March. Her owner, Sarah Whitlock, said volunteers had searched the area every day and put up hundreds of posters.

She was finally spotted by a birdwatcher on Saturday and lured into a humane trap with a tin of sardines.

"She's lost a bit of weight and she's very muddy, but she's back to her old self," Ms Whitlock said. "We can't thank people enough."
"""),

S(id="wcxb-1031", tpl="bbc", lang="en", declared=True, section="Fenmoor",
  author="Callum Reid", date="2024-04-03 06:05",
  img="The charges apply to all public car parks at the hospital.|UKB",
  title="Hospital parking charges to rise by 50p an hour, trust confirms",
  body="""
Patients and visitors will pay more to park at Fenmoor General Hospital from next month, the trust that runs it has confirmed.

The hourly charge will rise from £2 to £2.50, and the maximum daily charge will go up from £12 to £15. Blue badge holders, parents of children staying overnight and people attending regular appointments for cancer treatment or dialysis will continue to park free.

The East Fens NHS Trust said the increase was needed to cover the cost of resurfacing its car parks and installing new payment machines, and that all income was spent on patient care.

Patients' group Healthwatch Fenmoor said it was disappointed. Its chair, Margaret Oyelaran, said many people had no choice but to drive to the hospital because bus services from surrounding villages had been cut.

"People don't come to hospital because they want to," she said. "Charging them more at a time when everyone is struggling is the wrong decision."

The trust said it had held the charges at the same level since 2019 and that they remained lower than those at several neighbouring hospitals.

Staff parking charges will not change.
"""),

S(id="wcxb-1032", tpl="bbc", lang="en", declared=True, section="Fenmoor",
  author="Callum Reid", date="2024-02-20 05:58",
  img="Elsie Marsh uses the number 32 bus twice a week.|UKB",
  title="Villagers fear isolation as bus operator plans to cut rural routes",
  body="""
Residents of villages around Fenmoor say they will be cut off from shops, doctors and jobs if a bus company goes ahead with plans to scrap four rural routes.

Fenland Coaches said passenger numbers on the routes had not recovered since the pandemic and the services were losing about £250,000 a year.

The company wants to withdraw the 31, 32, 44 and 45 services from June. Between them, they serve 19 villages, several of which have no other public transport.

## 'I'd be stuck'

Pensioner Elsie Marsh, 81, from Little Wicken, uses the 32 twice a week to get to the supermarket and the GP surgery in Fenmoor.

"I don't drive, I never have," she said. "If the bus goes, I'd be stuck. I'd have to rely on my neighbours for everything, and they have their own lives."

Student Tom Barker, 17, catches the 44 to college every day. He said a taxi would cost him about £20 each way.

## Council 'exploring options'

Fenmoor County Council, which subsidises some rural services, said it was talking to the operator and other companies about possible alternatives.

Options being considered include:

- a demand-responsive minibus that passengers book in advance,
- a reduced timetable on two of the four routes,
- and extra funding from the government's bus improvement grant.

Councillor Peter Grainger, cabinet member for transport, said: "We know how important these services are, particularly for older people and young people who can't drive. We are doing everything we can to keep buses running."

The council said any extra money would have to come from savings elsewhere in its transport budget.

## Operator 'open to talks'

In a statement, Fenland Coaches managing director Claire Doherty said the company had "not taken this decision lightly".

"We have kept these routes going for as long as we can, but we cannot continue to run buses that are often nearly empty," she said. "We remain open to talks with the council about how some services could be funded."

A public meeting about the proposals will be held at Little Wicken village hall on 14 March at 19:00 GMT.
"""),

# ---------------------------------------------------------------- AP-like
S(id="wcxb-1033", tpl="ap", lang="en", declared=True, section="U.S. News",
  author="Rebecca Tran", date="2024-05-07 13:22",
  img="A resident walks past a damaged home in Harlan Creek, Okla., on Tuesday.|(AP Photo/Dale Whitman)",
  title="Tornado damages dozens of homes in small Oklahoma town; no deaths reported",
  body="""
HARLAN CREEK, Okla. (AP) — A tornado tore through a small town in northern Oklahoma on Monday night, ripping roofs off homes, flattening a grain elevator and injuring at least seven people, officials said.

No deaths had been reported by Tuesday morning, said Lena Carr, emergency management director for the county. She said crews were still going door to door in the hardest-hit neighborhood on the town's west side.

"We were very lucky," Carr said. "When you look at some of these houses, it's hard to believe everybody got out."

The National Weather Service said a preliminary survey found damage consistent with an EF-2 tornado with winds of about 125 mph. The storm was on the ground for about 9 miles.

Harlan Creek, a town of about 1,100 people roughly 90 miles north of Oklahoma City, lost power overnight. Utility crews had restored electricity to about half of the town by midday Tuesday.

Residents spent the morning picking through debris and covering damaged roofs with tarps. Mike Tillman, 63, said he and his wife rode out the storm in a closet as the windows of their home blew in.

"It sounded like a train, just like everybody says," he said.

The Red Cross opened a shelter at the town's high school.
"""),

S(id="wcxb-1034", tpl="ap", lang="en", declared=True, section="U.S. News",
  author="Owen McKinley", date="2024-08-30 16:47",
  title="Court orders county to release records in jail death, rejecting privacy claims",
  body="""
SPRINGFIELD, Ill. (AP) — An appeals court on Friday ordered a central Illinois county to release video and investigative records related to the death of a man in its jail, rejecting the county's argument that the materials were protected by privacy laws.

The three-judge panel ruled unanimously that Henley County must turn over footage from the night Darnell Hayes, 38, died in his cell in 2022, along with internal reports on how jail staff responded. A lower court had sided with the county last year.

Hayes was found unresponsive about six hours after he was booked on a misdemeanor trespassing charge. A coroner's report listed the cause of death as complications of diabetes. His family has said he repeatedly asked for medical help.

"The public has a powerful interest in knowing how people in government custody are treated," Justice Maria Delgado wrote for the court. "That interest is at its strongest when a person dies."

The county had argued that releasing the video would invade the privacy of Hayes and other detainees seen in the footage, and could interfere with a pending federal lawsuit filed by his family. The court said the county could blur the faces of other detainees but could not withhold the records entirely.

## Family welcomes ruling

Hayes' sister, Tanya Hayes, said the family had waited almost two years to learn what happened.

"We have been asking the same questions since the day he died," she said in a statement released by the family's attorney. "Now maybe we'll finally get answers."

The lawsuit was brought by the Henley Herald-Dispatch and a statewide coalition of news organizations under the Illinois Freedom of Information Act.

Attorney Joel Stern, who represented the news organizations, said the ruling would help journalists and families across the state. "Counties can't hide behind a general claim of privacy when someone dies in their care," he said.

## County weighs appeal

Henley County State's Attorney Brian Kessler said his office was reviewing the decision and had not decided whether to ask the state Supreme Court to take the case.

"We have always wanted to protect the integrity of the investigation and the privacy of people who had nothing to do with this incident," Kessler said.

The county has 35 days to file an appeal. If it does not, it must release the records within 30 days.

A federal judge has set a trial date of next March in the family's wrongful death lawsuit against the county and the company that provides medical care at the jail.
"""),

S(id="wcxb-1035", tpl="ap", lang="en", declared=True, section="Obituaries",
  author="Nadia Perlman", date="2024-11-14 18:03",
  title="Evelyn Marsh, pioneering small-town newspaper publisher, dies at 94",
  body="""
CEDAR FALLS, Iowa (AP) — Evelyn Marsh, who ran a weekly newspaper in rural Iowa for more than 50 years and became one of the first women elected president of the state's press association, has died. She was 94.

Her son, Robert Marsh, said she died Tuesday at a care center in Cedar Falls after a short illness.

Marsh bought the Grundy Valley Record with her husband in 1955 and ran it alone after his death in 1971, writing many of its stories herself. She retired in 2008.
"""),

# ---------------------------------------------------------------- Yahoo-syndicated
S(id="wcxb-1036", tpl="yahoo", lang="en", declared=True, section="Local",
  author="Kristen Alvarado", date="2024-06-03 15:20", site="riverbend",
  img="The giraffe calf stands next to her mother, Zuri, at the Riverbend Zoo.|Courtesy of Riverbend Zoo",
  title="Riverbend Zoo welcomes first baby giraffe in 12 years",
  body="""
The Riverbend Zoo has a new, very tall resident.

A female reticulated giraffe calf was born early Saturday morning to 9-year-old mother Zuri, the zoo announced Monday. The calf stood within an hour of birth and weighed about 140 pounds. She is the first giraffe born at the zoo since 2012.

Zoo staff said mother and calf are bonding behind the scenes and will join the rest of the herd in the Savanna exhibit in a few weeks, weather permitting. The zoo plans to let the public help choose the calf's name through an online vote.
"""),

S(id="wcxb-1037", tpl="yahoo", lang="en", declared=True, section="Business",
  author="Patrick Dunleavy", date="2024-02-08 17:44",
  img="Harrington Appliance's plant on Industrial Parkway in Maple Grove.|Patrick Dunleavy/Maple Grove Gazette",
  title="Maple Grove appliance plant to close, eliminating 340 jobs",
  body="""
Harrington Appliance will close its Maple Grove manufacturing plant by the end of the year, eliminating about 340 jobs, the company said Thursday.

The plant on Industrial Parkway makes compressors for refrigerators and freezers. Harrington said production will move to existing facilities in Tennessee and Mexico as part of a cost-cutting plan announced last fall.

In a notice filed with the state, the company said layoffs will begin in September and continue in phases through December. Workers will be offered severance and help finding new jobs, and some will be offered positions at other Harrington sites.

"This decision is not a reflection of the hard work and dedication of our Maple Grove team," company spokesperson Erin Pollard said in a statement.

The plant has operated in Maple Grove since 1978 and once employed more than 1,000 people. It is among the city's five largest employers.

Mayor Tom Gallagher said he was "deeply disappointed" by the news and that the city would work with the county's workforce development board to help affected employees. "These are good jobs that have supported families here for generations," he said.

Local 1123 of the United Steelworkers, which represents most hourly workers at the plant, said it would begin negotiations over closing terms.
"""),

S(id="wcxb-1038", tpl="yahoo", lang="en", declared=True, section="Weather",
  author="Patrick Dunleavy", date="2024-04-09 18:02",
  img="Flood debris piles up along Water Street in Maple Grove on Tuesday.|Patrick Dunleavy/Maple Grove Gazette",
  title="As floodwaters recede, Maple Grove residents begin long cleanup",
  body="""
Mud lines halfway up living room walls. Soggy carpets piled at the curb. The smell of river water everywhere.

As the Kessler River dropped back within its banks Tuesday, residents of Maple Grove's low-lying Riverside neighborhood returned to their homes to find the damage left by the worst flooding in more than two decades.

The river crested Sunday night at 24.6 feet, nearly 10 feet above flood stage and the third-highest level on record, according to the National Weather Service. About 180 homes and 30 businesses were flooded, city officials said.

"We had about three feet of water on the first floor," said Angela Ruiz, who has lived on Water Street for 15 years. "Everything we had down here is gone. The couch, the kids' toys, the washer and dryer."

## Cleanup underway

City crews began collecting flood debris from curbs Tuesday and will continue daily pickups through at least the end of next week. Residents are asked to separate appliances, electronics and household chemicals from other trash.

Volunteers from churches and the high school football team spent the day hauling out ruined drywall and furniture. The Red Cross distributed cleanup kits with mops, buckets, bleach and gloves at the Riverside Community Center.

Fire Chief Dan Sutter urged residents to be careful as they returned home. He said anyone whose electrical panel or furnace was under water should have it inspected before turning the power back on.

> "Floodwater carries sewage, fuel and chemicals. Wear gloves and boots, wash your hands often, and when in doubt, throw it out."

## Help for homeowners

State emergency management officials toured the neighborhood Tuesday afternoon to assess damage, the first step toward a possible request for federal disaster aid.

Most of the affected homeowners do not have flood insurance, which is not covered under standard homeowners policies, said Lisa Marquez, the city's community development director. She said the city is working with the county to set up a relief fund and will waive permit fees for flood repairs.

Residents can report damage to the county emergency management agency by calling 211 or filling out a form on the county's website. Officials said reports will help determine whether the area qualifies for assistance.

## 'We'll rebuild'

Many residents said they intend to stay despite the damage. Gary Hollis, 71, said his house has flooded three times since he bought it in 1987.

"People ask why I don't move," he said, standing in his gutted kitchen. "This is my home. My neighbors are here. We'll rebuild, like we always do."
"""),

# ---------------------------------------------------------------- Squarespace
S(id="wcxb-1039", tpl="squarespace", lang="fr", declared=True, section="Vie locale",
  author="Julien Marchal", date="2024-03-28 08:00",
  img="Le marché de producteurs, place de la Halle, en 2023.|Photo : Villebrune Infos",
  tags="marché, producteurs locaux, Villebrune",
  title="Le marché de producteurs revient place de la Halle dès le 6 avril",
  body="""
Après une pause de quatre mois, le marché de producteurs de Villebrune fait son retour sur la place de la Halle. Le premier rendez-vous de la saison aura lieu le samedi 6 avril, de 8 heures à 13 heures.

Une trentaine d'exposants sont attendus, tous installés dans un rayon de 50 kilomètres : maraîchers, éleveurs, fromagers, apiculteurs, mais aussi un boulanger et une brasserie artisanale. Cinq nouveaux producteurs rejoignent le marché cette année, dont une ferme de champignons installée à Saint-Clair.

« Les habitants nous réclament le retour du marché dès le mois de février », sourit Martine Delorme, présidente de l'association Les Paniers de Villebrune, qui organise l'événement depuis 2015. « C'est devenu un vrai lieu de rencontre, pas seulement un endroit où l'on fait ses courses. »

Nouveauté cette saison : un espace de consigne permettra de rapporter bocaux et bouteilles en verre, qui seront lavés et réutilisés par les producteurs. L'association espère ainsi réduire les déchets d'emballage.

Le marché se tiendra chaque samedi matin jusqu'à la fin du mois de novembre. Le stationnement sera interdit place de la Halle de 6 heures à 14 heures ces jours-là.
"""),

S(id="wcxb-1040", tpl="squarespace", lang="en", declared=True, section="News", site="tlcf",
  author="Tri-Lakes Community Foundation", date="2024-05-21 10:00",
  tags="grants, nonprofits, press release",
  title="Community foundation awards $186,000 to 23 local nonprofits",
  body="""
The Tri-Lakes Community Foundation has awarded $186,000 in grants to 23 nonprofit organizations serving Kent, Ashby and Marlow counties, the foundation announced Tuesday.

The largest grants went to the Ashby Food Shelf, which received $20,000 to buy a refrigerated van, and to Marlow Literacy Partners, which received $15,000 for adult tutoring programs. Other recipients include youth sports leagues, a volunteer fire department and a senior transportation program.

"These organizations do the everyday work that keeps our communities strong," said foundation president Karen Lindqvist.

Applications for the fall grant cycle open Aug. 1.
"""),

S(id="wcxb-1041", tpl="squarespace", lang="en", declared=False, section="Neighborhood",
  author="Priya Natarajan", date="2024-04-12 21:15",
  img="The intersection of Grove Street and Seventh Avenue, looking north.|The Northsider",
  tags="traffic safety, Hawthorne Park, meetings",
  title="Northside neighbors push for safer crossing at Grove and 7th",
  body="""
More than 40 people turned out for the Northside Neighborhood Association's monthly meeting Thursday, most of them to talk about one intersection: Grove Street and Seventh Avenue.

Residents described near-misses at the crossing, which sits between Hawthorne Park and the Northside branch library and has no traffic signal or marked crosswalk. Several parents said they no longer let their children walk to the park alone.

"Cars come down Grove at 40 miles an hour because it's downhill and it's wide," said Dana Whitaker, who lives a block away. "It's only a matter of time before someone gets hurt."

City traffic engineer Mark Oduya, who attended the meeting, said the intersection had been added to the city's list for a pedestrian safety study this year. Possible changes include a raised crosswalk, curb extensions or a rapid flashing beacon. He cautioned that any changes would likely not be built until next year.

The association voted to send a letter to the City Council asking that the crossing be made a priority. Board member Louis Grant said the group would also start a petition and plans to invite council member Sharon Wells to the next meeting, scheduled for May 9 at the library.

In other business, the association elected Jamie Tran as its new treasurer and approved $500 for flowers at the Hawthorne Park entrance.
"""),

# ---------------------------------------------------------------- Wix
S(id="wcxb-1042", tpl="wix", lang="de", declared=False, section="Fußball",
  author="Pressewart", date="2024-04-21 19:30",
  img="Jubel nach dem 3:1 – Lukas Berger traf doppelt.|Foto: TSV Hollenbach",
  title="TSV Hollenbach gewinnt Derby gegen den FC Steinau mit 3:1",
  body="""
Die erste Mannschaft des TSV Hollenbach hat das Derby gegen den FC Steinau vor rund 400 Zuschauern mit 3:1 gewonnen und bleibt damit Tabellenzweiter der Kreisliga A.

Nach einem frühen Rückstand drehten Lukas Berger mit einem Doppelpack kurz vor und kurz nach der Pause sowie Jonas Kraft per Foulelfmeter in der 78. Minute die Partie. Trainer Markus Wendl lobte nach dem Spiel vor allem die Moral seiner Mannschaft.

Am kommenden Sonntag tritt der TSV um 15 Uhr beim SV Oberried an. Die zweite Mannschaft spielte 2:2 gegen Steinau II.
"""),

S(id="wcxb-1043", tpl="wix", lang="es", declared=True, section="Fiestas",
  author="Redacción Villanueva al Día", date="2024-07-22 13:00",
  img="Vista de la plaza Mayor durante las fiestas del año pasado.|Villanueva al Día",
  title="Villanueva del Campo presenta el programa de sus fiestas de San Roque",
  body="""
El Ayuntamiento de Villanueva del Campo ha presentado este lunes el programa de las fiestas patronales en honor a San Roque, que se celebrarán del 14 al 18 de agosto con más de cuarenta actividades para todas las edades.

Las fiestas arrancarán el miércoles 14 con el pregón, que este año correrá a cargo de la maestra jubilada Carmen Ruiz, quien dio clase en el colegio público del municipio durante más de tres décadas. A continuación, la charanga Los Desafinados recorrerá las calles del casco antiguo.

Entre las novedades destaca una carrera popular nocturna de cinco kilómetros y un concurso de paellas en la plaza Mayor, que sustituye a la tradicional comida de hermandad. Los vecinos que quieran participar deberán inscribirse en el Ayuntamiento antes del 9 de agosto.

"Hemos querido recuperar el ambiente de las fiestas de antes, en la calle y con todo el pueblo", explicó la concejala de Festejos, Lucía Moreno.

La procesión en honor al patrón tendrá lugar el viernes 16 a las 20.00 horas, seguida de un castillo de fuegos artificiales. Las verbenas se celebrarán cada noche en el recinto ferial, con servicio de autobús gratuito desde las pedanías.
"""),

S(id="wcxb-1044", tpl="wix", lang="en", declared=False, section="Parish News",
  author="St. Anne's Office", date="2024-02-14 12:00",
  title="St. Anne's food pantry moves to Saturday mornings",
  body="""
Starting March 2, the food pantry at St. Anne's Episcopal Church will be open on Saturdays from 9 a.m. to noon instead of Thursday evenings.

Pantry coordinator Ruth Kimball said the change will make it easier for volunteers and for families who work evening shifts. The pantry serves about 120 households a month and is open to anyone in the Cole Valley area. No proof of income is required.

Donations of canned goods, cereal and diapers can be dropped off at the church office weekdays from 10 a.m. to 2 p.m.
"""),

# ---------------------------------------------------------------- Blogger
S(id="wcxb-1045", tpl="blogger", lang="en", declared=False, section="Village",
  author="Linda Carver", date="2024-05-08 20:14",
  img="Scaffolding goes up around the Linden Falls water tower on Monday.|",
  tags="village board, water tower",
  title="Water tower getting a fresh coat of paint, and the old logo is coming back",
  body="""
If you've driven past the north end of town this week, you've seen the scaffolding going up around the water tower. Crews from Tri-State Tank Services started work Monday on a project to sandblast and repaint the 150,000-gallon tank, which was last painted in 1998.

Village clerk Janet Hoover said the work should take about six weeks, weather permitting. The village board approved the $286,000 contract in January, with most of the money coming from the water fund.

Here's the part a lot of folks have been asking about: the board voted 4-1 to bring back the old "Welcome to Linden Falls" lettering with the pine tree, which was painted over with plain blue the last time around. Trustee Bill Sorensen said he got more calls about the logo than about anything else the board has done in years.

Residents near the tower should expect some noise during the day and may see a white tent around the tank while the old paint is removed. Hoover said the contractor is required to contain the dust and the paint chips, which will be tested and disposed of properly.

Water service won't be interrupted. The village will keep pressure up using its second well while the tank is drained for inspection.

We'll post pictures as the work goes along.
"""),

S(id="wcxb-1046", tpl="blogger", lang="en", declared=False, section="Schools",
  author="Linda Carver", date="2024-01-22 21:37",
  tags="schools, weather",
  title="Linden Falls schools closed Tuesday because of ice",
  body="""
Linden Falls Central School District has canceled classes for Tuesday because of icy roads, Superintendent Mark Ebert announced Monday night. All after-school activities and the evening board of education meeting are also canceled.

The district said crews will work overnight to clear parking lots and sidewalks, and it will announce by 6 a.m. Wednesday whether schools will open on time.
"""),

S(id="wcxb-1047", tpl="blogger", lang="en", declared=False, section="County", site="harlow",
  author="Gene Matthews", date="2024-03-27 23:02",
  tags="commissioners, jail, EMS, parks",
  title="County commissioners meeting recap: jail roof, ambulance contract and a new dog park",
  body="""
The Harlow County Board of Commissioners met Tuesday night for a little more than three hours. Here's a rundown of what happened, for those who couldn't make it.

## Jail roof

The biggest item on the agenda was the roof at the county jail, which has been leaking since last spring. Commissioners approved a $412,000 contract with Summit Roofing of Greenville to replace it. Sheriff Dale Fenwick told the board that staff have been putting out buckets in two cell blocks whenever it rains and that one section of ceiling tile had collapsed in February.

Commissioner Ray Lott asked why the work hadn't been done sooner. County Administrator Beth Sanders said the first round of bids came in almost $150,000 over the estimate, and the county had to rebid the project. The vote was 5-0.

## Ambulance contract

The board also voted 3-2 to extend its contract with Lifeline EMS for another two years, but not before a long discussion about response times in the southern end of the county.

Commissioner Donna Pike said residents around Coal Hill and Brady's Run have been waiting 25 minutes or more for an ambulance. Lifeline's operations manager, Greg Tanner, said the company is short-staffed like everyone else but plans to station a second crew in Coal Hill starting in May.

Pike and Commissioner Lott voted no. Pike said she wanted the county to look at other providers before committing to two more years.

## Dog park

On a happier note, the board approved a plan from the parks department to build a fenced dog park at Harlow County Park, next to the soccer fields. The park will have separate areas for large and small dogs, benches and a water station.

Parks director Kim Alvarez said about half of the $60,000 cost will be covered by donations, including $15,000 from the Harlow County Kennel Club. She hopes to have it open by the Fourth of July.

## Other business

- Approved a proclamation naming April as Child Abuse Prevention Month.
- Reappointed Carl Ditmer to the planning commission.
- Tabled a request to lower the speed limit on Township Road 14 until the county engineer finishes a traffic study.

The next meeting is Tuesday, April 9, at 7 p.m. in the courthouse annex. As always, meetings are open to the public and there's time for comment at the start of each one.
"""),

# ---------------------------------------------------------------- Joomla + K2
S(id="wcxb-1048", tpl="joomla_k2", lang="pl", declared=False, section="Komunikacja",
  author="Tomasz Wiśniewski", date="2024-04-04 10:12",
  img="Ulica Kościuszki w rejonie ronda Solidarności.|Fot. Kurier Zielonowski",
  tags="remont, utrudnienia, ulica Kościuszki",
  title="Od poniedziałku utrudnienia na ulicy Kościuszki. Ruszają prace drogowe",
  body="""
W poniedziałek, 8 kwietnia, rozpocznie się remont ulicy Kościuszki na odcinku od ronda Solidarności do skrzyżowania z ulicą Polną. Prace potrwają do końca czerwca.

Drogowcy wymienią nawierzchnię jezdni i chodników, a także przebudują zatoki autobusowe. Ruch będzie odbywał się wahadłowo, a w niektóre dni odcinek zostanie całkowicie zamknięty.

Zmienią się również trasy autobusów linii 3 i 7, które pojadą objazdem ulicami Mickiewicza i Ogrodową. Urząd miasta prosi kierowców o zachowanie ostrożności i stosowanie się do oznakowania.
"""),

S(id="wcxb-1049", tpl="joomla_k2", lang="pl", declared=True, section="Samorząd",
  author="Agnieszka Kowalczyk", date="2023-12-15 18:40",
  img="Sesja budżetowa Rady Miasta trwała ponad sześć godzin.|Fot. Agnieszka Kowalczyk",
  tags="budżet, Rada Miasta, inwestycje",
  title="Rada Miasta przyjęła budżet na 2024 rok. Najwięcej pieniędzy na drogi i szkoły",
  dek="Radni przyjęli budżet miasta na przyszły rok. Dochody mają wynieść 312 mln zł, a wydatki 338 mln zł. Deficyt zostanie pokryty z kredytu i wolnych środków.",
  body="""
Za przyjęciem uchwały budżetowej głosowało 15 radnych, 6 było przeciw, a 2 wstrzymało się od głosu. Sesja, która rozpoczęła się w czwartek o godzinie 10, trwała ponad sześć godzin.

Największą pozycję w wydatkach, podobnie jak w poprzednich latach, stanowi oświata. Na utrzymanie szkół i przedszkoli miasto przeznaczy blisko 128 mln zł, z czego część pochodzi z subwencji oświatowej.

## Inwestycje

Na inwestycje zaplanowano 64 mln zł. Wśród najważniejszych zadań znalazły się:

- przebudowa ulicy Kościuszki wraz z budową ścieżki rowerowej,
- termomodernizacja Szkoły Podstawowej nr 4,
- budowa nowego żłobka na osiedlu Słonecznym,
- modernizacja oświetlenia ulicznego w technologii LED.

Prezydent miasta Andrzej Nowicki podkreślał podczas sesji, że budżet jest "odpowiedzialny, ale ambitny". – Mimo rosnących kosztów energii i wynagrodzeń nie rezygnujemy z inwestycji, na które czekają mieszkańcy – mówił.

## Krytyka opozycji

Radni opozycji zarzucali władzom miasta zbyt duże zadłużenie. Według prognozy finansowej dług miasta na koniec roku wyniesie 148 mln zł. – To pieniądze, które będą spłacać nasze dzieci. Brakuje nam pomysłu na zwiększenie dochodów – mówiła radna Ewa Jabłońska.

Opozycja złożyła kilkanaście poprawek, m.in. dotyczących remontu basenu miejskiego i dopłat do biletów komunikacji miejskiej dla seniorów. Większość z nich została odrzucona. Przyjęto jedynie poprawkę zwiększającą o 400 tys. zł dotację dla organizacji pozarządowych, które prowadzą zajęcia dla dzieci i młodzieży w czasie wakacji.

Skarbnik miasta Katarzyna Wójcik zapewniała, że zadłużenie jest bezpieczne i mieści się w limitach określonych przez ustawę o finansach publicznych. Regionalna Izba Obrachunkowa wydała wcześniej pozytywną opinię o projekcie budżetu.

Budżet wejdzie w życie 1 stycznia po publikacji w dzienniku urzędowym województwa.
"""),

S(id="wcxb-1050", tpl="joomla_k2", lang="en", declared=False, section="Aviation", site="tricounty",
  author="Helen Byrd", date="2024-03-04 13:15",
  img="A regional jet at the Tri-County Regional Airport terminal.|Tri-County Regional Airport",
  tags="airport, travel, Summit Air",
  title="Tri-County Regional Airport adds daily flights to Denver",
  body="""
Travelers at Tri-County Regional Airport will soon have a new way to head west. Summit Air will begin daily nonstop service to Denver on June 6, airport officials announced Monday.

The flights will use 76-seat regional jets, departing Tri-County at 6:10 a.m. and returning at 9:45 p.m. Introductory one-way fares start at $89 for tickets booked by April 30.

Airport director Nina Castellanos said the route had been the top request in a passenger survey last year. "Denver opens up the whole Mountain West and connections to the West Coast," she said. "Until now, people had to drive two hours to get those options."

The airport secured the service with help from a $750,000 federal Small Community Air Service Development grant, which will be used for marketing and a revenue guarantee for the airline during the first two years.

Tri-County currently offers daily flights to Chicago and Charlotte. Passenger numbers reached about 182,000 last year, the most since 2008.

The airport is also adding 150 parking spaces in its long-term lot this spring to keep up with demand.
"""),

# ---------------------------------------------------------------- TYPO3 municipality
S(id="wcxb-1051", tpl="typo3", lang="de", declared=False, section="Pressemitteilung",
  author="Pressestelle", date="2024-04-03 10:00",
  img="Die Mühlbachbrücke im Zuge der Bahnhofstraße.|Foto: Stadt Lindenau",
  title="Sperrung der Mühlbachbrücke ab 15. April",
  dek="Die Brücke wird für rund sechs Monate für den Autoverkehr gesperrt. Fußgänger und Radfahrer können eine Behelfsbrücke nutzen.",
  body="""
Die Stadt Lindenau saniert ab Montag, 15. April, die Mühlbachbrücke im Zuge der Bahnhofstraße. Für die Arbeiten muss die Brücke für den Kraftfahrzeugverkehr voraussichtlich bis Mitte Oktober voll gesperrt werden.

Bei einer Bauwerksprüfung im vergangenen Jahr waren Schäden an der Abdichtung und an den Randkappen festgestellt worden. Im Rahmen der Sanierung werden außerdem die Geländer erneuert und die Fahrbahn verbreitert, sodass künftig auf beiden Seiten ein Radweg Platz findet.

Die Umleitung für den Autoverkehr erfolgt über die Industriestraße und den Westring und ist ausgeschildert. Für Fußgängerinnen, Fußgänger und Radfahrende wird neben der Brücke eine Behelfsbrücke errichtet.

Die Buslinien 2 und 5 fahren während der Bauzeit eine geänderte Route. Die Haltestelle „Mühlbach" entfällt und wird in die Industriestraße verlegt. Die aktuellen Fahrpläne sind bei den Stadtwerken erhältlich.

Die Kosten der Maßnahme belaufen sich auf rund 1,9 Millionen Euro. Das Land fördert die Sanierung mit 60 Prozent. Die Stadtverwaltung bittet Anwohnende und Verkehrsteilnehmende um Verständnis für die entstehenden Beeinträchtigungen.
"""),

S(id="wcxb-1052", tpl="typo3", lang="de", declared=True, section="Rathaus",
  author="Pressestelle", date="2024-03-20 15:30",
  img="So soll der neue Kindergarten am Sonnenhang aussehen.|Visualisierung: Architekturbüro Maier + Roth",
  title="Gemeinderat beschließt Ausbau der Kinderbetreuung",
  dek="Bis 2026 sollen in Lindenau 120 zusätzliche Betreuungsplätze entstehen. Die Investitionen belaufen sich auf rund 8,5 Millionen Euro.",
  body="""
Der Gemeinderat hat in seiner Sitzung am Dienstag einstimmig ein Maßnahmenpaket zum Ausbau der Kinderbetreuung beschlossen. Damit reagiert die Stadt auf die steigende Nachfrage nach Krippen- und Kindergartenplätzen, insbesondere in den Neubaugebieten im Norden der Stadt.

Nach der aktuellen Bedarfsplanung fehlen in Lindenau derzeit rund 70 Plätze für Kinder unter drei Jahren und etwa 50 Plätze für Kinder im Kindergartenalter. Ohne zusätzliche Angebote würde sich die Lücke in den kommenden Jahren weiter vergrößern.

## Neubau am Sonnenhang

Kernstück des Pakets ist ein neuer Kindergarten im Baugebiet Sonnenhang mit sechs Gruppen. Das Gebäude soll in Holzbauweise errichtet werden und ein begrüntes Dach erhalten. Baubeginn ist für das Frühjahr 2025 geplant, die Eröffnung für September 2026.

Darüber hinaus sind folgende Maßnahmen vorgesehen:

- die Erweiterung der Kita St. Martin um zwei Krippengruppen,
- die Umwandlung von zwei Räumen in der Grundschule Nord in eine Übergangsgruppe,
- sowie die Förderung von zusätzlichen Plätzen in der Kindertagespflege.

## Fachkräfte gesucht

Oberbürgermeisterin Sabine Kellner betonte, dass neue Gebäude allein nicht ausreichten. „Wir brauchen vor allem Menschen, die in unseren Einrichtungen arbeiten wollen", sagte sie. Die Stadt will deshalb die Zahl der Ausbildungsplätze für Erzieherinnen und Erzieher verdoppeln und bietet künftig einen Zuschuss zum Deutschlandticket für alle Beschäftigten in städtischen Kitas an.

Die Fraktionen begrüßten das Paket, setzten aber unterschiedliche Akzente. Während die einen vor allem auf die Kosten verwiesen, forderten andere, auch die Betreuungszeiten am Nachmittag auszuweiten.

## Finanzierung

Die Gesamtkosten werden auf rund 8,5 Millionen Euro geschätzt. Die Stadt rechnet mit Fördermitteln von Bund und Land in Höhe von etwa 3,2 Millionen Euro. Der verbleibende Betrag soll über den Haushalt der kommenden drei Jahre finanziert werden.

Eltern, die einen Betreuungsplatz suchen, können sich weiterhin über das zentrale [Anmeldeportal der Stadt](/leben-in-lindenau/kinderbetreuung/kita-anmeldung) registrieren. Die Vergabe der Plätze für das Kindergartenjahr 2024/25 erfolgt im Mai.
"""),

S(id="wcxb-1053", tpl="typo3", lang="nl", declared=False, section="Afval",
  author="Gemeente Brederveen", date="2023-12-11 09:00",
  title="Afvalinzameling rond de feestdagen gewijzigd",
  body="""
Door de feestdagen haalt de gemeente Brederveen het afval in de laatste weken van het jaar op andere dagen op dan normaal. Zet uw container op de nieuwe ophaaldag vóór 7.30 uur aan de straat.

- Maandag 25 december: inzameling verschuift naar zaterdag 23 december.
- Dinsdag 26 december: inzameling verschuift naar woensdag 27 december.
- Maandag 1 januari: inzameling verschuift naar dinsdag 2 januari.

Kerstbomen worden op woensdag 10 januari opgehaald. Leg de boom zonder versiering en pot op de plek waar u normaal uw container neerzet.
"""),

# ---------------------------------------------------------------- Italian daily
S(id="wcxb-1054", tpl="ilpost", lang="it", declared=True, section="Italia",
  author="", date="2024-10-15 18:52",
  img="Un'auto attraversa una strada allagata a Massa, martedì (ANSA/Redazione)|ANSA",
  title="Allerta arancione per temporali in Toscana e in Liguria",
  dek="Fino a domani sera sono previste piogge forti soprattutto lungo la costa: in alcuni comuni le scuole resteranno chiuse",
  body="""
La Protezione civile ha diramato un'allerta meteo arancione per temporali e rischio idrogeologico in gran parte della Toscana e nel levante ligure, valida fino alla mezzanotte di mercoledì. Nelle stesse zone sono previste piogge intense, forti raffiche di vento e possibili grandinate.

Secondo le previsioni, i fenomeni più intensi si concentreranno nella giornata di mercoledì lungo la costa, tra la provincia della Spezia e quella di Livorno, dove in poche ore potrebbero cadere oltre 100 millimetri di pioggia. Nelle zone interne l'allerta è invece gialla.

Diversi comuni hanno deciso di chiudere le scuole di ogni ordine e grado, i parchi pubblici e i cimiteri. Tra questi ci sono Massa, Carrara e Viareggio. La Protezione civile raccomanda di evitare gli spostamenti non necessari, di non sostare vicino ai corsi d'acqua e di non scendere nei locali seminterrati.

Il peggioramento è dovuto a una perturbazione di origine atlantica che da martedì sta attraversando il nord Italia. Dovrebbe allontanarsi verso i Balcani nella giornata di giovedì, quando è previsto un generale miglioramento con temperature in lieve calo.
"""),

S(id="wcxb-1055", tpl="ilpost", lang="it", declared=False, section="Italia",
  author="", date="2024-06-18 20:05",
  img="La palestra comunale di Borgo San Vito dopo il crollo, nel novembre del 2019|Archivio",
  title="Tre condanne per il crollo del tetto della palestra di Borgo San Vito",
  dek="Nel 2019 il cedimento aveva ferito gravemente due ragazzi durante un allenamento: secondo i giudici la manutenzione era stata trascurata per anni",
  body="""
Martedì il tribunale di Valmonte ha condannato tre persone per il crollo di una parte del tetto della palestra comunale di Borgo San Vito, avvenuto il 14 novembre 2019 durante un allenamento di pallavolo giovanile. Nel crollo erano rimasti feriti gravemente due ragazzi di 15 e 16 anni, che erano stati ricoverati per diverse settimane.

L'ex dirigente dell'ufficio tecnico del comune è stato condannato a due anni e quattro mesi per lesioni colpose gravi e omissione di atti d'ufficio. Un anno e otto mesi ciascuno sono stati inflitti al titolare dell'impresa che nel 2016 aveva eseguito alcuni lavori sulla copertura e al tecnico che ne aveva firmato il collaudo. Un quarto imputato, un ex assessore ai lavori pubblici, è stato assolto.

## Cosa era successo

Quel pomeriggio nella palestra erano presenti una ventina di ragazzi e due allenatori. Intorno alle 18 una porzione di circa 40 metri quadrati del controsoffitto e delle travi in legno che lo sostenevano si era staccata, cadendo vicino a una delle reti. Secondo la ricostruzione dell'accusa, già da alcuni anni c'erano infiltrazioni d'acqua che avevano fatto marcire parte delle travi.

Durante il processo, i consulenti della procura hanno sostenuto che i segni del deterioramento fossero visibili e che fossero stati segnalati più volte al comune, sia dalla società sportiva sia dai genitori. Le difese avevano invece sostenuto che il cedimento fosse dovuto a un difetto strutturale non prevedibile.

## Le reazioni

I genitori dei due ragazzi, che si erano costituiti parte civile, hanno detto di essere soddisfatti della sentenza, ma hanno aggiunto che nessuna condanna può restituire ai figli gli anni persi. Uno dei due ha dovuto smettere di giocare a pallavolo a causa delle conseguenze dell'incidente.

L'attuale sindaca di Borgo San Vito, Elena Ferraris, ha detto che il comune ha nel frattempo fatto controllare tutti gli edifici scolastici e sportivi e ha speso circa 2 milioni di euro per metterli in sicurezza. La palestra è stata riaperta nel 2022 dopo una ricostruzione completa del tetto.

Le motivazioni della sentenza saranno depositate entro novanta giorni. Gli avvocati dei condannati hanno già annunciato che faranno ricorso in appello.
"""),

# ---------------------------------------------------------------- Brazilian portal (G1-like)
S(id="wcxb-1056", tpl="g1", lang="pt", declared=True, section="Santa Luzia e Região",
  author="Redação n1 Vale", date="2024-03-12 11:40",
  img="Carro ficou destruído após batida na SP-191|Reprodução/TV Vale",
  title="Acidente entre carro e caminhão deixa um morto em rodovia de Santa Luzia do Campo",
  body="""
Um homem de 42 anos morreu em um acidente entre um carro e um caminhão na manhã desta terça-feira (12) na Rodovia SP-191, em Santa Luzia do Campo (SP).

Segundo a Polícia Rodoviária, o carro seguia no sentido capital quando invadiu a pista contrária, na altura do km 54, e bateu de frente com o caminhão, que transportava cana-de-açúcar. O motorista do carro morreu no local. O caminhoneiro não se feriu.

A rodovia ficou interditada por cerca de três horas para o atendimento da ocorrência e a remoção dos veículos. As causas do acidente serão investigadas.
"""),

S(id="wcxb-1057", tpl="g1", lang="pt", declared=True, section="Santa Luzia e Região",
  author="Juliana Prado", date="2024-03-24 07:00",
  img="Vacina contra a gripe será aplicada em 42 unidades de saúde|Arquivo/Prefeitura de Santa Luzia do Campo",
  title="Campanha de vacinação contra a gripe começa nesta segunda; veja quem pode se vacinar",
  dek="Doses estarão disponíveis em 42 unidades de saúde de Santa Luzia do Campo. Meta é imunizar 90% dos grupos prioritários.",
  body="""
A campanha de vacinação contra a gripe começa nesta segunda-feira (25) em Santa Luzia do Campo (SP) e nas cidades da região. Nesta primeira etapa, a vacina será aplicada apenas nos grupos prioritários definidos pelo Ministério da Saúde.

De acordo com a Secretaria Municipal de Saúde, o município recebeu 38 mil doses na primeira remessa e deve receber mais 20 mil nas próximas semanas. A meta é vacinar pelo menos 90% do público-alvo até o fim de maio.

## Quem pode se vacinar

Nesta fase, podem receber a vacina:

- crianças de 6 meses a menores de 6 anos;
- idosos com 60 anos ou mais;
- gestantes e puérperas;
- trabalhadores da saúde e professores;
- pessoas com doenças crônicas ou condições clínicas especiais, mediante apresentação de laudo ou receita médica.

Para se vacinar, é preciso levar documento com foto e a caderneta de vacinação. No caso das crianças, o responsável deve apresentar também a certidão de nascimento ou o cartão do SUS.

## Onde se vacinar

A vacina estará disponível nas 42 unidades básicas de saúde da cidade, de segunda a sexta-feira, das 8h às 16h. No sábado (30), haverá um dia de mobilização com postos abertos das 8h às 17h, incluindo um ponto de vacinação no terminal rodoviário central.

Segundo a secretária de Saúde, Mariana Albuquerque, a procura costuma ser maior nos primeiros dias. "Não é preciso correr. Temos doses para todos os grupos prioritários, e a vacina deve ser tomada antes do período de maior circulação do vírus, que começa no inverno", afirmou.

## Por que se vacinar

A vacina protege contra os tipos de vírus influenza que mais circularam no último ano e reduz o risco de complicações, internações e mortes, principalmente entre idosos e crianças pequenas. Ela é atualizada todos os anos, por isso quem tomou a dose no ano passado precisa se vacinar novamente.

A vacina contra a gripe pode ser aplicada no mesmo dia que outras vacinas do calendário, inclusive a da Covid-19.
"""),

# ---------------------------------------------------------------- SNO Sites (campus paper)
S(id="wcxb-1058", tpl="sno", lang="en", declared=True, section="Campus News",
  author="Olivia Brandt", date="2024-04-29 14:00",
  title="Harmon Library to stay open 24 hours during finals week",
  body="""
Harmon Library will stay open around the clock from May 3 through May 10 to give students more space to study for final exams, the university library announced Monday.

A valid Calder State ID will be required to enter the building between midnight and 7 a.m., and a security guard will be stationed at the main entrance overnight. The second-floor cafe will extend its hours until 2 a.m.

"Every year we hear from students who can't find a quiet place to study," said Dean of Libraries Patricia Moreno. "This is a small thing we can do to help."
"""),

S(id="wcxb-1059", tpl="sno", lang="en", declared=False, section="Sports",
  author="Marcus Feld", date="2024-10-27 18:30",
  img="Senior forward Maya Lindgren celebrates her first-half goal against Western Prairie.|Photo by Jenna Ruiz",
  title="Women's soccer clinches first conference title since 2011",
  body="""
The Calder State women's soccer team won its first Great Plains Conference regular-season championship in 13 years Saturday, beating Western Prairie 2-0 at Founders Field.

Senior forward Maya Lindgren scored in the 23rd minute, heading in a corner kick from sophomore Abby Tran, and freshman Sofia Reyes added an insurance goal in the 71st minute. Goalkeeper Hannah Moss made five saves for her eighth shutout of the season.

"I told them at halftime that they'd remember this game for the rest of their lives," head coach Erin Walsh said. "They played like it."

The Mustangs finished the regular season 12-3-2 overall and 8-0-1 in conference play. They will host a first-round game in the conference tournament on Friday at 7 p.m.

The title is an especially sweet one for Lindgren, who missed most of last season with a knee injury. Her goal on Saturday was her ninth of the year, tied for the team lead.

"Sitting on the bench last year was the hardest thing I've ever done," she said. "Being out here with these girls today made it all worth it."

Students will be admitted free to Friday's game with a valid ID.
"""),

S(id="wcxb-1060", tpl="sno", lang="en", declared=True, section="Campus News",
  author="Olivia Brandt", date="2024-02-13 22:10",
  img="An architect's rendering of the Prairie Water Institute addition to Bristow Hall.|Courtesy of Calder State University",
  title="University to open $18 million water research center in fall 2025",
  dek="The center will bring together faculty from engineering, biology and agriculture to study drought and water quality.",
  body="""
Calder State University will open a new center for water research in the fall of 2025, university officials announced at a news conference on Tuesday.

The Prairie Water Institute will be housed in a renovated wing of Bristow Hall and a new 22,000-square-foot addition that will include laboratories, a greenhouse and a flume for studying how rivers move sediment. The $18 million project is funded by a state appropriation, a federal grant and a $5 million gift from alumni Richard and Carol Benner.

"Water is the defining challenge for this region for the next 50 years," President Alan Whitaker said. "Farmers, towns and industries all depend on it, and our students will be part of finding answers."

## What the institute will study

The institute will focus on three areas: drought planning, groundwater depletion and agricultural runoff. About 25 faculty members from the colleges of engineering, natural sciences and agriculture are expected to take part, along with graduate students and undergraduate researchers.

Dr. Lena Okafor, a professor of civil engineering who will serve as the institute's first director, said the goal is to make research useful to people outside the university.

"We don't want our work to sit in journals," Okafor said. "We want county commissioners and farmers to call us when they have a question about their wells."

## Opportunities for students

University officials said the institute will create paid research positions for about 40 undergraduates each year. A new minor in water resources will be offered starting in fall 2025, and the university is developing a master's program.

Junior environmental science major Caleb Porter, who attended the news conference, said he was excited by the chance to do research close to home. "A lot of us grew up on farms around here," he said. "We've seen what the drought did to our families."

## Construction timeline

Construction on the addition will begin this summer. During the work, the parking lot north of Bristow Hall will be closed, and some classes will move to the Student Union.

The university said it will also seek additional funding from private foundations to pay for equipment and graduate fellowships.
"""),
]
