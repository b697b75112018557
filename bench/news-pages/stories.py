# -*- coding: utf-8 -*-
"""Story data for gen.py.  Body mini-markup (stripped for the truth text):
blank line = new block; '## ' subheading; '- ' list items; '> ' quote;
[text](url) link; **bold**; __italic__.  Paragraph lines are joined with spaces."""

STORIES = []


def S(**kw):
    kw.setdefault('dek', None)
    kw.setdefault('cap', None)
    kw.setdefault('credit', None)
    kw.setdefault('tags', [])
    kw.setdefault('var', None)
    STORIES.append(kw)


S(n=1, lang='en', tpl='tagdiv', site='brookhaven', sec='Local News', author='Dana Whitfield',
  date='2024-03-12 07:45', decl=True,
  h='Brookhaven council approves first parking meter rate increase in a decade',
  cap='Parking meters along Main Street in downtown Brookhaven.', credit='Dana Whitfield / The Brookhaven Courier',
  tags=['City Council', 'Parking', 'Downtown'],
  body='''
Downtown parking will cost more starting May 1 after the Brookhaven City Council voted 5-2 on Monday
night to raise meter rates from $1.25 to $2 an hour.

City staff said the increase, the first since 2014, is needed to cover the cost of replacing about 600
coin-only meters with pay stations that accept cards and a mobile app. The new machines are expected to
cost roughly $1.1 million.

Council member Rita Okafor, who voted against the measure, said small businesses on Main Street were still
recovering and asked that the city phase in the change. "We are asking shoppers to pay 60 percent more
overnight," she said.

Free parking after 6 p.m. and on Sundays will remain in place.
''')

S(n=2, lang='en', tpl='arc', site='harbortimes', sec='Politics', author='Elena Marsh',
  date='2024-06-11 19:52', decl=True,
  h='Budget talks stall as lawmakers split over school funding formula',
  dek='With three weeks until the fiscal deadline, House and Senate leaders remain $410 million apart.',
  cap='House Speaker Marlene Cortez speaks with reporters outside the chamber on Tuesday.',
  credit='Photo by Jonah Reyes / The Harbor City Times',
  tags=['State Budget', 'Legislature', 'Education'],
  body='''
Negotiations over the state's two-year budget broke down again Tuesday evening, leaving legislative
leaders with three weeks to close a gap of roughly $410 million before the new fiscal year begins July 1.

The sticking point, according to lawmakers in both chambers, is a proposed overhaul of the formula that
determines how much state aid each of the 178 school districts receives. The Senate version would shift
money toward fast-growing suburban districts, while the House plan protects rural and urban districts that
have lost enrollment since 2019.

"We are not going to pass a budget that balances itself on the backs of kids in Harbor City and the river
counties," House Speaker Marlene Cortez told reporters after the meeting broke up shortly before 7 p.m.

Senate Majority Leader Tom Haldane said the House was refusing to acknowledge where students actually live.
"Enrollment has moved. The money should move with it," he said. "Holding districts harmless forever is not
a funding formula. It is a freeze."

## A familiar standoff

The dispute echoes the 2019 session, when a disagreement over transportation funding pushed the budget 11
days past the deadline and forced the state to operate under a stopgap measure. State agencies were able to
keep paying employees during that period, but dozens of grant programs were delayed.

Budget analysts say this year's gap is narrower in percentage terms but harder to bridge because both sides
have tied their positions to specific districts. According to a
[nonpartisan analysis](https://www.harborcitytimes.com/documents/lfo-school-aid-2024/) released last week by
the Legislative Fiscal Office, 64 districts would receive less money under the Senate plan than they did
this year, while 31 would gain more than 5 percent.

Gov. Alan Pryce, who has largely stayed out of the public fight, urged both chambers to "find the middle
and find it soon." In a statement, his office said the governor would not sign a budget that cut aid to any
district by more than 2 percent in a single year.

## What happens if there is no deal

If no budget is signed by June 30, the state constitution allows spending to continue at current levels for
up to 60 days only if lawmakers pass a continuing resolution. Without one, nonessential state services could
begin shutting down in early July.

- State parks and museums would close to the public.
- Driver's license offices would operate on reduced hours.
- Payments to school districts scheduled for mid-July would be delayed.

Superintendents say the uncertainty is already affecting hiring. "We have positions we cannot post because
we do not know what our state aid number is," said Dr. Angela Ruiz, superintendent of the Northgate School
District. "Every week this drags on, the best candidates take jobs somewhere else."

Leaders from both chambers said they expect to resume talks Thursday.
''')

S(n=3, lang='en', tpl='blox', site='millbrook', sec='Local', author='Kyle Jorgensen',
  date='2024-07-16 17:20', decl=True,
  h='Hollister County Fair adds second livestock barn as entries hit record',
  cap='Volunteers put finishing touches on the new livestock barn at the Hollister County Fairgrounds on Saturday.',
  credit='KYLE JORGENSEN, The Millbrook Record',
  tags=['Hollister County Fair', '4-H', 'Agriculture'],
  body='''
The Hollister County Fair opens Wednesday with more animals than ever, and for the first time in its
112-year history, two barns to hold them.

Fair board president Gary Lindqvist said 4-H and FFA members entered 1,146 animals this year, up from 912
last summer. Swine and goat entries grew the fastest, he said, largely because of new youth clubs in
Millbrook and Carver.

"We were turning kids away at the door two years ago because we simply did not have pens," Lindqvist said.
"Nobody wants to tell a 10-year-old there is no room for her goat."

The new 18,000-square-foot barn, built on the east side of the grounds near the grandstand, cost about
$640,000. Most of the money came from a county grant and a fundraising campaign that sold engraved bricks
for $100 apiece. Volunteers finished painting the building Saturday.

Other changes this year include a shuttle from the Millbrook High School parking lot, which will run every
20 minutes from 10 a.m. to 11 p.m., and a cashless ticket booth at the main gate. Daily admission remains
$8 for adults and free for children under 6.

The grandstand schedule includes a tractor pull Thursday, a demolition derby Friday and a concert by country
singer Lacey Dunmore on Saturday night. The fair runs through Sunday.
''')

S(n=4, lang='en', tpl='ghost', site='fieldnote', sec='Science', author='Nora Lindgren',
  date='2024-07-02 09:00', decl=True,
  h='Why Clearwater Lake turned green two weeks early this year',
  dek='A three-year sensor study points to warmer spring nights, not just farm runoff.',
  cap='A sensor buoy on Clearwater Lake records water temperature every 15 minutes.',
  credit='Photo by Nora Lindgren',
  tags=['Science', 'Lakes', 'Climate'],
  body='''
For decades, people who live around Clearwater Lake have known roughly when to expect the first algae
bloom: sometime after the Fourth of July, when the water warms and the wind drops. This year the lake turned
a murky pea-soup green on June 19.

Researchers who have been monitoring the lake with floating sensors since 2021 say the early bloom fits a
pattern they are beginning to see more clearly. Overnight air temperatures in late May and early June have
been running about 2 degrees Celsius warmer than the 30-year average, and the lake is no longer cooling off
enough at night to slow the growth of cyanobacteria.

"Everybody focuses on phosphorus, and phosphorus matters," said Dr. Hannah Sorensen, a limnologist who leads
the project. "But the timing is being set by temperature. The nights are the part people do not notice."

The sensors, anchored at four points around the lake, record water temperature, dissolved oxygen and
chlorophyll every 15 minutes. In 2021 the water at the surface dropped below 20 degrees on most June nights.
This year it did so only twice.

## What it means for swimmers

Not every bloom is toxic, but the county health department tests beach water weekly once algae appear and
posts advisories when toxin levels exceed state guidelines. Dogs are especially vulnerable because they
swallow water and lick their fur.

Sorensen's team plans to publish its full results this winter and is asking lake residents to report blooms
through a simple [online form](https://thefieldnote.org/bloom-report/).
''')

S(n=5, lang='en', tpl='drupal_univ', site='westbrook', sec='Research', author='Michael Tran',
  date='2024-04-09 10:15', decl=True,
  h='Westbrook State chemists develop sodium battery material that survives 5,000 charge cycles',
  cap='Graduate student Daniel Osei assembles a test cell in the Zhou lab.',
  credit='Westbrook State University Photo Services',
  tags=['Research', 'Chemistry', 'Energy'],
  body='''
A team of chemists at Westbrook State University has developed a cathode material for sodium-ion batteries
that kept more than 90 percent of its capacity after 5,000 charge and discharge cycles, a result the
researchers say could make the batteries practical for storing electricity from wind and solar farms.

The findings were published this week in the journal __Advanced Energy Materials__. The work was led by
Professor Mei-Lin Zhou of the Department of Chemistry and Biochemistry and included six graduate students
and two undergraduates.

Sodium-ion batteries have attracted growing interest because sodium is far more abundant and less expensive
than lithium. But the materials used to store sodium ions tend to crack and lose capacity as the larger ions
move in and out of their crystal structure.

"The problem has always been durability," Zhou said. "You can get a sodium battery to work beautifully for a
few hundred cycles. Getting it to keep working for years, in a shipping container sitting in a field, is a
different challenge."

## A layered approach

Zhou's group addressed the problem by adding small amounts of magnesium and titanium to a layered manganese
oxide. The added elements act as pillars, holding the layers apart and keeping the structure from collapsing
as sodium ions shuttle back and forth.

Graduate student Daniel Osei, the paper's first author, spent nearly two years adjusting the recipe. "We made
more than 140 versions," he said. "Most of them were worse than what we started with. A few were a little
better. Then one of them just kept going."

The team tested coin-sized cells in the lab at room temperature and at 45 degrees Celsius, the kind of heat
battery enclosures can reach in summer. The new material performed well at both temperatures.

## Next steps

The researchers caution that coin cells are a long way from commercial batteries. The next step is to
produce the material in kilogram quantities and test it in larger pouch cells, work the lab plans to do with
a regional manufacturing partner over the next 18 months.

The project was funded by the National Science Foundation and the university's Office of Research and
Innovation. The university has filed a provisional patent application on the material.

"For students, this is what research is supposed to feel like," Zhou said. "You fail for a long time, and
then you learn something nobody knew before."
''')

S(n=6, lang='de', tpl='german', var='bem', site='neckarbote', sec='Lauffen', author='Katrin Neumann',
  date='2024-03-19 21:04', decl=True,
  h='Gemeinderat Lauffen gibt grünes Licht für Baugebiet "Hinter den Gärten"',
  dek='Nach zweijähriger Debatte stimmt das Gremium mit knapper Mehrheit zu. Bis zu 140 Wohnungen sollen entstehen.',
  cap='Auf diesen Äckern am westlichen Ortsrand von Lauffen soll das neue Wohngebiet entstehen.',
  credit='Foto: Katrin Neumann',
  tags=['Lauffen', 'Gemeinderat', 'Wohnen'],
  body='''
Der Gemeinderat von Lauffen hat am Dienstagabend den Bebauungsplan für das Neubaugebiet "Hinter den Gärten"
beschlossen. Mit 12 zu 9 Stimmen fiel die Entscheidung knapp aus, nachdem das Gremium mehr als zwei Stunden
lang diskutiert hatte.

Auf der rund sechs Hektar großen Fläche am westlichen Ortsrand sollen in den kommenden Jahren bis zu 140
Wohnungen entstehen, darunter Reihenhäuser, Doppelhäuser und drei Mehrfamilienhäuser. Mindestens 20 Prozent
der Wohnfläche sind für geförderten Mietwohnungsbau vorgesehen.

Bürgermeisterin Sabine Kessler sprach von einem wichtigen Schritt. "Wir haben junge Familien, die seit Jahren
in Lauffen bleiben wollen und hier nichts finden", sagte sie.

Kritik kam vor allem von den Grünen und einer Bürgerinitiative, die rund 1.300 Unterschriften gegen das
Vorhaben gesammelt hatte. Sie bemängeln den Verlust von Ackerflächen und befürchten mehr Verkehr in der
Brunnenstraße. Die Verwaltung sagte zu, ein Verkehrsgutachten vor Beginn der Erschließung zu aktualisieren.

Die Erschließungsarbeiten sollen im Frühjahr 2025 beginnen. Mit den ersten Bauanträgen rechnet die Stadt
Ende 2025.
''')

S(n=7, lang='en', tpl='localtv', var='nexstar', site='kxrt', sec='Traffic', author='Brianna Cole',
  date='2024-02-20 06:15', decl=False,
  h='Semi crash shuts down westbound I-35 near Wendell for hours',
  cap='Crews work to clear a jackknifed tractor-trailer on I-35 near Wendell on Tuesday morning.',
  credit='Courtesy: Kansas Highway Patrol',
  tags=['Traffic', 'I-35', 'Crash'],
  body='''
WENDELL, Kan. (KXRT) — A crash involving a tractor-trailer closed all westbound lanes of Interstate 35 near
Wendell for more than four hours Tuesday morning.

The Kansas Highway Patrol said the truck jackknifed around 5:40 a.m. near mile marker 142 and spilled part of
its load of frozen food across the highway. The driver was taken to a hospital with injuries that are not
considered life-threatening.

Traffic was diverted onto U.S. 50 until crews reopened the lanes shortly before 10 a.m. Troopers have not said
what caused the crash.
''')

S(n=8, lang='en', tpl='wire', site='bnl', sec='Mergers & Acquisitions', author='Harrow Logistics, Inc.',
  date='2024-04-02 08:00', decl=True,
  h='Harrow Logistics to Acquire Midwest Cold Storage Operator Polar Point for $285 Million',
  dek="Acquisition adds eight temperature-controlled warehouses and expands Harrow's network into Iowa and Nebraska",
  tags=['Transportation, Trucking & Railroad', 'Acquisitions, Mergers and Takeovers'],
  body='''
CHICAGO, April 2, 2024 /BusinessNewsline/ -- Harrow Logistics, Inc. (NASDAQ: HRWL), a provider of
warehousing and distribution services, today announced that it has entered into a definitive agreement to
acquire Polar Point Cold Storage, LLC, a privately held operator of temperature-controlled warehouses, for
approximately $285 million in cash.

Polar Point operates eight facilities totaling more than 42 million cubic feet of refrigerated and frozen
storage in Iowa, Nebraska and Missouri. The company serves food processors, grocery distributors and
agricultural cooperatives.

"Cold chain capacity remains one of the tightest segments of the logistics market, and Polar Point has built
an outstanding network in regions where our customers are growing," said Karen Vos, chief executive officer
of Harrow Logistics. "Together we will be able to offer a single platform from the processing plant to the
retail shelf."

The transaction is expected to close in the second quarter of 2024, subject to customary closing conditions
and regulatory approval. Harrow expects the acquisition to be accretive to adjusted earnings per share in the
first full year after closing.

## About Harrow Logistics

Harrow Logistics, Inc. operates 64 distribution centers across the United States and provides warehousing,
transportation and fulfillment services to more than 1,200 customers. For more information, visit
[www.harrowlogistics.com](https://www.harrowlogistics.com).
''')

S(n=9, lang='en', tpl='jannah', site='sportsbeat', sec='High School Football', author='Chris Delgado',
  date='2024-09-27 23:10', decl=True,
  h="Carver rallies past Eastfield 28-24 behind Jalen Brooks' late touchdown",
  cap='Carver receiver Jalen Brooks celebrates after his go-ahead touchdown catch.',
  credit='SportsBeat Daily / Chris Delgado',
  tags=['Carver', 'Eastfield', 'Prep Football'],
  body='''
Jalen Brooks caught a 19-yard touchdown pass with 38 seconds left as Carver came back from a 24-14
fourth-quarter deficit to beat Eastfield 28-24 on Friday night.

Quarterback Micah Torres threw for 261 yards and three touchdowns for the Wildcats (5-1), who scored twice in
the final six minutes. Eastfield had a chance to answer, but a Hail Mary from midfield fell incomplete in the
end zone as time expired.

"We told them at halftime that nobody was going home early," Carver coach Dale Simmons said.

Eastfield (3-3) hosts Ridgeview next week.
''')

S(n=10, lang='en', tpl='substack', site='housingledger', sec='Newsletter', author='Megan Holt',
  date='2024-05-08 06:30', decl=True,
  h="The rent slowdown is real. It just hasn't reached your lease yet.",
  dek='Why new-lease data and what tenants actually pay are telling two different stories.',
  cap='Asking rents on new leases versus the CPI shelter index, 2019 to 2024.',
  body='''
Every few weeks someone sends me a chart showing that rents have stopped rising, usually with a message along
the lines of "so why did my landlord just raise mine by 9 percent?" It's a fair question, and the answer says
a lot about how housing data works.

Most of the rent indexes you see in the news measure asking rents on new leases. When a unit turns over, the
index records what the next tenant agrees to pay. By that measure, rents in our metro area have been roughly
flat for about 14 months, and in a few neighborhoods with a lot of new construction they are down 3 to 4
percent from their peak.

But most renters are not signing new leases. They are renewing. And renewals lag the market, sometimes by a
lot.

## The lag nobody talks about

Think about what happened in 2021 and 2022. Asking rents jumped by double digits in a matter of months. Many
landlords did not push existing tenants all the way to market in a single renewal, because turnover is
expensive and a vacant unit earns nothing. Instead they raised renewals in steps, 5 percent one year, 7
percent the next.

That means that in 2024, a lot of tenants are still being "caught up" to a market level that was set two
years ago. Their landlords are not reacting to today's conditions. They are finishing a process that started
in the boom.

The official inflation numbers capture this. The shelter component of the consumer price index measures what
all renters pay, not just new ones, which is why it has been so slow to come down even as new-lease indexes
flattened.

## So what should you do?

If your renewal offer is well above what comparable units are listing for, you have more leverage than you
did two years ago. A few things that have worked for readers who wrote in:

- Pull three or four current listings for similar units in your building or on your block and bring them to the conversation.
- Ask whether the landlord will hold the rent flat in exchange for a longer lease, such as 18 or 24 months.
- Point out what a vacancy would cost: a month or two of lost rent, cleaning, painting and a leasing fee.

None of this guarantees a better number. Landlords with low vacancy and long waiting lists have little reason
to negotiate. But the balance of power has shifted, at least a little, and it is worth testing.

I'll keep tracking both measures here. Next week: why the new buildings downtown are offering two months
free, and what that does to the numbers.
''')

S(n=11, lang='fr', tpl='french', site='courriermidi', sec='Planète', author='Julien Moreau',
  date='2024-07-16 06:00', decl=True,
  h="Sécheresse : l'Hérault place 94 communes en alerte renforcée",
  dek="Arrosage des jardins interdit, remplissage des piscines suspendu : la préfecture durcit les restrictions d'eau face à des nappes au plus bas.",
  cap="Le lit de l'Orb à Roquebrun, le 12 juillet.", credit='SYLVAIN THOMAS / AFP',
  tags=['Sécheresse', 'Hérault', 'Eau'],
  body='''
La préfecture de l'Hérault a publié mardi un arrêté plaçant 94 communes en alerte renforcée sécheresse, le
troisième niveau sur une échelle qui en compte quatre. Les restrictions entrent en vigueur dès mercredi et
s'appliqueront au moins jusqu'au 31 août.

Dans les communes concernées, situées principalement dans le bassin de l'Orb et dans l'arrière-pays de
Béziers, l'arrosage des pelouses et des jardins d'agrément est interdit à toute heure. Le lavage des véhicules
hors stations professionnelles et le remplissage des piscines privées sont également suspendus.

« La situation des nappes est aujourd'hui comparable à celle de l'été 2022, mais nous sommes un mois plus tôt
dans la saison », a expliqué le secrétaire général de la préfecture lors d'un point presse à Montpellier. Selon
les relevés du Bureau de recherches géologiques et minières, près de 70 % des points de mesure du département
affichent des niveaux bas à très bas.

## Les agriculteurs inquiets

Pour les exploitants agricoles, l'arrêté prévoit une réduction de 40 % des prélèvements destinés à
l'irrigation, à l'exception des cultures maraîchères et des jeunes plantations. Une mesure jugée insuffisante
par certains écologistes, mais difficile à accepter pour de nombreux viticulteurs.

« On nous demande de réduire alors que la vigne souffre déjà depuis le mois de mai », regrette Jean-Marc Fabre,
vigneron à Cessenon-sur-Orb, qui dit avoir perdu près d'un tiers de sa récolte l'an dernier. La chambre
d'agriculture a demandé une réunion en urgence avec le préfet.

Les collectivités sont elles aussi appelées à montrer l'exemple. L'arrosage des espaces verts publics est
limité aux arbres plantés depuis moins de trois ans, et les fontaines en circuit ouvert doivent être coupées.

## Des contrôles annoncés

La préfecture prévient que des contrôles seront menés par l'Office français de la biodiversité et la
gendarmerie. Les contrevenants s'exposent à une amende pouvant aller jusqu'à 1 500 euros.

Les services de l'État rappellent que la liste des communes concernées et le détail des mesures sont
consultables sur le site de la préfecture, et qu'un numéro vert a été mis en place pour répondre aux questions
des particuliers.

Météo-France ne prévoit pas de précipitations significatives sur le département avant la fin du mois.
''')

S(n=12, lang='en', tpl='trade', var='sc', site='sctoday', sec='Warehousing', author='Caroline Pierce',
  date='2024-02-13 11:00', decl=True,
  h="Mid-size warehouses are finally buying robots. Here's what changed.",
  dek='Falling prices, subscription models and a labor squeeze are pushing automation beyond the big e-commerce players.',
  cap='Autonomous mobile robots move totes between picking zones at a distribution center in Ohio.',
  credit='Image courtesy of the company',
  tags=['Automation', 'Robotics', 'Labor'],
  body='''
For most of the last decade, warehouse automation was a story about giants. The retailers and third-party
logistics companies with the biggest buildings and the deepest pockets installed goods-to-person systems,
sortation lines and fleets of mobile robots. Everyone else watched and kept hiring pickers.

That is starting to change. In a survey of 410 distribution center operators conducted for this magazine in
January, 38 percent of facilities between 100,000 and 300,000 square feet said they had deployed some form of
automation beyond conveyors and barcode scanners, up from 21 percent two years earlier.

## Robots as a service

The biggest shift, operators say, is in how the equipment is paid for. Instead of a seven-figure capital
purchase, many vendors of autonomous mobile robots now offer subscription contracts billed per robot per
month, with maintenance and software updates included.

"We could never have gotten a $2 million project through our board," said Teresa Nunez, vice president of
operations at a regional food distributor in Ohio that began leasing 24 robots last year. "A monthly cost that
we can scale up for peak and down in January was a much easier conversation."

Prices have also come down. Several integrators interviewed for this story estimated that the cost of a
typical autonomous mobile robot has fallen by 30 to 40 percent since 2019, while battery life and navigation
software have improved.

## Labor is still the driver

Even with wage growth cooling, operators continue to describe hiring and retention as their top challenge.
Turnover among hourly warehouse workers remains above 40 percent a year at many facilities, according to
industry estimates, and each departure means weeks of training.

Automation vendors have leaned into that message, pitching robots less as a replacement for workers than as a
way to make existing jobs less physically demanding. Pickers who work alongside mobile robots typically walk
far less, because the robots carry totes between zones.

"Our people were walking 12 to 14 miles a shift," Nunez said. "Now it's closer to four. That has done more
for retention than any raise we've given."

## Not a plug-and-play decision

Consultants caution that mid-size operators often underestimate the work involved. Warehouse management
systems may need upgrades to talk to robot fleet software, floors need to be level and clean, and Wi-Fi
coverage has to be reliable in every aisle.

Mark Feldman, a principal at a supply chain consulting firm in Atlanta, advises clients to start with a single
process, such as replenishment or returns, rather than trying to automate picking across the whole building.
"The companies that struggle are the ones that buy the technology before they've mapped the process," he said.
''')

S(n=13, lang='en', tpl='generatepress', site='pinecrest', sec='Community', author='Staff Report',
  date='2024-03-21 14:02', decl=False,
  h='Pinecrest library to stay open until 8 p.m. on weeknights starting in April',
  cap=None,
  tags=['library', 'Pinecrest'],
  body='''
The Pinecrest Public Library will extend its weekday hours beginning April 1, staying open until 8 p.m.
Monday through Thursday instead of closing at 6.

Library director Carol Haines said the change responds to a patron survey in which more than half of
respondents said they could not visit before evening. The extra hours will be covered by two part-time
positions funded in this year's town budget.

Friday and Saturday hours will not change.
''')

S(n=14, lang='en', tpl='drupal_city', var='d7', site='fairmont', sec='Public Works', author='City of Fairmont',
  date='2024-04-02 09:30', decl=True,
  h='2024 street resurfacing program to begin April 15',
  tags=['Public Works', 'Streets'],
  body='''
The City of Fairmont Public Works Department will begin its annual street resurfacing program on Monday,
April 15. This year's program will repave approximately 11.4 miles of city streets at a total cost of $3.2
million.

Work will be completed in three phases, with the first phase concentrated in the Northside and Lincoln Park
neighborhoods. Residents on affected streets will receive door hangers at least 72 hours before work begins
on their block.

## Phase 1 streets

- Maple Avenue from 4th Street to 12th Street
- Harrison Street from Oak Avenue to Lincoln Park Drive
- Cedar Lane, entire length
- North 9th Street from Maple Avenue to Jefferson Avenue

During milling and paving, on-street parking will not be permitted and residents may experience short delays
accessing driveways. Crews will typically work from 7 a.m. to 6 p.m., weather permitting.

"We know construction is an inconvenience, and we appreciate residents' patience," said Public Works Director
Luis Ortega. "These streets were selected based on pavement condition ratings, and investing in them now
prevents much more costly repairs later."

A complete list of streets and an [interactive map](https://www.fairmontcity.gov/publicworks/resurfacing-map)
are available on the Public Works page. Questions may be directed to the Public Works Department at 555-0142.
''')

S(n=15, lang='es', tpl='spanish', site='turia', sec='Comunitat Valenciana', author='Laura Martínez',
  date='2024-10-09 07:45', decl=True,
  h='Aemet activa el aviso naranja por lluvias intensas en el litoral de Valencia',
  dek='Se esperan acumulados de hasta 120 litros por metro cuadrado en 12 horas. Varios municipios suspenden las clases.',
  cap='Nubes de tormenta sobre la playa de la Malva-rosa, este miércoles.', credit='KAI FÖRSTERLING (EFE)',
  tags=['Aemet', 'Lluvias', 'Valencia', 'Meteorología'],
  body='''
La Agencia Estatal de Meteorología (Aemet) ha activado para este jueves el aviso naranja por lluvias intensas
en el litoral norte y sur de la provincia de Valencia, donde se esperan acumulados de hasta 120 litros por
metro cuadrado en 12 horas.

Las precipitaciones, que podrían ir acompañadas de tormentas y granizo, serán más intensas entre la medianoche
y el mediodía, según la predicción. La Generalitat ha elevado a situación 1 el plan especial ante el riesgo de
inundaciones.

Ayuntamientos como los de Gandia, Sueca y Cullera han decidido suspender las clases presenciales y cerrar
parques y jardines de forma preventiva. En la capital, el consistorio ha pedido a los vecinos que eviten
desplazamientos innecesarios y que no estacionen sus vehículos en zonas próximas a barrancos.

"Pedimos prudencia. No es momento de cruzar cauces ni pasos subterráneos inundados", ha señalado la consellera
de Justicia e Interior en una comparecencia.

Emergencias recuerda que ante cualquier incidencia se debe llamar al 112.
''')

S(n=16, lang='en', tpl='astra', site='riverbend', sec='Food', author='Amy Kowalski',
  date='2024-05-29 08:00', decl=True,
  h="After 41 years, Hoffmann's Bakery will sell its last kolaches on Saturday",
  cap='Ruth Hoffmann fills a tray of kolaches at her Front Street bakery.', credit='Photo: Amy Kowalski',
  tags=['bakery', 'Front Street', 'small business'],
  body='''
Ruth Hoffmann still arrives at 3:30 every morning. She has done it since 1983, when she and her late husband,
Karl, bought a shuttered bakery on Front Street and started making the Czech pastries his grandmother had
taught him to bake.

On Saturday, Hoffmann's Bakery will close for good. Ruth, now 76, says her knees and her accountant agree that
it is time.

"People keep asking if I'm sad, and of course I am," she said last week, pressing apricot filling into a tray
of dough. "But I've been standing at this table for 41 years. I'd like to sit down."

The bakery became a Riverbend institution, known for its poppy seed and cottage cheese kolaches, its Saturday
line that stretched past the hardware store, and a hand-lettered sign that has read "Closed when sold out"
since the Reagan administration.

## Recipes will stay in the family

Hoffmann said she has had several offers for the building but has not decided whether to sell. The recipes
are another matter. Her granddaughter, Emily, who has worked weekends at the bakery since she was 14, plans to
sell kolaches at the Riverbend farmers market this summer.

"She's better at the dough than I am," Hoffmann said. "Don't tell her I said that."
''')

S(n=17, lang='en', tpl='nextjs', site='signal', sec='Technology', author='Owen Castellanos',
  date='2024-06-05 09:00', decl=True,
  h='Chip startup Lumenar raises $180 million to build AI processors that run on light',
  dek='The Austin company says its photonic chips can cut the energy cost of running AI models. Skeptics say the hard part is still ahead.',
  cap="A Lumenar test board at the company's Austin lab.", credit='Lumenar',
  tags=['Semiconductors', 'Artificial intelligence', 'Venture capital'],
  body='''
Lumenar, an Austin-based startup designing processors that use light instead of electricity to perform some
calculations, has raised $180 million in new funding, the company said Wednesday.

The Series C round was led by Northbridge Capital, with participation from existing investors and the venture
arm of a large cloud computing provider that the company declined to name. The round values Lumenar at about
$1.3 billion, according to two people familiar with the terms.

The company's chips use tiny waveguides etched into silicon to perform the matrix multiplications that
dominate the workload of large AI models. Because light can carry out those operations with far less heat than
transistors, Lumenar says its hardware could cut the energy needed to run models in data centers by as much as
70 percent for certain tasks.

"Power is now the limiting factor for AI," said co-founder and chief executive Priya Raman, a former optical
engineer at a telecom equipment maker. "Every data center operator we talk to has the same problem. They
cannot get enough electricity into the building."

## From lab to rack

Lumenar has shipped test boards to a handful of customers but does not yet sell a product in volume. The new
money will go toward finishing its first production chip, which it expects to tape out later this year, and
building a software stack that lets developers run existing models without rewriting them.

That software challenge has tripped up other challengers to Nvidia, whose dominance rests as much on its CUDA
programming tools as on its hardware. Raman said Lumenar has hired about 60 software engineers in the past
year, roughly half its staff.

Photonic computing has been a promising technology for decades, and skeptics note that converting signals
between the optical and electrical domains can eat up much of the theoretical efficiency gain. Several
earlier startups in the field have pivoted to selling optical interconnects, which move data between chips,
rather than processors.

"The physics is real," said Dana Whitcombe, a semiconductor analyst at Harlan Research. "The question is
whether they can build a complete system that beats the next generation of conventional GPUs on cost, not
just on a benchmark."

## Crowded field, deep pockets

Investors have poured money into AI chip startups over the past two years, betting that the enormous demand
for computing will leave room for alternatives to Nvidia. Lumenar's round is among the largest this year for a
company that has not yet shipped a commercial product.

Raman said the company expects to have its first chips running in a customer's data center by the end of next
year.
''')

S(n=18, lang='en', tpl='noclass', var='h1', site='hollis', sec='Obituaries', author='',
  date='2024-03-13 12:00', decl=False,
  h='Margaret "Peggy" Ellison, 1938-2024',
  cap=None,
  body='''
Margaret "Peggy" Ellison, 86, of Hollis, died peacefully Sunday, March 10, 2024, at Hollis Care Center
surrounded by her family.

Peggy was born June 2, 1938, in Dodge Center to Walter and Irene (Baumann) Pruitt. She married Robert Ellison
in 1957, and together they farmed south of Hollis for more than 40 years. She taught second grade at Hollis
Elementary for 28 years, and generations of students remember her reading aloud after lunch.

She is survived by her children, Susan (Mark) Deane and Thomas Ellison; five grandchildren; and three
great-grandchildren. She was preceded in death by Robert in 2015.

Funeral services will be held at 10:30 a.m. Saturday at First Lutheran Church in Hollis.
''')

S(n=19, lang='en', tpl='blocktheme', site='tidewater', sec='Community', author='Marcus Bell',
  date='2024-04-22 10:00', decl=True,
  h='Volunteers open community garden on former parking lot in Berkley',
  cap='Neighbors plant tomatoes at the Berkley Community Garden on opening day.', credit='Marcus Bell / Tidewater Current',
  tags=['Berkley', 'gardens', 'neighborhoods'],
  body='''
A vacant parking lot on Liberty Street in Berkley is now home to 32 raised garden beds, a tool shed and a
small orchard of fig and pear trees.

The Berkley Community Garden held its opening day Saturday after two years of planning by neighborhood
residents, who leased the lot from the city for $1 a year. Plots are free for households within a mile of the
garden, and eight beds are reserved for the elementary school across the street.

"This used to be a place people cut through at night," said organizer Denise Carter. "Now my neighbors are
arguing about tomatoes."
''')

S(n=20, lang='en', tpl='medium', site='longtable', sec='Culture', author='Hannah Greer',
  date='2024-03-03 10:00', decl=True,
  h="The video store is back, and it isn't about nostalgia",
  dek='In a handful of cities, rental shops are reopening with memberships, curated shelves and a surprisingly young clientele.',
  cap='Shelves at Second Reel, a membership video rental shop.', credit='Photo by the author',
  tags=['Movies', 'Small Business', 'Culture', 'Streaming'],
  body='''
The first thing you notice at Second Reel, a video rental shop that opened last spring in a former dry
cleaner, is the noise. Not the movies, which play silently on a small television behind the counter, but the
talking. Customers argue about directors. Staff members recommend things nobody asked about. A teenager asks
whether a 1970s heist film is "actually good or just old."

Video stores were supposed to be finished. The last big chain closed almost all of its locations a decade
ago, and streaming services promised that every movie ever made would be a click away. That promise turned
out to be only partly true.

## The catalog problem

Anyone who has gone looking for a specific older film on streaming has run into it. Titles appear and vanish
as licensing deals expire. Many films from the 1980s and 1990s were never released digitally at all, and some
exist only on out-of-print DVDs.

"People come in with a list," said Marisol Vega, who co-owns Second Reel with her brother. "They've tried four
apps and a library. We have it on the shelf about two thirds of the time."

The shop carries about 14,000 titles on DVD, Blu-ray and a small section of VHS tapes, most of them bought in
bulk from closing stores and estate sales. Members pay $15 a month for unlimited rentals, two at a time. The
store has around 900 members, enough, Vega says, to cover rent and two part-time salaries.

## Not who you'd expect

What surprised the owners most was who showed up. They expected middle-aged customers looking to relive
Friday nights at the mall. Instead, more than half of their members are under 30.

Younger customers describe the store less as a nostalgia trip than as a cure for choice paralysis. An
algorithm offers thousands of options and little context. A shelf labeled "Staff picks: movies that are
better than their posters" offers 20.

> I don't want infinite. I want someone to hand me three things and tell me why.

That is how Jordan Pike, 24, a graduate student who visits most weekends, put it. Several of the new shops
have leaned into that role. They host screenings, publish handwritten reviews on index cards and organize
shelves by mood or by cinematographer rather than by genre. One in Portland sorts its horror section by how
scared you want to be.

## Can it last?

The economics remain fragile. Physical media is getting harder to find as studios cut back on disc releases,
and rent in walkable neighborhoods is rarely cheap. Some of the new stores operate as nonprofits and rely on
grants and donations.

Vega is optimistic but realistic. "We are not going to be Blockbuster," she said. "We don't want to be. We
want to be the place on the corner where somebody knows your name and what you thought of the last thing you
rented."

On a recent Friday evening, the line at the counter was six people deep. Nobody seemed to mind the wait.
''')

S(n=21, lang='en', tpl='tagdiv', site='metrowire', sec='Crime', author='Andre Williams',
  date='2024-04-18 15:40', decl=True,
  h='Police arrest two in string of overnight burglaries at Eastgate restaurants',
  cap="The rear door of Tran's Noodle House, which was forced open twice in February.",
  credit='Andre Williams / Metro Daily Wire',
  tags=['Eastgate', 'Burglary', 'Police', 'Small Business'],
  body='''
Police have arrested two men they say are responsible for at least 14 overnight burglaries at restaurants and
small shops in the Eastgate and Riverside neighborhoods since January.

The suspects, ages 27 and 31, were taken into custody early Thursday after officers responding to an alarm at
a pizza restaurant on Commerce Avenue found them in a car parked behind the building, according to a
department spokesperson. Investigators said they recovered a pry bar, several cash drawers and about $3,400
in cash.

Both men face charges of burglary, possession of burglary tools and criminal mischief. Additional charges are
expected as detectives connect them to earlier break-ins, police said. Their names have not been released
pending a court appearance.

## A pattern since January

Business owners in Eastgate had been on edge for weeks. Many of the burglaries followed the same pattern: a
rear door or window forced open between 2 and 5 a.m., a cash register or safe targeted, and the suspects gone
within minutes.

At Tran's Noodle House, owner Kevin Tran said thieves broke in twice in February, taking about $600 and
causing more than $4,000 in damage to a steel back door. "The money was not the worst part," he said. "The
worst part was coming in at 6 in the morning and not knowing if they would come back."

Several owners pooled money to hire a private security patrol in March. Others installed additional cameras
and began emptying registers every night.

Lt. Sandra Hollis, who oversees the department's property crimes unit, credited footage from business
security cameras and a tip from a resident who noticed the same car circling the neighborhood. "This was a
case where the community really helped us," Hollis said.

## What police recommend

The department urged business owners to take several steps to reduce the risk of break-ins:

- Leave empty cash drawers open overnight so they are visibly empty.
- Install motion-activated lighting at rear entrances.
- Register security cameras with the department's voluntary camera program.

The suspects are scheduled to appear in Municipal Court on Monday. Anyone with information about the
burglaries is asked to call the property crimes tip line.
''')

S(n=22, lang='en', tpl='arc', site='harbortimes', sec='Weather', author='Kyle Brandt',
  date='2024-01-09 13:30', decl=True,
  h='Winter storm warning issued as up to 10 inches of snow heads for Harbor City',
  cap='Salt trucks line up at the city public works yard on Tuesday.', credit='Photo by Grace Liu / The Harbor City Times',
  tags=['Weather', 'Snow', 'Winter Storm'],
  body='''
The National Weather Service has issued a winter storm warning for Harbor City and the surrounding counties
from 7 p.m. Wednesday until noon Friday, with 6 to 10 inches of snow expected and higher amounts possible in
the hills north of the city.

Forecasters said snow will begin as a wintry mix Wednesday evening before changing to all snow after
midnight. The heaviest snowfall is expected during the Thursday morning commute, when rates could reach an
inch per hour.

"Thursday morning is going to be very difficult for travel," said meteorologist Lauren Pike of the weather
service office. "If you can work from home or delay your trip, that's the day to do it."

The city's public works department said it would have 85 plows and salt trucks on the road starting Wednesday
afternoon and declared a snow emergency beginning at 6 p.m., which bans parking on designated snow routes.
Vehicles left on those routes may be towed.

Harbor City Public Schools said it would announce any closures by 5 a.m. Thursday. Temperatures are expected
to drop into the single digits Friday night, and officials urged residents to check on elderly neighbors.
''')

S(n=23, lang='en', tpl='blox', site='millbrook', sec='Education', author='Staff report',
  date='2024-03-12 16:05', decl=False,
  h='Millbrook school board member Paul Hendricks resigns, citing health',
  cap=None,
  tags=['School Board', 'Millbrook Community School District'],
  body='''
Millbrook Community School District board member Paul Hendricks has resigned, effective immediately, after
nine years on the board.

In a letter read at Monday's meeting, Hendricks said he needed to focus on his health and thanked teachers and
staff "for everything they do that nobody sees." Board President Lisa Moreno called him a steady voice during
the district's building projects.

The board has 30 days to appoint a replacement, who would serve until the November election. Residents of
District 3 interested in the seat may apply at the district office until April 5.
''')

S(n=24, lang='de', tpl='german', var='escenic', site='wetterau', sec='Bad Nauheim', author='red',
  date='2024-03-13 10:48', decl=False,
  h='Einbrecher stehlen Tageskasse aus Bäckerei in Bad Nauheim',
  cap='Die Polizei sucht nach dem Einbruch Zeugen.', credit='Symbolfoto: dpa',
  tags=['Polizei', 'Einbruch', 'Bad Nauheim'],
  body='''
**Bad Nauheim.** Unbekannte sind in der Nacht zum Mittwoch in eine Bäckerei in der Bad Nauheimer Innenstadt
eingebrochen. Wie die Polizei mitteilte, hebelten die Täter zwischen 22 Uhr und 4.30 Uhr eine Hintertür in
der Hauptstraße auf.

Im Verkaufsraum brachen sie eine Geldkassette auf und erbeuteten nach ersten Schätzungen rund 800 Euro. Der
Sachschaden wird auf etwa 2.000 Euro beziffert.

Die Kriminalpolizei Friedberg bittet Zeugen, die in der Nacht verdächtige Personen oder Fahrzeuge beobachtet
haben, sich unter der Telefonnummer 06031 6010 zu melden.
''')

S(n=25, lang='en', tpl='ghost', site='paperlantern', sec='Books', author='Iris Fontaine',
  date='2024-09-04 08:00', decl=True,
  h='Corner Books turns 25 with a reading marathon and free coffee all day',
  cap='Corner Books on Alder Street.', credit='Photo by Iris Fontaine',
  tags=['Books', 'Events'],
  body='''
Corner Books, the independent bookstore on Alder Street, celebrates its 25th anniversary on Saturday with a
12-hour reading marathon featuring local authors, teachers and at least one city council member.

Owner Priya Das said readers will take 20-minute turns at a podium near the front window starting at 9 a.m.
Coffee from the cafe next door is free all day, and every purchase comes with a tote bag designed by a student
at the community college.

"Twenty-five years ago, people told me I'd last six months," Das said. "I'm still here, mostly out of
stubbornness."
''')

S(n=26, lang='en', tpl='drupal_univ', site='westbrook', sec='Campus News', author='Rebecca Stone',
  date='2024-03-05 13:00', decl=True,
  h="Nursing graduate Amara Nwosu named state's outstanding rural health student",
  cap='Amara Nwosu checks a patient\'s blood pressure during a screening event at the Garvin County Fair.',
  credit='Photo courtesy of Amara Nwosu',
  tags=['Nursing', 'Awards', 'Rural Health'],
  body='''
Amara Nwosu, who will graduate from Westbrook State University's School of Nursing in May, has been named the
state's Outstanding Rural Health Student of the Year by the State Rural Health Association.

The award recognizes a student who has shown exceptional commitment to improving health care in rural
communities. Nwosu completed more than 400 clinical hours at critical access hospitals in Garvin and Lowell
counties and helped organize a mobile blood pressure screening program that reached more than 1,100 residents
at county fairs and grocery stores.

"I grew up 45 minutes from the nearest hospital," Nwosu said. "I know what it means when the closest nurse is
someone you went to church with. That's the kind of nurse I want to be."

Dr. Ellen Marsh, dean of the School of Nursing, said Nwosu's screening project has already led to follow-up
care for dozens of patients with previously undiagnosed hypertension.

Nwosu will receive the award at the association's annual conference in April. After graduation, she plans to
work at Garvin County Memorial Hospital while pursuing a family nurse practitioner degree.
''')

S(n=27, lang='en', tpl='localtv', var='gray', site='wnbq', sec='News', author='Tyler Ames',
  date='2024-03-17 08:12', decl=True,
  h='Family of six escapes house fire on Linden Street; Red Cross assisting',
  cap='Firefighters work at the scene on Linden Street early Sunday.', credit='Source: WNBQ',
  tags=['Fire', 'Oak Falls'],
  body='''
A family of six, including four children, escaped without serious injury after a fire tore through their home
on Linden Street early Sunday morning, fire officials said.

Crews with the Oak Falls Fire Department were called to the two-story house in the 400 block of Linden Street
just after 3 a.m. and found heavy flames coming from the back of the home. Firefighters had the fire under
control in about 40 minutes.

Fire Chief Roberto Alvarez said a working smoke alarm woke the parents, who got all four children out before
the fire spread to the upstairs bedrooms. One adult was treated at the scene for minor smoke inhalation.

"That smoke alarm saved six lives tonight. There's no other way to put it," Alvarez said.

The house was heavily damaged and is not livable, officials said. The American Red Cross is helping the
family with temporary housing, food and clothing. The cause of the fire is under investigation, but it does
not appear to be suspicious.

The fire department offers free smoke alarms and installation to Oak Falls residents. Requests can be made by
calling the department's non-emergency line.
''')

S(n=28, lang='en', tpl='wire', site='bnl', sec='Health Care & Hospitals', author='Veridia Therapeutics, Inc.',
  date='2024-09-17 07:00', decl=True,
  h='Veridia Therapeutics Reports Positive Phase 2 Results for VRD-204 in Moderate-to-Severe Plaque Psoriasis',
  dek='Trial met primary endpoint with 71% of patients achieving PASI 75 at week 16; company plans to initiate Phase 3 program in first half of 2025',
  tags=['Biotechnology', 'Clinical Trials & Medical Discoveries'],
  body='''
BOSTON, Sept. 17, 2024 /BusinessNewsline/ -- Veridia Therapeutics, Inc. (NASDAQ: VRDA), a clinical-stage
biotechnology company developing oral therapies for immune-mediated diseases, today announced positive topline
results from its Phase 2 VERIDIAN-2 trial evaluating VRD-204, an oral TYK2 inhibitor, in adults with
moderate-to-severe plaque psoriasis.

The randomized, double-blind, placebo-controlled trial enrolled 248 patients at 41 sites in the United
States, Canada and Europe. Patients were randomized to receive one of three doses of VRD-204 or placebo once
daily for 16 weeks.

## Key Findings

- At the highest dose, 71% of patients achieved at least a 75% improvement in the Psoriasis Area and Severity Index (PASI 75) at week 16, compared with 9% of patients receiving placebo (p<0.001).
- 42% of patients at the highest dose achieved PASI 90, compared with 2% on placebo.
- Improvements were observed as early as week 4 and continued through week 16.
- VRD-204 was generally well tolerated across all doses. The most common adverse events were upper respiratory infection, headache and nausea, and no new safety signals were identified.

"These results exceed our expectations and support our belief that VRD-204 has the potential to be a
best-in-class oral treatment for psoriasis," said Dr. Laura Benning, chief medical officer of Veridia.
"Patients continue to tell us they want an effective option that does not require injections, and we look
forward to advancing this program into Phase 3."

Discontinuations due to adverse events were low and similar between the treatment and placebo groups. There
were no serious infections, and no clinically meaningful changes in laboratory parameters were observed.

Veridia plans to present detailed results at an upcoming medical meeting and expects to meet with the U.S.
Food and Drug Administration to discuss the design of a Phase 3 program, which it anticipates initiating in
the first half of 2025.

## Conference Call

Veridia will host a conference call and webcast today at 8:30 a.m. Eastern Time to discuss the results. The
webcast will be available in the Investors section of the company's website.

## About Veridia Therapeutics

Veridia Therapeutics is a clinical-stage biotechnology company based in Boston focused on developing oral
small-molecule therapies for immune-mediated inflammatory diseases. Its pipeline includes programs in
psoriasis, psoriatic arthritis and inflammatory bowel disease.

## Forward-Looking Statements

This press release contains forward-looking statements, including statements regarding the potential of
VRD-204 and the timing of future clinical trials. Actual results may differ materially from those indicated by
these statements due to a variety of risks and uncertainties, including those described in the company's
filings with the Securities and Exchange Commission.
''')

S(n=29, lang='en', tpl='jannah', site='sportsbeat', sec='Soccer', author='Luis Ferreira',
  date='2024-07-09 12:30', decl=True,
  h='Harbor City FC signs Brazilian midfielder Thiago Reis from Coritiba',
  cap='Thiago Reis in action for Coritiba last season.', credit='Photo: Club handout',
  tags=['Harbor City FC', 'Transfers', 'MLS'],
  body='''
Harbor City FC has signed Brazilian midfielder Thiago Reis from Coritiba on a three-year contract with an
option for a fourth, the club announced Tuesday.

The 24-year-old will occupy an international roster spot and is expected to join the team in time for next
weekend's match against Riverside United, pending receipt of his visa and international transfer
certificate. The transfer fee was not disclosed, but Brazilian media reported it at around $3.5 million,
which would make Reis the most expensive signing in club history.

Reis scored seven goals and added nine assists in 34 appearances across all competitions last season. He can
play as a central attacking midfielder or on the right wing.

"Thiago is a player we have followed for almost two years," said sporting director Ana Leclerc. "He sees
passes other players don't see, and he works hard without the ball. We believe he can become one of the best
players in this league."

Harbor City sits sixth in the Eastern Conference with 22 points from 15 matches and has struggled to create
chances from open play, scoring just 17 goals, fourth-fewest in the league.
''')

S(n=30, lang='fr', tpl='french', site='courriermidi', sec='Culture', author='Sophie Laurent',
  date='2024-05-03 17:30', decl=True,
  h='Nîmes : le musée de la Romanité rouvre sa galerie des mosaïques',
  cap='La mosaïque de Penthée, dans la galerie rénovée du musée.', credit='MUSÉE DE LA ROMANITÉ',
  tags=['Nîmes', 'Musées', 'Patrimoine'],
  body='''
Fermée depuis octobre pour des travaux de rénovation, la galerie des mosaïques du musée de la Romanité, à
Nîmes, rouvre ses portes au public ce samedi.

Le chantier, d'un coût de 1,2 million d'euros, a permis de remplacer l'éclairage et d'installer un nouveau
système de régulation de l'humidité. Deux mosaïques découvertes en 2022 lors de fouilles avenue Jean-Jaurès y
sont présentées pour la première fois.

L'entrée sera gratuite pour les habitants de Nîmes Métropole durant tout le week-end.
''')

S(n=31, lang='en', tpl='trade', var='sc', site='sctoday', sec='Events', author='SCT Staff',
  date='2024-05-21 10:00', decl=False,
  h='Registration opens for the 2024 Cold Chain Leadership Summit in Kansas City',
  tags=['Events', 'Cold Chain'],
  body='''
Registration is now open for the 2024 Cold Chain Leadership Summit, which will take place Oct. 8-10 at the
Kansas City Convention Center.

The three-day program will include sessions on temperature monitoring, refrigerant regulations, energy costs
in frozen storage and workforce training, along with tours of two local distribution centers. Organizers
expect about 1,400 attendees and 150 exhibitors.

Early registration rates are available through Aug. 15.
''')

S(n=32, lang='en', tpl='generatepress', site='pinecrest', sec='Agriculture', author='Jesse Calloway',
  date='2024-06-27 18:45', decl=True,
  h='Upper Pine Valley ranchers sell off cattle early as drought deepens',
  cap='Cattle wait in pens at the Pinecrest Livestock Auction on Tuesday.', credit='Jesse Calloway / Pinecrest Post',
  tags=['drought', 'ranching', 'cattle'],
  body='''
With pastures drying up and hay prices climbing, ranchers across the Upper Pine Valley are selling cattle
weeks or even months earlier than usual.

The Pinecrest Livestock Auction handled 3,850 head on Tuesday, nearly double the number it typically sees in
late June, said auction manager Brett Collins. "These are cows people would normally keep through fall," he
said. "They are making hard decisions right now."

Rainfall in the valley since March has been about 40 percent of normal, according to the county extension
office, and the latest federal drought map places most of the county in severe drought. Stock ponds that
usually last through August are already low or dry.

Rancher Linda Greer, whose family has run cattle north of Pinecrest for four generations, sold about a third
of her herd this month. "You can buy hay at these prices for a while," she said. "But if it doesn't rain,
you're just paying to lose money slower."

The county commission voted last week to request a federal disaster designation, which would make
low-interest emergency loans available to producers. Extension agents will hold a meeting on drought
assistance programs at the fairgrounds on July 9 at 7 p.m.
''')

S(n=33, lang='en', tpl='drupal_city', var='d7', site='fairmont', sec='Utilities', author='City of Fairmont',
  date='2024-03-06 15:20', decl=False,
  h='Boil water advisory lifted for Westview neighborhood',
  tags=['Water', 'Utilities'],
  body='''
The boil water advisory issued March 3 for customers in the Westview neighborhood has been lifted, effective
immediately.

Laboratory testing of water samples collected following the repair of a 12-inch water main on Westview Drive
confirmed that the water is safe to drink. Residents do not need to boil water before drinking or cooking.

As a precaution, customers are encouraged to run cold water taps for two to three minutes before use. The
City thanks residents for their patience.
''')

S(n=34, lang='es', tpl='spanish', site='turia', sec='Economía', author='Pablo García',
  date='2024-10-01 05:30', decl=True,
  h='El precio del alquiler en Valencia sube un 14% en un año y marca un nuevo récord',
  dek='La ciudad supera por primera vez los 15 euros por metro cuadrado. Los barrios de Ruzafa y Benimaclet lideran las subidas.',
  cap='Carteles de "Se alquila" en un edificio del barrio de Ruzafa.', credit='MÒNICA TORRES',
  tags=['Vivienda', 'Alquiler', 'Valencia', 'Economía'],
  body='''
El precio medio del alquiler de vivienda en la ciudad de Valencia alcanzó en septiembre los 15,2 euros por
metro cuadrado, un 14% más que hace un año y el nivel más alto desde que existen registros, según el último
informe de un conocido portal inmobiliario publicado este martes.

Con esta cifra, alquilar un piso de 80 metros cuadrados cuesta ya una media de 1.216 euros al mes, frente a
los 1.064 euros de septiembre de 2023. Valencia se sitúa así como la tercera gran ciudad más cara de España
para alquilar, solo por detrás de Madrid y Barcelona.

## Ruzafa y Benimaclet, a la cabeza

Por distritos, las mayores subidas se registran en Ruzafa, donde el precio ha crecido un 19% interanual, y en
Benimaclet, con un 17%. Ciutat Vella sigue siendo la zona más cara, con 18,4 euros por metro cuadrado,
mientras que los precios más bajos se encuentran en Poblats Marítims y en el distrito de Rascanya.

Los expertos atribuyen el encarecimiento a la combinación de una demanda creciente, impulsada por la llegada
de nuevos residentes y estudiantes, y una oferta cada vez más reducida. "Hay muy poco producto en el mercado y
lo que sale se alquila en días", explica Marta Ferrer, economista especializada en vivienda. "Muchos
propietarios han pasado al alquiler de temporada o turístico porque les resulta más rentable".

El número de anuncios de viviendas en alquiler de larga duración ha caído un 22% en el último año, según el
mismo informe.

## Jóvenes, los más afectados

La escalada de precios afecta especialmente a los jóvenes. Según datos del Consejo de la Juventud, un joven
asalariado en la Comunitat Valenciana tendría que destinar más del 80% de su sueldo para alquilar en solitario
una vivienda a precio de mercado.

"Comparto piso con tres personas y pago 450 euros por una habitación. Hace tres años pagaba 300", cuenta
Lucía, una enfermera de 27 años que trabaja en un hospital de la ciudad. "No me planteo vivir sola, es
imposible".

El Ayuntamiento de Valencia ha anunciado la construcción de 1.000 viviendas de alquiler asequible en los
próximos cuatro años y ha aprobado una moratoria para nuevas licencias de pisos turísticos en varios barrios.
La oposición considera estas medidas insuficientes y reclama que la ciudad se declare zona tensionada, lo que
permitiría aplicar los límites de precios previstos en la ley estatal de vivienda.

La Generalitat, por su parte, se ha mostrado contraria a aplicar esos límites y defiende que la solución pasa
por aumentar la oferta mediante incentivos fiscales a los propietarios y la colaboración público-privada.
''')

S(n=35, lang='en', tpl='astra', site='riverbend', sec='History', author='Thomas Avery',
  date='2024-10-10 07:00', decl=True,
  h="The Lyric Theatre's second act: inside the $6 million restoration of a 1926 movie palace",
  cap="The Lyric Theatre's restored auditorium, with its recast plaster ceiling.", credit='Photo: Thomas Avery',
  tags=['Lyric Theatre', 'historic preservation', 'Second Avenue'],
  body='''
When the Lyric Theatre closed in 1987, the last film on its marquee was a sequel nobody remembers. For the
next three decades, the building on Second Avenue sat empty, its plaster ceiling slowly collapsing, pigeons
nesting in the balcony.

On Friday, the Lyric reopens with a sold-out gala and a screening of the 1927 silent film __Wings__,
accompanied by a restored theater organ that has not played in public since the Eisenhower administration.

## A building nobody wanted

The road to reopening was long. The city acquired the theater for back taxes in 1994 and nearly demolished it
twice. A volunteer group, Friends of the Lyric, formed in 2009 after a demolition permit was posted on the
front doors.

"We had about 30 people at our first meeting and a bake sale," said Carolyn Reyes, who chaired the group for
11 years. "Somebody asked how much it would cost to fix, and the honest answer was that we had no idea."

The answer turned out to be about $6.2 million, raised from state historic tax credits, a federal grant, a
local foundation and more than 2,300 individual donors. Donors who gave $250 or more have their names on small
brass plates on the backs of seats.

## Plaster, paint and patience

The restoration required more than two years of work by craftspeople from four states. Plaster artists recast
the ceiling's rosettes from molds taken from surviving fragments. Painters used microscopic analysis of paint
layers to match the original colors, a deep green and gold that had been covered by beige in the 1950s.

- 1,100 seats were reduced to 640 to make room for wider rows and accessible seating.
- The 1926 Wurlitzer organ was removed, shipped to a restoration shop in Ohio and reinstalled in pieces.
- A new heating and cooling system was hidden in the original ventilation shafts.

Project architect Samuel Okoye said the team tried to make every modern addition reversible. "Fifty years from
now, someone may know more than we do," he said. "We wanted to leave them options."

## What happens now

The Lyric will be operated by a nonprofit that plans to show classic and independent films four nights a week
and rent the space for concerts, lectures and community events. The group's budget assumes about 45,000
visitors a year.

For Reyes, the reopening is personal. She saw her first movie at the Lyric when she was seven.

"I remember the ceiling more than the film," she said. "I looked up and thought it was the most beautiful
thing I had ever seen. I wanted my grandchildren to have that."
''')

S(n=36, lang='en', tpl='nextjs', site='signal', sec='Markets', author='Rachel Kim',
  date='2024-06-10 16:20', decl=True,
  h='Stocks edge higher as investors wait for inflation data',
  tags=['Stocks', 'Inflation'],
  body='''
U.S. stocks closed modestly higher on Monday in quiet trading as investors looked ahead to a key inflation
report due later in the week.

The S&P 500 rose 0.3 percent, while the Nasdaq Composite gained 0.5 percent, led by chipmakers. The Dow Jones
Industrial Average added 42 points.

Treasury yields were little changed. Economists expect Wednesday's consumer price index to show that prices
rose 0.2 percent in May, which would strengthen the case for an interest rate cut later this year.
''')

S(n=37, lang='en', tpl='noclass', var='br', site='hollis', sec='Community', author='Edna Vogel',
  date='2024-05-22 12:00', decl=False,
  h="St. Paul's Church marks 125 years with homecoming weekend",
  body='''
St. Paul's Church in rural Hollis will celebrate its 125th anniversary with a homecoming weekend on June 8 and
9, and organizers are hoping former members from across the country will make the trip.

The congregation was founded in 1899 by German immigrant farmers who met in a schoolhouse until the current
white frame church was built in 1904. The building's bell, cast in St. Louis, was hauled from the Hollis depot
by a team of horses.

Saturday's events will include a potluck supper at 5 p.m. in the fellowship hall, a display of photographs
and records from the church archives, and an evening hymn sing. Sunday's anniversary service begins at 10
a.m. and will be led by the Rev. Ann Kuehl, with former pastors invited to participate.

"We have baptism records going back to 1899, and you can see the same family names again and again," said
Doris Meyer, who chairs the anniversary committee. "A lot of those families are still here."

Anyone with photographs or memories of St. Paul's is invited to share them with the committee before the
celebration.
''')

S(n=38, lang='en', tpl='blocktheme', site='tidewater', sec='Environment', author='Leah Fortune',
  date='2024-08-14 06:00', decl=True,
  h='On Willoughby Spit, the beach is leaving faster than the sand can be replaced',
  cap='Waves reach the stairs of homes on Willoughby Spit at high tide.', credit='Leah Fortune / Tidewater Current',
  tags=['coastal erosion', 'sea level rise', 'Willoughby Spit'],
  body='''
Standing on what is left of her backyard, Theresa Malloy can point to where the dune used to be. Twenty years
ago, she says, there was enough beach between her deck and the water for a volleyball net. Now, at high tide,
waves reach the bottom of her stairs.

Willoughby Spit, a narrow finger of sand at the mouth of the Chesapeake Bay, has always shifted with storms.
But residents and scientists say the pace of change has accelerated, and the city's strategy of pumping sand
onto the beach every few years is struggling to keep up.

## Sand in, sand out

Since 2011, the city has spent roughly $34 million on beach nourishment projects along the bay shoreline,
according to records obtained by the Tidewater Current. Each project dredges sand from offshore shoals and
spreads it along the beach, widening it by as much as 60 feet.

The most recent project, completed in 2021, was designed to last six to eight years. Surveys by the city's
coastal engineering staff show that some sections of Willoughby lost more than half of the new sand within
three years, much of it during a single nor'easter in January 2023.

"Nourishment buys time. It was never meant to be permanent," said Dr. Rachel Ingram, a coastal geologist who
studies the lower Chesapeake. "The question the region has to face is how much time it can afford to keep
buying, and at what price."

## Rising water, sinking land

Two forces are working against the beach. Sea level at the nearby Sewells Point tide gauge has risen about 18
inches over the past century, one of the fastest rates on the East Coast. At the same time, the land itself is
sinking, partly because of groundwater withdrawal and partly because of geological processes that began at
the end of the last ice age.

Higher water means storms reach farther inland and carry away more sand. Ingram said the losses are likely to
increase as the rate of sea level rise continues to accelerate.

## Residents weigh their options

For homeowners, the choices are expensive and uncertain. Some have paid to raise their houses on pilings.
Others have asked the city for permission to build bulkheads, which can protect individual properties but
often worsen erosion on neighboring beaches.

Malloy, a retired schoolteacher, has lived on the spit since 1998. She does not plan to leave, but she no
longer expects to pass the house on to her children.

"I used to think of this as an investment," she said. "Now I think of it as a place I'm lucky to live for as
long as it lasts."

The city council is scheduled to consider a long-term shoreline management plan this fall. Among the options
under study are larger nourishment projects, offshore breakwaters and, for the first time, voluntary buyouts
of the most vulnerable properties.
''')

S(n=39, lang='en', tpl='substack', site='eastside', sec='Newsletter', author='Joel Park',
  date='2024-02-26 07:10', decl=False,
  h='Quick update: the bridge vote moved to Thursday',
  body='''
A short one today. The county commission has moved its vote on the Fifth Street bridge replacement from
Tuesday to Thursday at 6 p.m., because two commissioners will be out of town for a state conference.

Nothing else about the proposal has changed. The plan still calls for closing the bridge for about 14 months
starting next spring, with a free shuttle across the river during construction.

I'll be at the meeting and will send a full write-up Friday morning.
''')

S(n=40, lang='de', tpl='generatepress', site='leipzig', sec='Verkehr', author='Tobias Richter',
  date='2024-06-14 11:20', decl=True,
  h='Neuer Radweg auf der Jahnallee: Was sich für Autofahrer und Radler ändert',
  cap='Auf der Jahnallee fällt je Richtung eine Fahrspur weg.', credit='Foto: Tobias Richter',
  tags=['Radverkehr', 'Jahnallee', 'Baustellen'],
  body='''
Auf der Jahnallee in Leipzig beginnt am Montag der Umbau für einen durchgehenden, baulich getrennten Radweg.
Zwischen dem Waldplatz und dem Ranstädter Steinweg fällt dafür in beiden Richtungen je eine Fahrspur für
Autos weg. Die Arbeiten sollen bis Ende Oktober dauern.

Die Stadt reagiert damit auf die hohe Zahl von Unfällen auf dem Abschnitt. Nach Angaben des Verkehrs- und
Tiefbauamts wurden dort in den vergangenen fünf Jahren 67 Unfälle mit Beteiligung von Radfahrenden
registriert, zwei davon mit Schwerverletzten.

## Was sich ändert

Der neue Radweg wird auf beiden Seiten 2,30 Meter breit und durch einen Bordstein sowie Pflanzinseln von der
Fahrbahn getrennt. An den Kreuzungen sollen eigene Ampelphasen für den Radverkehr eingerichtet werden.

- Für den Autoverkehr steht künftig nur noch eine Spur je Richtung zur Verfügung.
- Die Parkplätze auf der Südseite entfallen, Lieferzonen werden neu eingerichtet.
- Die Straßenbahnhaltestelle Leibnizstraße wird barrierefrei umgebaut.

Während der Bauzeit wird der Verkehr abschnittsweise umgeleitet. Die Straßenbahnlinien 3, 7 und 15 fahren
weiter, allerdings teilweise mit verlängerten Fahrzeiten.

## Kritik von Händlern

Nicht alle sind von dem Projekt überzeugt. Mehrere Geschäftsleute an der Jahnallee befürchten, dass
Kundschaft ausbleibt, wenn Parkplätze wegfallen. "Viele meiner Kunden kommen aus dem Umland, und die kommen
mit dem Auto", sagt Andreas Möller, der seit 18 Jahren ein Fahrradgeschäft an der Straße betreibt.
"Ausgerechnet ich habe jetzt Angst vor dem Radweg."

Die Stadt verweist auf Erfahrungen aus anderen Straßen, in denen sich der Umsatz des Einzelhandels nach dem
Umbau stabilisiert habe. Zudem sollen in den Seitenstraßen zusätzliche Kurzzeitparkplätze ausgewiesen werden.

Der ADFC Leipzig begrüßt den Umbau grundsätzlich, fordert aber eine schnellere Umsetzung weiterer Abschnitte.
"Ein guter Radweg, der nach zwei Kilometern im Nichts endet, hilft nur begrenzt", sagte eine Sprecherin des
Verbands.

Die Kosten für den Umbau belaufen sich auf rund 4,8 Millionen Euro. Etwa 75 Prozent davon trägt der Freistaat
Sachsen aus einem Förderprogramm für den Radverkehr.
''')

S(n=41, lang='en', tpl='arc', site='harbortimes', sec='Sports', author='Derek Moss',
  date='2024-05-14 22:41', decl=True,
  h="Ospreys' Reyes throws seven scoreless innings in 3-0 win over Portland",
  cap='Luis Reyes delivers a pitch during the fourth inning on Tuesday.', credit='Photo by Sam Ortiz / The Harbor City Times',
  tags=['Ospreys', 'Baseball'],
  body='''
Luis Reyes struck out nine over seven scoreless innings, and the Harbor City Ospreys beat the Portland Sea
Lions 3-0 on Tuesday night to open a six-game homestand.

Catcher Ben Whitaker drove in two runs with a double in the fourth inning, and closer Evan Tate pitched a
perfect ninth for his 14th save. The Ospreys have won five of their last six games.

The teams meet again Wednesday at 6:35 p.m.
''')

S(n=42, lang='en', tpl='blox', site='cedarvalley', sec='Local', author='Megan Schultz',
  date='2024-04-10 23:15', decl=True,
  h='Hundreds turn out as Cedar County weighs 1,200-acre solar farm',
  cap='Residents line up to speak during a public hearing on the Prairie Sun solar project Tuesday at the Cedar County Fairgrounds.',
  credit='MEGAN SCHULTZ / Cedar Valley Sentinel',
  tags=['Solar Energy', 'Cedar County Board of Adjustment', 'Tipton', 'Zoning'],
  body='''
More than 300 people packed the Cedar County Fairgrounds exhibit hall Tuesday night for a public hearing on a
proposed 1,200-acre solar farm, with supporters and opponents lining up for nearly four hours to address the
county board of adjustment.

The project, proposed by Prairie Sun Energy, would place about 400,000 solar panels on farmland east of
Tipton and generate up to 150 megawatts of electricity, enough to power roughly 25,000 homes. The company has
signed lease agreements with 11 landowners.

The board did not vote Tuesday and will continue the hearing on May 14.

## Landowners see steady income

Several landowners who have signed leases said the project would provide a reliable income at a time when
farming margins are thin. The company has said it would pay about $1,100 per acre per year over the 35-year
life of the project.

"This is my land, and my family has farmed it for 90 years," said Gene Wolfe, who would lease about 240
acres. "I want it to stay in my family. This is how I can make that happen."

Prairie Sun also says the project would pay roughly $900,000 a year in property taxes, split between the
county and the Tipton school district.

## Neighbors raise concerns

Opponents questioned the loss of productive farmland and the effect on property values and drainage. Many
live on acreages adjacent to the proposed site.

"Nobody asked us," said Karen Schulte, whose home would be surrounded on two sides by panels. "We moved out
here for the view and the quiet. Now we are supposed to look at a fence for the rest of our lives."

Others raised questions about what would happen to the equipment when the project ends. County ordinance
requires a decommissioning plan, and the company says it would post a bond to cover the cost of removing the
panels and restoring the land.

Drainage was a recurring concern. Several farmers said the construction could damage field tiles that carry
water away from neighboring land. Prairie Sun project manager Eric Lindahl said the company would map and
repair any damaged tile and hire local contractors familiar with the drainage systems.

## What comes next

The board of adjustment must decide whether to grant a conditional use permit. If approved, construction
could begin in 2025, and the project could be generating power by late 2026.

Board chair Mary Kohl thanked residents for their patience and civility. "This is a hard decision, and it's
supposed to be," she said. "We heard you tonight, and we'll hear you again next month."
''')

S(n=43, lang='en', tpl='tagdiv', site='metrowire', sec='Business', author='Tamika Lewis',
  date='2024-06-19 11:05', decl=True,
  h='Fresh Basket grocery to open in former Kmart building on Route 9',
  cap='The former Kmart building on Route 9 has been vacant since 2018.', credit='Tamika Lewis / Metro Daily Wire',
  tags=['Grocery', 'Route 9', 'Retail', 'Development'],
  body='''
Fresh Basket, a regional grocery chain, will open its first Metro-area store in the long-vacant former Kmart
building on Route 9, the company confirmed Wednesday.

The 48,000-square-foot store is scheduled to open in early November after a renovation that will include a
full-service bakery, a hot food bar and a pharmacy. The company expects to hire about 160 employees and will
hold job fairs at the site beginning in August.

The Kmart closed in 2018, and the building has sat empty since, despite several proposals for redevelopment.
Residents of the surrounding neighborhoods have pushed for a grocery store for years, saying the nearest
full-size supermarket is nearly four miles away.

"This is the single most requested business we hear about at community meetings," said council member Janelle
Price, whose district includes the site. "People have been driving across town for fresh produce for too
long."

Fresh Basket operates 42 stores in four states and is known for a focus on local produce and lower prices on
store-brand goods.
''')

S(n=44, lang='en', tpl='localtv', var='nexstar', site='kxrt', sec='8 Investigates', author='Natalie Fuentes',
  date='2024-02-08 17:00', decl=True,
  h='8 Investigates: State inspectors cited local nursing homes for staffing shortfalls 112 times in two years',
  cap='Linda Harper holds a photo of her father, Frank, who spent eight months in a Wendell nursing home.',
  credit='KXRT photo',
  tags=['8 Investigates', 'Nursing Homes', 'Health'],
  body='''
A KXRT 8 analysis of state inspection records found that nursing homes in the station's 14-county viewing area
were cited 112 times over the past two years for failing to have enough staff to meet residents' needs.

The citations, issued by the state Department for Aging and Disability Services between January 2022 and
December 2023, describe residents waiting hours for help getting to the bathroom, meals served cold because
there was no one to feed residents who needed assistance, and medication given late or not at all.

Twenty-three of the area's 41 nursing homes received at least one staffing citation. Four facilities received
five or more.

## "Nobody came"

Linda Harper's father, Frank, spent eight months at a nursing home in Wendell before his death last year. She
said she often arrived in the evening to find him in the same clothes he had been wearing that morning.

"He'd press the call light and nobody came," Harper said. "I'd go find someone, and it would be one aide for
the whole hallway. She was doing her best. There just wasn't enough of her."

Inspection reports for the facility, which KXRT 8 reviewed, include three staffing citations during the
period Frank Harper was a resident, including one in which an inspector documented a call light that went
unanswered for 52 minutes.

The facility's administrator did not respond to multiple requests for comment.

## An industry under strain

Nursing home operators say they are struggling to hire certified nursing assistants and nurses, particularly
in rural counties. Many workers left the industry during the pandemic and did not return.

"We are competing with hospitals, with home health, with retail," said Tom Becker, president of the state's
nursing home trade association. "Our members are paying more than they ever have and still have open
positions."

Becker said Medicaid reimbursement rates, which pay for the care of most nursing home residents, have not
kept up with the rising cost of labor. The legislature increased rates by 6 percent last year, but operators
say that is not enough.

## Fines rarely follow

KXRT 8 found that only 19 of the 112 staffing citations resulted in a fine. The state can impose civil
penalties for serious or repeated violations, but most staffing citations are classified as causing "minimal
harm" and require only a plan of correction.

Advocates for residents say that approach does little to change conditions. "A plan of correction is a piece
of paper," said Maria Delgado of the state long-term care ombudsman program. "Residents need people."

A department spokesperson said inspectors follow federal guidelines in classifying violations and that the
agency has increased follow-up visits to facilities with repeated problems.

Families can look up inspection reports for any nursing home on the federal
[Care Compare](https://www.medicare.gov/care-compare/) website.
''')

S(n=45, lang='en', tpl='ghost', site='fieldnote', sec='Space', author='Nora Lindgren',
  date='2024-10-08 12:00', decl=True,
  h='A once-in-80,000-years comet could be visible to the naked eye this month',
  dek='Here is when and where to look, and why astronomers are cautiously optimistic.',
  cap='Comet Tsuchinshan-ATLAS photographed from Chile in late September.', credit='Photo by Lucas Herrera',
  tags=['Space', 'Comets', 'Skywatching'],
  body='''
A comet that last passed through the inner solar system roughly 80,000 years ago may become bright enough to
see without binoculars in the evening sky over the next few weeks, astronomers say.

Comet C/2023 A3, known as Tsuchinshan-ATLAS after the two observatories that discovered it, made its closest
approach to the sun at the end of September. It is now swinging back toward Earth's neighborhood and will
pass closest to our planet on Oct. 12, at a distance of about 44 million miles.

## Where to look

For observers in the Northern Hemisphere, the best views should come in the days after Oct. 12, when the
comet will appear low in the western sky shortly after sunset. Each evening it will climb a little higher and
become easier to spot against a darkening sky, although it will also fade as it moves away from the sun.

- Find a location with a clear view of the western horizon, away from city lights.
- Start looking about 30 to 45 minutes after sunset.
- Binoculars will help you find it first. Once you know where it is, try without them.

The comet's tail may stretch across several degrees of sky, roughly the width of your fist held at arm's
length, if conditions cooperate.

## Why the caution

Comets are notoriously hard to predict. They are loose balls of ice and dust, and their brightness depends on
how much material the sun's heat boils off their surfaces. Some comets that were expected to put on
spectacular shows have broken apart or fizzled. Others have brightened far more than forecast.

Earlier this year, some astronomers worried that Tsuchinshan-ATLAS was disintegrating after its brightness
leveled off. It survived its passage around the sun, however, and photographs taken by observers in the
Southern Hemisphere in late September showed a bright head and a long tail.

"This one has been teasing us for months," said Dr. Elena Vasquez, an astronomer who has been tracking the
comet. "The fact that it made it through perihelion intact is a very good sign. Now we just need clear
skies."

## Take a picture

Modern smartphones can capture surprisingly good images of bright comets. Use a tripod or rest the phone on
something steady, turn on night mode and take an exposure of several seconds. Photos often reveal more of the
tail than the eye can see.

The comet will not return for tens of thousands of years, if at all. Astronomers estimate its orbit may have
been altered enough by its current pass that it could be ejected from the solar system entirely.
''')

S(n=46, lang='en', tpl='drupal_univ', site='westbrook', sec='Events', author='College of Arts and Sciences',
  date='2024-01-24 09:00', decl=False,
  h='Spring lecture series to explore the history of the Great Plains',
  tags=['History', 'Lectures'],
  body='''
The Department of History will host a four-part spring lecture series, "Grass, Water and Memory: New
Histories of the Great Plains," beginning Feb. 7 in the Hartley Hall Auditorium.

Each lecture begins at 7 p.m. and is free and open to the public. Speakers include historians from Westbrook
State and three visiting scholars, who will discuss topics ranging from Dust Bowl migration to tribal water
rights.

Recordings will be posted on the department's website.
''')

S(n=47, lang='fr', tpl='astra', site='vignoble', sec='Vendanges', author='Claire Martin',
  date='2024-08-28 09:15', decl=True,
  h='Vendanges 2024 : dans le Minervois, une récolte précoce mais réduite',
  cap='Vendange manuelle sur une parcelle de carignan à La Livinière.', credit='Photo : Claire Martin',
  tags=['Minervois', 'Vendanges 2024', 'Languedoc'],
  body='''
Les premiers raisins blancs ont été cueillis dès le 12 août dans certaines parcelles du Minervois, soit près
d'une semaine plus tôt que la moyenne des dix dernières années. Mais l'enthousiasme des vignerons reste
mesuré.

Après un hiver sec et un printemps marqué par des épisodes de grêle localisés, les rendements devraient
reculer de 15 à 25 % selon les secteurs, estime le syndicat du cru. Les grappes sont saines, mais les baies
sont petites et peu juteuses.

« La qualité est là, la quantité beaucoup moins », résume Claire Bonnet, qui exploite 22 hectares à La
Livinière. « Sur certaines vieilles vignes de carignan, on a à peine de quoi remplir une cuve. »

Pour les caves coopératives, déjà fragilisées par la baisse de la consommation de vin rouge, cette petite
récolte pourrait avoir un effet paradoxal. Elle permettra d'écouler une partie des stocks accumulés ces
dernières années, mais réduira aussi le chiffre d'affaires des adhérents.

Les vendanges des rouges devraient s'étaler jusqu'à la fin du mois de septembre.
''')

S(n=48, lang='en', tpl='wire', site='bnl', sec='Earnings', author='Crestline Bancorp, Inc.',
  date='2024-10-03 16:05', decl=True,
  h='Crestline Bancorp to Announce Third Quarter 2024 Financial Results on October 24',
  tags=['Banking & Financial Services', 'Conference Call, Webcast'],
  body='''
DENVER, Oct. 3, 2024 /BusinessNewsline/ -- Crestline Bancorp, Inc. (NYSE: CRST) will release its financial
results for the third quarter of 2024 before the market opens on Thursday, October 24, 2024.

The company will host a conference call at 10:00 a.m. Mountain Time that day to discuss the results. A live
webcast and replay will be available on the Investor Relations section of the company's website.
''')

S(n=49, lang='es', tpl='jannah', site='deportessur', sec='Segunda RFEF', author='Sergio Ruiz',
  date='2024-11-10 20:05', decl=False,
  h='El Atlético Sanluqueño remonta y se acerca a la zona de playoff',
  cap='Iker Salas celebra el gol de la victoria en El Palmar.', credit='Foto: Deportes Sur',
  tags=['Atlético Sanluqueño', 'Segunda RFEF'],
  body='''
El Atlético Sanluqueño remontó un gol en contra para imponerse por 2-1 al Recreativo Granada en El Palmar y se
sitúa a solo dos puntos de los puestos de playoff de ascenso.

Los visitantes se adelantaron en el minuto 23, pero Dani Romero empató antes del descanso con un disparo desde
la frontal. En la segunda parte, el central Iker Salas culminó de cabeza un saque de esquina en el minuto 78
para dar los tres puntos al conjunto local.

El próximo domingo, el Sanluqueño visitará al líder.
''')

S(n=50, lang='en', tpl='trade', var='tw', site='buildpro', sec='Materials', author='Greg Whitman',
  date='2024-06-20 08:30', decl=True,
  h='Lumber prices slide for third straight month as housing starts cool',
  cap='Framing lumber stacked at a yard outside Charlotte.', credit='Getty Images',
  tags=['Lumber', 'Material Prices', 'Housing Starts'],
  body='''
Framing lumber prices fell for a third consecutive month in May, offering some relief to builders even as
higher mortgage rates continue to weigh on new construction.

The composite price for framing lumber averaged about $410 per thousand board feet last month, down 7 percent
from April and roughly 60 percent below the record set in the spring of 2021, according to industry price
data. Oriented strand board prices also declined.

Single-family housing starts slowed to a seasonally adjusted annual rate of 982,000 units in May, the Commerce
Department reported, down 5 percent from a year earlier. Builders in several markets said buyers were waiting
to see whether rates would fall later this year.

"Materials are the one part of the budget that's moving in our direction," said Rob Castellano, who builds
about 40 homes a year in suburban Charlotte. "Labor, land and financing are not."

Analysts cautioned that lumber prices could rebound if sawmill curtailments in British Columbia continue and
demand picks up in the fall. Prices for concrete, drywall and electrical equipment remain well above
pre-pandemic levels.
''')

S(n=51, lang='en', tpl='jannah', site='lakeview', sec='Elections', author='Paula Brennan',
  date='2024-09-13 00:30', decl=True,
  h='Mayoral candidates spar over housing, police staffing in first debate',
  cap='From left, Steven Marsh, Mayor Denise Holloway and Raymond Ochoa before Thursday\'s debate.',
  credit='Paula Brennan / Lakeview Voice',
  tags=['Election 2024', 'Mayor', 'Housing', 'Public Safety'],
  body='''
The three candidates for Lakeview mayor clashed over housing costs, police staffing and the future of the
downtown waterfront Thursday night in the first debate of the campaign, held before a crowd of about 400 at
the Lakeview Community College auditorium.

Incumbent Mayor Denise Holloway, seeking a third term, defended her record on economic development, pointing
to the new hospital wing and the reopening of the Front Street pier. Council member Raymond Ochoa and retired
police captain Steven Marsh both argued the city had fallen behind on basic services.

## Housing takes center stage

Housing dominated the first half hour. Ochoa said the city had approved too few new homes and called for
allowing duplexes and small apartment buildings in neighborhoods currently zoned only for single-family
houses.

"Our teachers, our nurses, our own children cannot afford to live here," Ochoa said. "We can keep saying we
care about that, or we can change the rules that make it illegal to build the kind of homes they can afford."

Holloway said she supported more housing but warned against "one-size-fits-all" zoning changes, saying
neighborhoods should have a say in what gets built. She highlighted 600 apartments approved during her tenure,
including 140 designated as affordable.

Marsh said housing was important but not the city's most urgent problem. "People don't feel safe downtown
after dark," he said. "Fix that first, and everything else gets easier."

## Police staffing

Marsh, who spent 26 years with the Lakeview Police Department, said the department has 21 vacant officer
positions and that response times for non-emergency calls have grown. He proposed signing bonuses and a
partnership with the community college to train new recruits.

Holloway said the city had already approved raises that made Lakeview's starting pay the highest in the
county and that recruiting had improved in recent months. Ochoa said he supported filling vacancies but also
wanted to expand a program that sends mental health workers instead of police to some calls.

## The waterfront

The candidates also disagreed about a proposal to redevelop city-owned land along the lake into a mix of
housing, shops and a public park. Holloway supports the plan, which a developer has estimated would cost $180
million. Marsh called it a "giveaway" and said the land should remain a park. Ochoa said he supported
development but wanted a larger share of affordable units.

The candidates will meet again Oct. 3 in a debate focused on the city budget. The election is Nov. 5, and
early voting begins Oct. 21.
''')

S(n=52, lang='de', tpl='drupal_city', var='olivero', site='rheinfelden', sec='Pressemitteilungen',
  author='Stadtverwaltung Rheinfelden', date='2024-05-07 10:00', decl=False,
  h='Freibad startet am 18. Mai in die Saison - neue Rutsche und längere Öffnungszeiten',
  cap='Die neue Breitrutsche im Nichtschwimmerbecken.', credit='Foto: Stadt Rheinfelden',
  tags=['Freibad', 'Freizeit'],
  body='''
Das Freibad Rheinfelden öffnet am Samstag, 18. Mai, seine Tore für die Badesaison 2024. Bei gutem Wetter
können Badegäste das Bad bis voraussichtlich 15. September nutzen.

In den vergangenen Wochen hat die Stadt eine neue Breitrutsche im Nichtschwimmerbereich installiert und die
Umkleiden saniert. Die Kosten für die Maßnahmen liegen bei rund 380.000 Euro.

Neu sind auch die Öffnungszeiten: Von Juni bis August ist das Bad montags bis freitags bereits ab 7 Uhr für
Frühschwimmerinnen und Frühschwimmer geöffnet. Am Wochenende und an Feiertagen gilt weiterhin eine
Öffnungszeit von 9 bis 20 Uhr.

Die Eintrittspreise bleiben unverändert. Erwachsene zahlen 4 Euro, Kinder und Jugendliche bis 17 Jahre 2 Euro.
Saisonkarten sind ab sofort im Bürgerbüro im Rathaus und online erhältlich.

Die Stadtverwaltung weist darauf hin, dass das Bad bei Gewitter oder Temperaturen unter 18 Grad kurzfristig
geschlossen bleiben kann. Aktuelle Informationen werden auf der Internetseite der Stadt veröffentlicht.
''')

S(n=53, lang='en', tpl='blocktheme', site='tidewater', sec='Arts', author='Marcus Bell',
  date='2024-06-04 15:00', decl=True,
  h="Tidewater Symphony's new season leans on local composers and free neighborhood concerts",
  cap='Music director Elena Petrova announces the 2024-25 season on Tuesday.', credit='Marcus Bell / Tidewater Current',
  tags=['music', 'Tidewater Symphony', 'arts'],
  body='''
The Tidewater Symphony will open its 2024-25 season Sept. 21 with a program that includes the world premiere
of a work by Norfolk composer James Whitfield, part of a season that places unusual emphasis on music written
in the region.

Music director Elena Petrova announced the lineup Tuesday at a reception at the Harrison Opera House. Three of
the season's eight main-stage programs include works by composers with ties to Hampton Roads, and the
orchestra has commissioned two new pieces.

"An orchestra should sound like the place it comes from," Petrova said. "We have extraordinary composers here,
and our audiences deserve to hear them alongside Beethoven and Brahms."

The season also expands the orchestra's free concert series to six neighborhoods, including Berkley, Ocean
View and Park Place. The concerts, held in parks and school gyms, drew more than 5,000 people last year.

Subscriptions go on sale Aug. 1, with single tickets available later in the month. Prices for the main-stage
series start at $25, and students can attend for $10.
''')

S(n=54, lang='en', tpl='medium', site='longtable', sec='Work', author='Daniel Okafor',
  date='2024-08-19 10:00', decl=True,
  h='What happened when remote workers moved to a town of 2,000',
  cap='Main Street in Ashby.', credit='Photo by the author',
  tags=['Remote Work', 'Small Towns', 'Housing'],
  body='''
Three years ago, the town of Ashby, population 2,100, started paying people to move there. The offer was
modest: $10,000, spread over two years, for anyone who bought or rented a home in town and kept a remote job
based somewhere else.

Forty-one households took the deal. Thirty-four are still there.

The newcomers have changed the town in ways both obvious and subtle. The elementary school, which had been
discussing consolidation with a neighboring district, added a second kindergarten class. A coffee shop opened
on Main Street, staying open past 2 p.m., a first in living memory.

Not every change has been welcome. Home prices in Ashby rose about 30 percent over the period, and some
longtime residents say their children can no longer afford to buy in the town where they grew up.

"I'm glad the school is full," said Ruth Engel, who has lived in Ashby for 60 years. "I just wish the people
filling it were more of ours."

Town officials say they plan to continue the program but will now require that part of the money go toward
local volunteer service.
''')

S(n=55, lang='en', tpl='arc', site='harbortimes', sec='Health', author='Nadia Rahman',
  date='2024-09-23 14:10', decl=True,
  h="St. Brendan's and Harbor General agree to merge, creating region's largest hospital system",
  dek='The deal, which still needs state approval, would combine 11 hospitals and about 19,000 employees.',
  cap="Harbor General Hospital's main campus on Bayview Avenue.", credit='Photo by Grace Liu / The Harbor City Times',
  tags=['Health Care', 'Hospitals', 'Business'],
  body='''
St. Brendan's Health and Harbor General Health System announced Monday that they have signed an agreement to
merge, a deal that would create the largest hospital system in the region with 11 hospitals, more than 150
clinics and about 19,000 employees.

The combined system would operate under a new name, which has not yet been chosen, and be governed by a
16-member board with equal representation from each organization. Harbor General chief executive Dr. Robert
Kane would lead the new system, while St. Brendan's chief executive Maureen O'Leary would serve as president
and chief operating officer.

Executives said the merger would allow the systems to invest in services that neither could afford alone,
including a new cancer center and expanded behavioral health care. They also said it would help them
negotiate with insurers and cope with rising labor and supply costs.

"Health care is changing faster than at any time in my career," Kane said at a news conference. "Independent
regional systems are under enormous pressure. Together we can stay local, stay nonprofit and keep decisions
about care in this community."

## Questions about prices and competition

The deal will face scrutiny from the state attorney general's office and potentially from the Federal Trade
Commission, which has challenged several hospital mergers in recent years on the grounds that they reduce
competition and raise prices.

Together, the two systems account for about 62 percent of inpatient hospital admissions in the Harbor City
metropolitan area, according to state hospital discharge data analyzed by The Times.

Research on hospital consolidation has generally found that prices paid by private insurers rise after
mergers between nearby competitors, often by 10 percent or more, without clear improvements in quality.

"The track record is not encouraging for patients or employers," said Dr. Naomi Feld, a health economist at
Harbor City University. "The promises made at announcements like this one are not always kept."

O'Leary said the systems would commit to limiting price increases for a period after the merger and would
make that commitment part of their application to the state. She declined to say how large those limits would
be.

## What patients can expect

For now, nothing will change for patients, executives said. Insurance contracts, physician relationships and
appointments will remain in place while regulators review the deal, a process expected to take at least nine
months.

Nurses' unions at both systems said they were not consulted before the announcement and asked for assurances
that there would be no layoffs of direct care staff. Executives said they did not anticipate layoffs of
clinical workers but acknowledged that some administrative positions could be consolidated.

Public hearings on the merger will be scheduled once the systems file their application with the state.
''')

S(n=56, lang='en', tpl='blox', site='cedarvalley', sec='Local', author='Jordan Ellis',
  date='2024-02-15 12:40', decl=True,
  h='Tipton restaurants see fewer critical violations in latest inspection report',
  cap=None,
  tags=['Restaurants', 'Cedar County Health Department', 'Food Safety'],
  body='''
Critical food safety violations at restaurants in Tipton fell by about a third last year, according to
inspection data released this week by the Cedar County Health Department.

Inspectors recorded 74 critical violations during 2023, down from 112 the year before. Critical violations are
those most likely to cause foodborne illness, such as food held at unsafe temperatures, poor handwashing and
cross-contamination between raw and cooked foods.

Environmental health supervisor Janet Ruiz credited a series of free training sessions the department offered
restaurant managers last spring. "When we explain why a rule exists, people follow it," she said. "Most
operators want to get it right."

Two establishments were temporarily closed during the year, both for problems with hot water that were
corrected within 48 hours. A third was ordered to stop serving food for a day after inspectors found rodent
droppings in a storage room.

Inspection reports for individual restaurants are available on the health department's website and are
updated weekly.
''')

S(n=57, lang='de', tpl='german', var='bem', site='neckarbote', sec='Heilbronn', author='Markus Bauer',
  date='2024-07-01 14:22', decl=True,
  h='Heilbronner Stadtfest zieht 120.000 Besucher an - Veranstalter ziehen positive Bilanz',
  dek='Drei Tage Musik, Essen und Kinderprogramm: Trotz Hitze blieb es weitgehend friedlich. Die Polizei meldet nur wenige Zwischenfälle.',
  cap='Dicht gedrängt: Am Samstagabend war der Marktplatz zeitweise gesperrt.', credit='Foto: Markus Bauer',
  tags=['Heilbronn', 'Stadtfest', 'Veranstaltungen'],
  body='''
Rund 120.000 Menschen haben am Wochenende das Heilbronner Stadtfest besucht. Das teilte die Heilbronn
Marketing GmbH am Montag mit. Damit lag die Besucherzahl etwa auf dem Niveau des Vorjahres, obwohl die
Temperaturen am Samstag auf über 33 Grad stiegen.

Auf fünf Bühnen in der Innenstadt traten mehr als 60 Bands und Künstler auf, vom Schulchor bis zur Coverband.
Besonders voll war es am Samstagabend auf dem Marktplatz, wo eine bekannte Partyband aus dem Allgäu spielte.
Zeitweise musste der Zugang zum Platz wegen Überfüllung gesperrt werden.

## Trinkwasser und Schattenplätze

Wegen der Hitze hatten die Veranstalter kurzfristig zusätzliche Trinkwasserstellen aufgestellt und
Sonnensegel am Kiliansplatz aufgespannt. Das Deutsche Rote Kreuz versorgte nach eigenen Angaben an den drei
Tagen 142 Personen, die meisten wegen Kreislaufproblemen. Elf Menschen wurden in ein Krankenhaus gebracht.

"Die Besucherinnen und Besucher haben gut auf sich aufgepasst, und unsere Teams waren gut vorbereitet", sagte
der Geschäftsführer der Heilbronn Marketing GmbH. Man werde prüfen, ob die Wasserstellen im kommenden Jahr
dauerhaft eingeplant werden.

## Wenige Einsätze für die Polizei

Die Polizei zog ebenfalls eine überwiegend positive Bilanz. Bis Sonntagnacht registrierten die Beamten neun
Körperverletzungen, zwei Taschendiebstähle und mehrere Sachbeschädigungen. In der Nacht zum Sonntag wurde ein
19-Jähriger vorläufig festgenommen, nachdem er in der Fleiner Straße einen Security-Mitarbeiter angegriffen
haben soll.

Erstmals galt auf dem Festgelände ein Glasverbot. Getränke wurden nur in Pfandbechern ausgegeben. Nach Angaben
der Stadt sei dadurch deutlich weniger Müll angefallen, und es habe kaum Schnittverletzungen gegeben.

## Kritik an Lärm und Preisen

Nicht alle waren zufrieden. Anwohner der Innenstadt beschwerten sich über Lärm bis nach Mitternacht. Auf
Facebook und in Leserbriefen an diese Zeitung kritisierten zudem mehrere Besucher die Preise: Für ein Bier im
Halbliterbecher wurden an vielen Ständen 6,50 Euro verlangt, für eine Bratwurst bis zu 5 Euro.

Die Veranstalter verwiesen auf gestiegene Kosten für Personal, Sicherheit und Energie. Auf dem Festgelände
hatten zudem mehrere Vereine eigene Stände, deren Erlöse in die Jugendarbeit fließen.

Das nächste Stadtfest ist für das letzte Juniwochenende 2025 geplant.
''')

S(n=58, lang='en', tpl='substack', site='eastside', sec='Newsletter', author='Joel Park',
  date='2024-05-16 07:00', decl=True,
  h="Three things to know before Saturday's street market",
  body='''
The Eastside Street Market returns Saturday from 9 a.m. to 2 p.m. on Fifth Street between Oak and Division. A
few notes before you go:

- Fifth Street will be closed to cars from 7 a.m. until 4 p.m.
- Most vendors take cards this year, but bring a little cash for the bake sale.
- Dogs are welcome on a leash, but please keep them out of the food tent.

See you there.
''')

S(n=59, lang='en', tpl='tagdiv', site='metrowire', sec='Local', author='Staff Report',
  date='2024-08-07 09:35', decl=True,
  h='Water main break floods intersection, closes part of Grand Avenue',
  cap='Water covers the intersection of Grand Avenue and 14th Street on Wednesday morning.',
  credit='Reader photo',
  tags=['Water Main', 'Grand Avenue', 'Traffic'],
  body='''
A water main break flooded the intersection of Grand Avenue and 14th Street on Wednesday morning, closing two
blocks of Grand Avenue to traffic during the morning commute.

The Metro Water Authority said the 16-inch main, installed in 1952, ruptured around 6:15 a.m. Crews shut off
the water by 8 a.m., but about 300 customers were without service while repairs were underway.

Drivers should expect detours through Thursday.
''')

S(n=60, lang='en', tpl='drupal_city', var='d7', site='fairmont', sec='Finance', author='City of Fairmont',
  date='2024-05-15 11:00', decl=True,
  h='City Manager presents proposed Fiscal Year 2025 budget',
  tags=['Budget', 'Finance', 'City Council'],
  body='''
City Manager Karen Delgado presented the proposed Fiscal Year 2025 budget to the City Council at its regular
meeting on Tuesday, May 14. The proposed budget totals $148.6 million across all funds, including a General
Fund budget of $71.2 million, an increase of 3.8 percent over the current year.

The proposed budget maintains the current property tax rate of 61.2 cents per $100 of assessed value for the
fourth consecutive year. Because of rising property assessments, the average homeowner would see an increase
of approximately $46 in their annual city property tax bill.

"This budget reflects the priorities the Council and residents identified during our community engagement
process last fall: public safety, street maintenance and parks," Delgado said. "It also recognizes that costs
are rising for the City just as they are for households, and it makes careful choices to keep services strong
without raising the tax rate."

## Highlights of the proposed budget

- Funding for six additional firefighter positions to fully staff Fire Station 5 when it opens in early 2025.
- An increase of $1.1 million for street maintenance, bringing the total annual investment in pavement to $4.3 million.
- A 3 percent cost-of-living adjustment for city employees.
- Replacement of playground equipment at Riverside and Hillcrest parks.
- Expanded hours at the Eastside Branch Library, including Sunday afternoons.

## Utility rates

The proposed budget includes a 4 percent increase in water rates and a 3 percent increase in sewer rates to
fund required upgrades at the Wastewater Treatment Plant and the continued replacement of aging water mains.
For a typical residential customer using 5,000 gallons per month, the combined monthly bill would increase by
about $2.85.

Solid waste rates would remain unchanged.

## Public input

Residents are encouraged to review the proposed budget and provide comments. The full document is available
on the [Finance Department page](https://www.fairmontcity.gov/finance/budget) and at all branches of the
Fairmont Public Library.

The City Council will hold a public hearing on the proposed budget on Tuesday, June 4, at 6 p.m. in the
Council Chambers at City Hall. Residents who cannot attend may submit written comments to the City Clerk's
Office until noon on June 4. The Council is expected to adopt the budget on June 18. The new fiscal year
begins July 1.
''')
