"""Stories 9041-9060 (tech, culture, US local sites, German, French, Spanish and Italian dailies). All invented."""

STORIES = {}


def S(num, **kw):
    kw.setdefault('lang', 'en')
    kw.setdefault('dek', None)
    kw.setdefault('tags', [])
    STORIES[num] = kw


S(9041, kind='product news', section='Gear', date='2020-09-10T10:00',
  authors=[{'name': 'Kris Halvorsen'}],
  hed="Lumen's new e-reader adds warm lighting and USB-C for $129",
  lead=('The Lumen Glow 2.', 'Lumen'),
  tags=['E-readers', 'Lumen', 'Gadgets'],
  body='''
E-reader maker Lumen has announced the Lumen Glow 2, an update to its entry-level model that adds an adjustable warm front light and, finally, a USB-C port. It will cost $129 when it ships on October 1st, the same price as its predecessor.

The Glow 2 keeps the 6-inch, 300ppi E Ink display of the original, but the new front light lets you shift the color temperature from a cool white to a warm amber, which is easier on the eyes when reading at night. You can also schedule the change to happen automatically at sunset.

Lumen says battery life is rated at up to six weeks with half an hour of reading per day and wireless turned off, the same as last year's model. Storage is 8GB, enough for thousands of books.

The switch to USB-C is a welcome one. The original Glow was one of the last devices we'd tested that still used a micro-USB port, and the company says all of its e-readers will now use USB-C.

There are a few things missing. The Glow 2 still isn't waterproof, which is a feature you'll have to step up to the $199 Lumen Wave to get, and there's no support for audiobooks over Bluetooth.

Pre-orders open today on Lumen's website and at select retailers in the US, UK and Canada.
''')

S(9042, kind='product news', section='Smart Home', date='2021-04-12T13:30',
  authors=[{'name': 'Alex Morrow'}],
  hed='Thermly will stop supporting its first smart thermostat next year',
  lead=('The first-generation Thermly thermostat.', 'Thermly'),
  tags=['Smart home', 'Thermly', 'Thermostats'],
  body='''
Smart home company Thermly has announced it will end support for its first-generation thermostat on April 30th, 2022, meaning the devices will no longer connect to its app or receive software updates. The company says the thermostats will still work as basic, manually programmable thermostats after that date.

The original Thermly launched in 2014 and was one of the first connected thermostats to offer learning schedules and remote control from a phone. The company estimates that around 180,000 first-generation units are still in use.

In an email to customers, Thermly said that "the hardware in these early devices can no longer support the security standards and features our customers expect." Owners will be offered a 50 percent discount on the current Thermly 3, which normally costs $229.

That offer hasn't gone down well with everyone. On the company's community forum and on social media, many owners pointed out that their thermostats still work perfectly and argued that they paid a premium for connected features that are now being taken away.

"I bought this specifically because I could control it from my phone," one user wrote. "Now I'm being told to pay $115 to get back something I already paid for."

## A familiar problem

Thermly is far from the first smart home company to end support for older hardware. As connected devices age, companies face ongoing costs to maintain the cloud services, apps and security updates they rely on, and some have decided it isn't worth it for products that no longer generate revenue.

Consumer advocates have called for clearer rules on how long companies must support connected products, and for manufacturers to state a minimum support period at the time of sale.

"People don't expect a thermostat to become obsolete in seven years," said Nadine Cole, a policy analyst at the Digital Consumer Project. "When you buy one, you should know how long the smart features are guaranteed to last."

Thermly says it will continue to support its second-generation thermostat, released in 2017, "for the foreseeable future," but has not committed to a specific date.

## What owners can do

If you own a first-gen Thermly, it will keep heating and cooling your home after next April. You'll just lose the app, remote access, energy reports and voice assistant integration. Your existing schedule will stay on the device, and you can change it using the dial.

The discount code will be sent to the email address linked to each account and is valid until the end-of-support date.

[note] Update 4/12/21 5:20PM ET: A Thermly spokesperson told us the company will also offer owners the option of a $60 credit toward any other Thermly product if they don't want a new thermostat.
''')

S(9043, kind='feature', section='Food', date='2018-07-15T16:30',
  authors=[{'name': 'Rebecca Lind'}],
  hed='What happens to a small town when its only grocery store closes',
  dek='In rural America, the loss of a grocery store means longer drives, worse diets and a shrinking sense of community. Some towns are fighting back',
  lead=('The shuttered Hometown Market in Alder Creek, Kansas.', 'Rebecca Lind'),
  tags=['Rural America', 'Food deserts', 'Small business'],
  body='''
When the Hometown Market in Alder Creek, Kansas, closed its doors in January, it took with it more than a place to buy milk and bread. For the town's 900 residents, it was also the place where you ran into your neighbors, heard who was sick and who had a new grandchild, and picked up a casserole dish you'd left at the church supper.

"People don't realize how much happens in a grocery store until it's gone," said Linda Harmon, who worked at the store's checkout for 22 years. "It was the living room of this town."

Now the nearest full-service grocery store is 31 miles away, in a larger town down the highway. For many residents, especially older ones, that's a long drive to make for fresh produce \u2014 and a trip many simply don't make as often as they should.

Alder Creek is one of hundreds of small towns across rural America that have lost their grocery stores in recent decades, as populations have declined, dollar stores and big-box retailers have expanded, and independent grocers have struggled with thin margins and rising costs.

## The economics of a small-town grocery

Running a grocery store is a tough business anywhere. Profit margins in the industry typically run between 1 and 3 percent, and small independent stores lack the purchasing power of large chains.

In rural areas, the challenges are compounded. Wholesalers often require minimum orders that small stores struggle to meet. Delivery trucks may come only once a week. And as populations shrink, so does the customer base.

"The math gets harder every year," said Dale Pruett, who owned the Hometown Market for 16 years before retiring and failing to find a buyer. "You've got fewer customers, higher costs and a dollar store out on the highway selling the basics for less than you can buy them wholesale."

Researchers have documented the spread of discount variety stores into small towns, sometimes arriving in places where an independent grocer is already struggling. The stores sell a limited range of groceries, mostly packaged and shelf-stable, at low prices.

"A dollar store can be a real help to a family on a budget," said Dr. Karen Whitley, a rural sociologist at a Midwestern university. "But it isn't a grocery store. You're not going to find fresh vegetables, meat counters or a pharmacy."

## Food deserts and health

Public health researchers have long studied the link between access to fresh food and diet-related illness. Communities without a nearby grocery store \u2014 often called food deserts \u2014 tend to have higher rates of obesity, diabetes and heart disease, though the causes are complex and involve income, education and habits as well as geography.

In Alder Creek, residents say the store's closure has already changed how they eat.

"I used to pick up fresh fruit a couple times a week," said Earl Vance, 79, a retired farmer who no longer drives long distances. "Now my daughter brings groceries when she visits on Sundays, and I eat a lot more out of cans the rest of the week."

The town's only other food sources are a convenience store at the gas station and a small cafe open for breakfast and lunch.

## Towns fighting back

Some communities have found ways to keep or reopen their stores. Across the Plains, a handful of towns have turned to community-owned grocery stores, in which residents buy shares to fund the store and elect a board to run it.

In one Nebraska town about the size of Alder Creek, residents raised more than $300,000 by selling shares at $100 each to reopen a shuttered grocery store five years ago. The store now employs 11 people and breaks even most years.

"Nobody's getting rich," said the store's manager, who asked that the town not be named to avoid being overwhelmed with calls from other communities. "But that was never the point. The point was to have a store."

Other towns have turned to municipal ownership, with the city buying the building and leasing it to an operator at low cost. Some states have created loan funds and grants to help rural grocers upgrade equipment or cover startup costs.

## A new plan in Alder Creek

In Alder Creek, a group of residents has formed a committee to explore a cooperative. They have held two public meetings, each attended by more than 100 people, and have begun surveying residents about what they would buy and how much they would invest.

"We've got the building, we've got the shelves and coolers still sitting there," said Linda Harmon, who is on the committee. "What we need is enough people willing to put some money in and promise to shop there."

The committee hopes to launch a share drive in the fall, with a goal of reopening the store within a year.

Pruett, the former owner, said he would like nothing more. "I'd sell them the equipment for next to nothing," he said. "I'd rather see those lights back on than make a dime off it."
''')

S(9044, kind='explainer', section='Culture', date='2021-11-09T05:45',
  authors=[{'name': 'Colin Fairweather'}],
  hed='Why your streaming bill keeps going up',
  dek="After years of cheap subscriptions, services are raising prices and cracking down on password sharing. Analysts say the era of easy growth is over",
  lead=('A television remote in front of a streaming menu.', 'Getty Images'),
  tags=['Streaming', 'Television', 'Media'],
  body='''
If your monthly streaming bill seems higher than it was a couple of years ago, you're not imagining it.

Over the past 18 months, several of the biggest video streaming services have raised their prices, some more than once. At the same time, the number of services has multiplied, and many viewers now pay for three, four or more to keep up with the shows they want to watch.

A survey of 1,500 U.S. households conducted last month by the research firm Brightline Insights found that the average household spends $47 a month on video streaming subscriptions, up from $31 two years earlier.

"The early pitch of streaming was that it was the cheap alternative to cable," said Dana Kirsch, a media analyst at Brightline. "For a lot of people, that's no longer true."

## The end of the growth-at-all-costs era

For much of the last decade, streaming companies focused on signing up as many subscribers as possible, often by keeping prices low and spending heavily on original programming.

That strategy is changing. With subscriber growth slowing in the U.S. as most households that want streaming already have it, companies are under pressure from investors to show they can make money from the customers they have.

"Wall Street used to reward subscriber numbers above everything," said Kirsch. "Now the question is: how much revenue are you making per subscriber, and are you profitable?"

Raising prices is the most direct way to increase that revenue. Services are also introducing cheaper tiers that include advertising, which let them earn money from ads while keeping a lower entry price.

## Content costs

Companies say rising prices reflect the cost of making the shows and movies subscribers want. Production budgets for high-end series have soared, with some episodes costing as much as a feature film.

Competition for talent and for licensed content has also increased, as more companies have launched their own services and pulled their shows from rivals.

## What viewers can do

Analysts say many consumers are adapting by "churning" \u2014 subscribing to a service for a month or two to watch a particular show, then canceling and moving on to another.

"The smartest viewers treat streaming like a rotation, not a collection," said Kirsch. "There's no reason to pay for five services all year if you only watch one at a time."

Some households are also returning to free, ad-supported streaming services, which offer older movies and TV shows at no cost.

Whether the price increases will drive away subscribers remains to be seen. So far, analysts say, most customers have grumbled but stayed.

"People complain, but they don't cancel," said Kirsch. "At least not yet."
''')

S(9045, kind='planning', section='Nelson County', date='2021-06-03T19:20',
  authors=[{'name': 'Dwight Coleman'}],
  hed='Planning board approves $48 million bourbon warehouse expansion near Bardstown',
  lead=('Barrel warehouses, known as rickhouses, in Nelson County.', 'Bluegrass Beacon file photo'),
  tags=['Bourbon', 'Nelson County', 'Planning and Zoning'],
  body='''
The county's joint planning commission on Tuesday approved plans for a $48 million expansion of a bourbon distillery's warehouse campus north of Bardstown, clearing the way for six new rickhouses that together will hold about 330,000 barrels.

Old Cumberland Distilling Co. plans to build the warehouses on a 140-acre tract along Highway 245 that it bought last year. The first two buildings are expected to be completed by the end of 2022.

The company says the project will create 25 full-time jobs.

Several neighbors spoke against the plan at Tuesday's meeting, raising concerns about truck traffic and the black "whiskey fungus" that can grow on buildings, trees and cars near aging warehouses.

"We've got it on our siding and our deck already, and that's from warehouses two miles away," said Carol Haydon, who lives on a farm adjoining the site. "Six more is going to make it a lot worse."

Company officials said they would plant a buffer of trees along the property line and route trucks away from residential roads. The commission added a condition requiring a traffic study before the third warehouse is built.

The plan now goes to the county's fiscal court for a zoning change.
''')

S(9046, kind='obituary', section='Obituaries', date='2019-11-18T09:00',
  authors=[{'name': 'Staff Report', 'person': False}],
  hed='Obituary: Marjorie Ellen Tate, 1934\u20132019',
  lead=('Marjorie Ellen Tate', 'Family photo'),
  tags=['Obituaries', 'Richmond'],
  body='''
Marjorie Ellen Tate, 85, of Richmond, passed away peacefully on Friday, November 15, 2019, at home surrounded by her family.

Born May 2, 1934, in Berea to the late Harold and Edna Combs, she taught third grade in Madison County schools for 31 years and was a lifelong member of First Christian Church, where she sang in the choir.

She is survived by her husband of 62 years, Robert Tate; two daughters, Linda (Mark) Fields and Susan Tate; four grandchildren; and two great-grandchildren.

Visitation will be held from 4 to 8 p.m. Tuesday at Whitlow & Sons Funeral Home, with the funeral at 11 a.m. Wednesday. Memorial contributions may be made to the county public library.
''')

S(9047, kind='county board', section='Local News', date='2018-08-14T08:30',
  authors=[{'name': 'Kathy Brandt'}], role='Courier Staff Writer',
  hed='Supervisors approve $386,000 courthouse roof repair',
  lead=('The Cedar County Courthouse in Tipton.', 'Courier photo'),
  tags=['Board of Supervisors', 'Courthouse'],
  body='''
The Cedar County Board of Supervisors on Monday approved a $386,000 contract to replace the roof and repair water-damaged stonework at the county courthouse in Tipton.

The contract went to Hawkeye Roofing & Restoration of Cedar Rapids, the lower of two bidders. Work is expected to begin in September and be completed before the end of November, weather permitting.

Courthouse maintenance supervisor Gary Eckhardt told the board that leaks around the dome had worsened this spring, with water stains appearing on the ceiling of the second-floor courtroom.

"Every time we get a hard rain, we're putting buckets out," Eckhardt said. "We've patched it as long as we can."

The project will be paid for from the county's local option sales tax fund, which had a balance of about $1.1 million at the end of the fiscal year, county auditor Diane Schroeder said.

Supervisor Jon Bixby said the courthouse, which is more than a century old, is one of the most recognizable buildings in the county and that the board has an obligation to maintain it.

"It's the most important building we own," Bixby said. "If we let the roof go, we're going to be paying a lot more than this to fix what's underneath."

Courthouse offices will remain open during construction, though some parking on the north side of the building will be closed.
''')

S(9048, kind='police brief', section='Public Safety', date='2018-03-06T07:45',
  authors=[{'name': 'Courier Staff', 'person': False}],
  hed='Tipton man charged after chase reaching 100 mph',
  lead=None,
  tags=['Sheriff', 'Arrests'],
  body='''
A Tipton man faces multiple charges after leading Cedar County deputies on a pursuit that reached speeds of more than 100 mph Saturday night, according to the sheriff's office.

Deputies attempted to stop a vehicle for speeding on Highway 38 north of Tipton at about 10:45 p.m. The driver, identified as Kyle J. Strasser, 24, did not stop and led deputies on a chase of about 12 miles before the vehicle entered a ditch near Stanwood.

Strasser was taken into custody without further incident. He was charged with eluding, driving while barred and reckless driving.

No one was injured.
''')

S(9049, kind='schools', section='Schools', date='2018-01-24T22:15',
  authors=[{'name': 'Ed Morrissey'}],
  hed='School committee debates later start times for Pawtucket high schools',
  lead=None,
  tags=['Schools', 'School Committee'],
  body='''
The Pawtucket School Committee heard more than two hours of public comment Tuesday night on a proposal to push back the start of the school day at the city's two high schools, with parents, students and teachers divided over whether the change is worth the disruption.

Under the proposal presented by Superintendent Maria Santos, Shea and Tolman high schools would start at 8:30 a.m. instead of 7:20 a.m. beginning in the fall. Elementary schools would start earlier, at 7:50 a.m., so the district could keep using the same buses.

Santos told the committee that research on adolescent sleep strongly supports later start times for teenagers.

"Our high school students are being asked to be alert and learning at an hour when their bodies are telling them to be asleep," she said. "We see it in attendance, we see it in first-period grades, and we see it in how many kids are falling asleep at their desks."

Several students who spoke agreed. "I leave my house at 6:40 to catch the bus," said Tolman junior Ana Pires. "By the time I get to first period, I'm not really there."

But many parents of younger children raised concerns about the earlier elementary start. Some said they would need to arrange child care before school, and others worried about young children waiting at bus stops in the dark during winter months.

"I understand the science, I really do," said Kevin Doyle, who has children in second and fifth grade. "But you're solving one problem by creating another one for families with little kids."

Teachers' union president Joanne Ferreira said members had mixed views. High school teachers generally supported the change, she said, while elementary teachers worried about earlier mornings and after-school programs that would end before many parents finished work.

The later dismissal would also affect high school athletics, with some teams forced to leave class early for away games, athletic director Mike Costa said.

Committee members did not vote Tuesday. Chairwoman Denise Lafleur said the committee would hold a second hearing next month and expected to make a decision by March so families had time to plan.

"This is a big change for a lot of households, and we owe it to people to get it right," she said.

The district has posted the full proposal and a survey on its website. The survey is open until Feb. 15.
''')

S(9050, kind='community', section='Environment', date='2017-09-23T18:40',
  authors=[{'name': 'Ed Morrissey'}],
  hed='Blackstone River cleanup draws 300 volunteers, 4 tons of trash',
  lead=None,
  tags=['Blackstone River', 'Volunteers'],
  body='''
More than 300 volunteers spent Saturday morning pulling tires, shopping carts and bags of litter from the banks of the Blackstone River, in what organizers said was the largest cleanup on the Pawtucket stretch of the river in a decade.

Volunteers working from eight sites between the Slater Mill dam and the Central Falls line collected an estimated four tons of trash, including 61 tires, 14 shopping carts, a mattress and a rusted motor scooter, according to the Blackstone River Friends, which organized the event.

"Every year people ask, is there really still that much out there? And every year the answer is yes," said the group's president, Teresa Amaral. "But the river is so much cleaner than it was when I was a kid. You can see fish now. People are kayaking."

The cleanup drew families, scout troops, students from local high schools and employees from several Pawtucket businesses. The city's public works department provided trucks and dumpsters.

Volunteer Jim Beaulieu, 67, said he remembered when the river ran different colors depending on what the mills upstream were dyeing that day.

"It was a sewer when I was growing up," he said. "Now my grandkids are down here pulling trash out of it. That's progress."

Organizers plan a second cleanup in the spring.
''')

S(9051, kind='municipal', section='Regional News', date='2021-04-12T17:10',
  authors=[{'name': 'Jim Carver'}],
  hed='Kennebec towns weigh shared ambulance service as costs climb',
  dek='Five towns say they can no longer staff and pay for separate services; a regional model could cost residents more but cut response times',
  lead=('An ambulance leaves the Winslow public safety building.', 'Kennebec Record'),
  tags=['EMS', 'Town Government', 'Winslow'],
  body='''
Select boards in five towns north of Augusta are considering merging their ambulance services into a single regional agency, saying they can no longer find enough paramedics or afford to run separate services as call volumes rise.

Under a proposal presented at a joint meeting in Winslow last week, Benton, Clinton, Vassalboro, Winslow and China would form a new regional ambulance district with its own board, budget and staff. The district would operate three ambulances around the clock from stations in Winslow, China and Clinton.

The proposal was developed over the past year by a working group of town managers, fire chiefs and ambulance directors, with help from a consultant hired with a state grant.

"We've reached the point where every town is competing for the same handful of paramedics," said Erin Dube, a town manager who chaired the working group. "We're poaching each other's staff, paying overtime nobody can afford, and still missing shifts. Doing this together is the only way we see to keep service in every town."

## Missed calls and long waits

The working group's report found that ambulance services in the five towns were unable to respond to about 11 percent of calls last year because no crew was available. In those cases, a neighboring service or a private ambulance from Waterville or Augusta had to respond, adding an average of 14 minutes to response times.

Call volumes have risen by about 30 percent over the past decade, driven largely by an aging population, the report said.

Meanwhile, the number of licensed emergency medical technicians and paramedics in the area has fallen. Several small services that once relied on volunteers now have to pay staff for every shift.

"The volunteer model that built rural EMS in Maine is mostly gone," said fire chief Wayne Doucette. "People don't have the time they used to, and the training requirements are much higher. You can't run an ambulance on goodwill anymore."

## What it would cost

The consultant estimated the regional service would cost about $3.2 million a year to operate, compared with about $2.6 million the five towns currently spend combined. Part of the difference would be covered by billing insurers and patients for transports, which some of the current services do inconsistently.

Each town's share of the remaining cost would be based on a formula that combines population, property valuation and the number of calls from that town. Under the draft formula, Winslow would pay the largest share, about 38 percent.

For a home valued at $200,000, the estimated increase in property taxes would range from about $35 a year in Winslow to about $90 a year in Benton, according to the report.

Some residents at last week's meeting balked at those numbers.

"We're being asked to pay more for a service we've already got," said Benton resident Arthur Pelletier. "Nobody's shown me why Benton should pay more so Winslow gets a better ambulance."

Supporters countered that the current system's costs were hidden in overtime and missed calls.

"The service we've got isn't there 11 percent of the time," said Vassalboro resident Linda Crowell, a retired nurse. "If it's your heart attack, that's not an abstract number."

## Governance questions

The proposal would create a board with two representatives from each town, and major decisions, including the annual budget, would require approval by a majority of the towns. Any town could withdraw after five years with two years' notice.

Several select board members said they wanted more detail on how the board would handle disagreements between larger and smaller towns, and on what would happen to existing ambulances, equipment and staff.

The working group recommends that the new district buy existing vehicles from the towns at their depreciated value and offer jobs to all current full-time staff.

## Next steps

Each town's select board must vote on whether to send the proposal to voters. If all five agree, the question could appear on town meeting warrants in June, and the district could begin operating in July 2022.

Dube said the working group would hold additional public meetings in each town over the next month.

"Nobody wants to give up local control lightly," she said. "But the question we keep coming back to is simple: when somebody calls 911, will an ambulance come? Right now, too often, the answer is not fast enough."
''')

S(9052, kind='community', section='Community', date='2019-09-20T11:00',
  authors=[{'name': 'Sarah Quimby'}],
  hed='Bookmobile back on the road after six months of repairs',
  lead=('The cooperative\u2019s bookmobile at a stop in Vassalboro.', 'Kennebec Record'),
  tags=['Libraries', 'Rural'],
  body='''
The Kennebec Valley Library Cooperative's bookmobile is back on its rural routes this week after spending six months in the shop for engine and transmission repairs.

The 2004 bookmobile, which carries about 3,000 books, DVDs and audiobooks, serves 22 stops in nine towns, including elementary schools, senior housing complexes and a handful of crossroads where residents are far from the nearest library.

Outreach librarian Heather Gagnon said patrons had been asking about the bookmobile almost daily since it broke down in March.

"For some of our regulars, this is their library," Gagnon said. "We have patrons in their 90s who've been borrowing from the bookmobile for decades."

While the bookmobile was out of service, library staff delivered requested items to some stops using a borrowed van.

The repairs cost about $28,000, paid for with a combination of cooperative funds and donations from a local credit union and a Rotary club.

Gagnon said the cooperative has begun saving for a replacement vehicle, which could cost more than $200,000. The updated schedule of stops is available at member libraries and on the cooperative's website.
''')

S(9053, lang='de', kind='Polizeimeldung', section='Hamburg', date='2018-03-15T21:34',
  authors=[{'name': 'Jan Köhler'}],
  hed='Geisterfahrer rast über die A7 – Polizei stoppt 81-Jährigen',
  lead=('Die A7 bei Hamburg-Stellingen (Archivbild)', 'Foto: Picture Alliance'),
  tags=['Hamburg', 'Polizei', 'A7'],
  body='''
Hamburg – Schrecksekunden auf der A7! Ein 81 Jahre alter Autofahrer ist am Donnerstagabend mehrere Kilometer in falscher Richtung über die Autobahn gefahren.

Nach Angaben der Polizei fuhr der Mann gegen 19.40 Uhr an der Anschlussstelle Stellingen auf – allerdings in die falsche Richtung. Mehrere Autofahrer wählten den Notruf.

Einer Streifenwagenbesatzung gelang es nach rund vier Kilometern, den Wagen zu stoppen. Verletzt wurde niemand.

„Der Mann wirkte orientierungslos“, sagte ein Polizeisprecher. Die Beamten stellten seinen Führerschein sicher. Gegen ihn wird wegen Gefährdung des Straßenverkehrs ermittelt.
''')

S(9054, lang='de', kind='Verbraucher', section='Geld', date='2021-11-03T06:12',
  authors=[{'name': 'Sabine Wolters'}],
  hed='Preisschock beim Bäcker: Darum werden Brötchen immer teurer',
  lead=('Frische Brötchen in einer Hamburger Bäckerei', 'Foto: Knall'),
  tags=['Preise', 'Inflation', 'Bäcker'],
  body='''
Das Frühstück wird zum Luxus! Wer morgens beim Bäcker seine Brötchen holt, muss in diesem Herbst tiefer in die Tasche greifen. In vielen Bäckereien kostet ein einfaches Brötchen inzwischen 40 Cent und mehr – vor zwei Jahren waren es oft noch 30 Cent.

KNALL erklärt, warum die Preise steigen – und ob es noch teurer wird.

## Mehl, Strom, Personal

Die Bäcker kämpfen gleich an mehreren Fronten. Der Preis für Weizenmehl ist nach Angaben von Branchenvertretern seit dem Frühjahr um rund ein Drittel gestiegen. Auch Energie ist deutlich teurer geworden – und Backöfen brauchen viel Strom und Gas.

„Unsere Energierechnung hat sich fast verdoppelt“, sagt Bäckermeister Uwe Kessler (54), der in Hamburg-Eimsbüttel drei Filialen betreibt. „Irgendwann muss ich das an die Kunden weitergeben, sonst kann ich zumachen.“

Dazu kommen höhere Löhne. Viele Betriebe finden kaum noch Fachkräfte und müssen mehr zahlen, um Verkäuferinnen und Bäcker zu halten.

[insta] baeckerei_kessler_hh|Ab Montag gelten bei uns leider neue Preise. Danke, dass ihr uns trotzdem die Treue haltet! Eure Backstube aus Eimsbüttel

## Was kostet wo wie viel?

Die Preise unterscheiden sich je nach Region stark. In Großstädten wie Hamburg, München oder Frankfurt zahlen Kunden für ein Brötchen teils schon 50 Cent. Auf dem Land ist es oft noch günstiger.

- Normales Weizenbrötchen: 35 bis 50 Cent
- Körnerbrötchen: 60 bis 90 Cent
- Laugenbrezel: 70 Cent bis 1,20 Euro

## Wird es noch teurer?

Experten rechnen nicht mit einer schnellen Entspannung. „Die Kosten für Rohstoffe und Energie werden auch im kommenden Jahr hoch bleiben“, sagt Handelsexpertin Dr. Claudia Berger. „Viele Bäcker haben ihre Preise noch gar nicht vollständig angepasst.“

Für Kunden hat sie einen Tipp: „Brötchen vom Vortag sind oft deutlich günstiger – und aufgebacken schmecken sie fast wie frisch.“

Auch Supermärkte und Discounter mit Backstationen haben ihre Preise erhöht, liegen aber meist noch unter denen der Handwerksbäcker.

Bäckermeister Kessler hofft, dass seine Stammkunden ihm treu bleiben. „Die meisten verstehen das“, sagt er. „Aber natürlich gibt es auch welche, die jetzt nur noch am Wochenende kommen.“
''')

S(9055, lang='fr', kind='fait divers', section='Seine-Saint-Denis', date='2019-05-14T13:42',
  authors=[{'name': 'Julien Marchetti'}],
  hed='Seine-Saint-Denis : la piscine de Bondy fermée après une fuite de chlore, huit enfants pris en charge',
  dek='Les enfants, qui participaient à un cours de natation scolaire, ont été incommodés par des émanations mardi matin.',
  lead=('La piscine municipale de Bondy, mardi.', 'LF/J.M.'),
  tags=['Bondy', 'Seine-Saint-Denis', 'Piscine'],
  body='''
La piscine municipale de Bondy restera fermée jusqu'à nouvel ordre. Mardi matin, une fuite de chlore s'est produite dans le local technique de l'établissement, alors qu'une classe de CE2 participait à un cours de natation.

Huit enfants, âgés de 8 et 9 ans, ont été incommodés par les émanations et pris en charge par les sapeurs-pompiers. Ils souffraient d'irritations des yeux et de la gorge. Cinq d'entre eux ont été transportés à l'hôpital par précaution, selon la préfecture. Leurs jours ne sont pas en danger.

« On a senti une odeur très forte, les enfants ont commencé à tousser », raconte une accompagnatrice. « Les maîtres-nageurs ont tout de suite fait sortir tout le monde. »

Au total, une quarantaine de personnes ont été évacuées. Une cellule d'urgence médico-psychologique a été mise en place pour les élèves et leurs familles.

Selon la mairie, la fuite serait due à une défaillance du système de dosage automatique du chlore, installé il y a deux ans. Une enquête a été ouverte pour déterminer les causes exactes de l'incident.

« La sécurité des enfants est notre priorité absolue. La piscine ne rouvrira qu'après une vérification complète des installations », a indiqué l'adjoint au maire chargé des sports.
''')

S(9056, lang='fr', kind='reportage', section='Paris', date='2020-02-09T07:00',
  authors=[{'name': 'Claire Dumas'}],
  hed='Paris : les marchés alimentaires peinent à trouver de nouveaux commerçants',
  dek='Dans plusieurs arrondissements, des emplacements restent vides faute de candidats. Horaires contraignants, coûts, pénibilité : les commerçants non sédentaires se font rares.',
  lead=('Patrick Moreau installe son étal boulevard de Belleville, à 6 heures du matin.', 'LF/Claire Dumas'),
  tags=['Paris', 'Commerce', 'Marchés'],
  body='''
Il est 6 heures, boulevard de Belleville, et Patrick Moreau monte déjà son étal de fruits et légumes sous les lampadaires. À 62 ans, dont quarante passés sur les marchés parisiens, il connaît chaque geste par cœur. « Les barres, la bâche, les cagettes, la balance. Je pourrais le faire les yeux fermés », sourit-il.

Mais autour de lui, plusieurs emplacements sont vides. « Il y a dix ans, on se battait pour avoir une place ici. Aujourd'hui, il y a des trous partout. Les anciens partent à la retraite et personne ne reprend. »

Le constat est partagé dans de nombreux marchés de la capitale. Sur les quelque 70 marchés alimentaires découverts et couverts que compte Paris, plusieurs peinent à renouveler leurs commerçants, notamment dans les métiers de bouche traditionnels : bouchers, poissonniers, fromagers.

## Des journées de quinze heures

Le métier de commerçant non sédentaire reste exigeant. Lever à 3 heures pour aller s'approvisionner à Rungis, montage de l'étal avant l'aube, vente jusqu'en début d'après-midi, démontage, puis retour au dépôt. « Quand on compte tout, ce sont des journées de quinze heures, par tous les temps », explique Karim Benali, poissonnier sur trois marchés du 19e et du 20e arrondissement.

Le froid en hiver, la chaleur en été, le poids des marchandises : beaucoup de jeunes renoncent. « J'ai formé deux apprentis ces dernières années. Ils sont partis tous les deux, l'un dans la grande distribution, l'autre dans la livraison », regrette-t-il.

À cela s'ajoutent les coûts. Un camion réfrigéré, un étal aux normes, les droits de place, l'assurance : s'installer représente un investissement important, sans garantie de clientèle.

## Une concurrence accrue

Les commerçants évoquent aussi l'évolution des habitudes de consommation. Les supérettes ouvertes tard le soir, la livraison à domicile et les courses en ligne ont détourné une partie de la clientèle, notamment les actifs.

« Le samedi, ça marche encore très bien. Mais le mardi ou le jeudi matin, on voit surtout des retraités », observe Patrick Moreau. « Les jeunes couples viennent le week-end, pour le plaisir. Le reste de la semaine, ils font leurs courses sur leur téléphone. »

Pour autant, les marchés gardent une place à part dans la vie des quartiers. « Ici, on connaît les gens, on discute, on donne des recettes, raconte une fromagère du marché d'Aligre. Ce n'est pas seulement du commerce, c'est du lien. »

## La Ville cherche des solutions

La mairie de Paris, qui gère les marchés par l'intermédiaire de concessionnaires, affirme avoir conscience du problème. Elle a récemment lancé des appels à candidatures pour des emplacements vacants et réfléchit à des mesures pour attirer de nouveaux profils.

Parmi les pistes évoquées : des droits de place réduits pour les nouveaux installés pendant les premières années, des emplacements réservés aux producteurs franciliens, ou encore des horaires élargis sur certains marchés, l'après-midi ou en soirée, pour toucher une clientèle qui travaille.

« Les marchés font partie de l'identité de Paris. Nous voulons qu'ils restent vivants et accessibles à tous », indique un élu chargé du commerce.

Certains marchés expérimentent déjà des formules nouvelles. Dans le 14e arrondissement, un marché de fin d'après-midi, le mercredi, attire une clientèle plus jeune, avec des stands de producteurs, de cuisine de rue et de produits bio.

## Transmettre avant de partir

Pour les commerçants proches de la retraite, la question de la transmission est cruciale. Beaucoup aimeraient céder leur emplacement et leur clientèle à un successeur, mais les candidats sont rares.

Des dispositifs d'accompagnement existent pour faciliter ces reprises, avec des formations et une mise en relation entre cédants et repreneurs.

Sophie Lambert, 31 ans, en a profité. Ancienne cadre dans une agence de communication, elle a repris il y a un an l'étal de fromages d'un commerçant parti à la retraite, sur deux marchés du 15e arrondissement.

« J'avais besoin de sens, de concret. Les débuts ont été très durs physiquement, je ne vais pas mentir. Mais je ne regrette rien », confie-t-elle. « Les clients m'ont adoptée très vite. Certains viennent me voir depuis vingt ans, ils venaient déjà chez mon prédécesseur. »

Boulevard de Belleville, Patrick Moreau a lui aussi commencé à chercher un repreneur. « Je voudrais que quelqu'un continue. Ce serait dommage que ma place devienne un trou de plus. » En attendant, il remballe ses cagettes, comme chaque jour, vers 14 heures.
''')

S(9057, lang='es', kind='movilidad', section='Girona', date='2019-03-09T06:00',
  authors=[{'name': 'Marta Puig'}],
  hed='Girona restringirá el acceso de autocares turísticos al Barri Vell a partir de junio',
  dek='Los autobuses tendrán que dejar a los pasajeros en dos nuevas zonas fuera del centro histórico para reducir la congestión',
  lead=('Autocares estacionados junto al río Onyar, en Girona.', 'Pere Duran'),
  tags=['Girona', 'Turismo', 'Movilidad'],
  body='''
El Ayuntamiento de Girona prohibirá a partir del 1 de junio que los autocares turísticos accedan a las calles que rodean el Barri Vell, el casco antiguo de la ciudad, y obligará a las empresas a dejar a los pasajeros en dos nuevas zonas habilitadas fuera del centro histórico.

La medida, aprobada el jueves por la junta de gobierno local, pretende reducir la congestión y las emisiones en una zona que en temporada alta recibe más de 60 autocares al día, según datos municipales.

Hasta ahora, los vehículos podían detenerse en varias paradas junto al río Onyar y en la plaza de Catalunya, lo que provocaba colas y problemas de circulación en horas punta.

"El centro histórico no puede seguir funcionando como una terminal de autobuses", afirmó la teniente de alcalde de Movilidad, Núria Vidal. "Queremos que los visitantes sigan viniendo, pero de una manera compatible con la vida de los vecinos."

## Dos nuevas zonas de descarga

Las nuevas zonas de parada estarán situadas junto a la estación de tren y en el aparcamiento de la Devesa, a unos diez y quince minutos a pie del casco antiguo, respectivamente. Cada una tendrá capacidad para ocho autocares a la vez y contará con personal informativo durante los fines de semana.

Los autocares podrán permanecer un máximo de quince minutos en las zonas de descarga y deberán estacionar después en un aparcamiento de larga estancia en las afueras.

El Ayuntamiento aplicará una tasa de 20 euros por cada parada, que se destinará al mantenimiento de las nuevas instalaciones.

## Críticas del sector

Las empresas de autocares y algunas agencias de viajes han mostrado su rechazo. La asociación que agrupa a los transportistas de viajeros de la provincia considera que la medida perjudicará a los visitantes con movilidad reducida y a los grupos de personas mayores.

"Hay turistas de 80 años que no pueden caminar quince minutos, y menos en verano", señaló su portavoz, Jordi Ferrer. "Pedimos al menos una parada accesible más cerca del centro."

El Ayuntamiento asegura que habrá un servicio de lanzadera adaptado para quienes lo necesiten.

Los comerciantes del Barri Vell, en cambio, se muestran divididos. Algunos temen perder clientes, mientras que otros creen que la medida mejorará la experiencia de los visitantes.

"Cuando llegan seis autocares a la vez, las calles se colapsan y la gente ni siquiera entra en las tiendas", explica Anna Soler, propietaria de una librería en la calle de la Força. "Si llegan más repartidos, puede ser mejor para todos."

La medida se revisará al final de la temporada turística.
''')

S(9058, lang='es', kind='sucesos', section='Sabadell', date='2020-01-22T08:15',
  authors=[{'name': 'Albert Roca'}],
  hed='Un incendio obliga a desalojar a 40 vecinos de un edificio en Sabadell',
  lead=('Los bomberos, durante la extinción del incendio en la Creu Alta.', 'Bombers'),
  tags=['Sabadell', 'Incendios', 'Sucesos'],
  body='''
Un incendio declarado la madrugada de este miércoles en un edificio de viviendas del barrio de la Creu Alta de Sabadell obligó a desalojar a unos 40 vecinos, según informaron los bomberos.

El fuego se originó hacia las 3.20 horas en un piso de la tercera planta, por causas que todavía se investigan, y el humo se extendió rápidamente por la escalera del inmueble, de seis plantas.

Ocho dotaciones de bomberos trabajaron en la extinción y rescataron a varias personas que no podían salir por la escalera, entre ellas una mujer de 86 años. Los servicios de emergencias atendieron a cinco vecinos por inhalación de humo, dos de los cuales fueron trasladados al hospital en estado leve.

"Nos despertaron los gritos y el olor a humo. Cuando abrimos la puerta no se veía nada", explicó uno de los residentes.

El Ayuntamiento habilitó un espacio en un centro cívico cercano para atender a los afectados. La mayoría pudo regresar a sus viviendas a media mañana, excepto los residentes de la planta afectada y de la superior, que fueron realojados por familiares o en un hotel.

La policía ha abierto una investigación para esclarecer las causas del incendio.
''')

S(9059, lang='it', kind='inchiesta', section='Cronaca', date='2019-10-12T08:00',
  authors=[{'name': 'Francesca Rinaldi'}],
  hed='Il ponte chiuso che divide la valle: un anno di deviazioni per i pendolari',
  dek='Dalla chiusura del ponte sul torrente, migliaia di persone percorrono ogni giorno 40 chilometri in più. Tra finanziamenti incompleti e rimpalli di responsabilità, i lavori non sono ancora partiti.',
  lead=('Le transenne sul ponte di San Vittore, chiuso da un anno.', 'Il Punto Quotidiano / F.R.'),
  tags=['Infrastrutture', 'Pendolari', 'Ponti'],
  body='''
Ogni mattina alle 6.15 Giuseppe Ferrari esce di casa a Castione, sale in macchina e guida per cinquanta minuti per arrivare alla fabbrica dove lavora, a Ponte Alto. Fino a un anno fa ne impiegava quindici. "Il paese è lo stesso, la fabbrica è la stessa. Solo che in mezzo non c'è più il ponte", racconta.

Il ponte di San Vittore, l'unico attraversamento del torrente Lesina nel raggio di oltre venti chilometri, è chiuso dall'ottobre dello scorso anno, quando un'ispezione ha rilevato gravi lesioni in due piloni. Da allora, per passare da una sponda all'altra della valle, automobili, camion e autobus devono risalire fino al ponte successivo e poi ridiscendere: una deviazione di circa 40 chilometri tra andata e ritorno.

A un anno di distanza, i lavori di demolizione e ricostruzione non sono ancora cominciati.

## Una valle spezzata in due

Le conseguenze si sentono ovunque. Le aziende lamentano costi di trasporto aumentati e ritardi nelle consegne. I commercianti del centro di Castione, che prima vivevano anche dei clienti dell'altra sponda, parlano di incassi dimezzati. Gli studenti delle superiori, che frequentano gli istituti di Ponte Alto, si svegliano un'ora prima.

"Abbiamo perso il trenta per cento dei clienti", dice Lucia Bertolini, titolare di una panetteria in piazza. "La gente dell'altra parte non viene più. Per loro adesso siamo lontani."

Anche i servizi di emergenza hanno dovuto riorganizzarsi. Per garantire tempi di intervento accettabili, è stata posizionata un'ambulanza in più sulla sponda destra del torrente, in un locale messo a disposizione dal Comune.

"All'inizio avevamo paura che qualcuno morisse in ambulanza per colpa di quei chilometri in più", ammette il sindaco di Castione, Marco Zanetti. "Per fortuna finora non è successo, ma non possiamo vivere con questa paura."

## Il rimpallo delle competenze

Il ponte è di proprietà della Provincia, che ne ha disposto la chiusura dopo la verifica. Ma la Provincia, spiegano i suoi tecnici, non dispone delle risorse necessarie per un'opera che richiede circa 9 milioni di euro.

Dopo mesi di trattative, la Regione ha stanziato 6 milioni, mentre il resto dovrebbe arrivare da un fondo statale per la messa in sicurezza delle infrastrutture. Ma il finanziamento statale non è ancora stato formalmente assegnato, e senza la copertura completa la gara d'appalto non può partire.

"È un gioco dell'oca in cui si torna sempre alla casella di partenza", commenta Zanetti. "Ogni ente dice che la palla è nel campo di un altro. Intanto qui la gente paga, in tempo e in soldi."

Un dirigente della Provincia, che ha chiesto di non essere citato per nome, assicura che il progetto definitivo è pronto e che la gara potrà essere bandita "entro poche settimane dall'arrivo delle risorse". I lavori, una volta partiti, dovrebbero durare circa diciotto mesi.

## La passerella che non arriva

Nei mesi scorsi i sindaci della valle avevano chiesto la costruzione di una passerella provvisoria, almeno per pedoni e biciclette, che permettesse agli studenti e a chi lavora vicino al ponte di attraversare il torrente.

Il progetto, stimato in circa 400 mila euro, è stato però accantonato: secondo la Provincia, i tempi di autorizzazione sarebbero stati troppo lunghi rispetto a quelli della ricostruzione definitiva.

"Ci avevano detto che il ponte nuovo sarebbe arrivato presto, quindi la passerella non serviva", ricorda Elena Moretti, che guida il comitato dei pendolari nato dopo la chiusura. "È passato un anno. Se l'avessero fatta, oggi la useremmo da mesi."

Il comitato ha raccolto oltre 3.500 firme e ha organizzato due manifestazioni davanti alla sede della Provincia. A novembre i pendolari hanno in programma un corteo a piedi dalla vecchia strada fino alle transenne del ponte.

## Il conto della deviazione

Secondo una stima dell'associazione degli artigiani della zona, la deviazione costa alle imprese della valle circa 2 milioni di euro all'anno tra carburante, ore di lavoro perse e consegne in ritardo. Per una famiglia di pendolari, il costo aggiuntivo di carburante supera i 150 euro al mese.

Giuseppe Ferrari ha fatto i suoi conti. "Sono quasi duemila euro in un anno, solo di benzina. E non parlo del tempo: un'ora e mezza in più al giorno che non passo con i miei figli."

Quando gli si chiede se crede che il nuovo ponte arriverà presto, sorride. "Qui diciamo che ci crederò quando ci passerò sopra."
''')

S(9060, lang='it', kind='politica locale', section='Torino', date='2021-05-04T09:30',
  authors=[{'name': 'Luca Gallo'}],
  hed='Torino, via libera al piano per 80 chilometri di nuove piste ciclabili',
  dek='Il Consiglio comunale approva il progetto con 25 voti favorevoli. Le opposizioni: "Si tolgono parcheggi senza alternative"',
  lead=('Una pista ciclabile in corso Francia a Torino.', 'Foto di archivio'),
  tags=['Torino', 'Mobilità', 'Biciclette'],
  body='''
Il Consiglio comunale di Torino ha approvato lunedì sera il piano che prevede la realizzazione di circa 80 chilometri di nuove piste ciclabili entro il 2024, con l'obiettivo di collegare tutti i quartieri della città con una rete continua.

Il provvedimento è passato con 25 voti favorevoli e 13 contrari, al termine di un dibattito durato oltre quattro ore.

Il piano prevede corsie ciclabili protette lungo alcuni dei principali corsi cittadini, nuove "zone 30" nei quartieri residenziali e 2.000 nuovi posti per il parcheggio delle biciclette vicino alle stazioni e alle scuole.

"Torino ha tutte le caratteristiche per diventare una città ciclabile: è pianeggiante, compatta, con viali larghi", ha detto l'assessora alla Mobilità, Paola Ferrero, presentando il progetto in aula. "Dobbiamo dare a chi vuole usare la bicicletta la possibilità di farlo in sicurezza."

## I costi e i tempi

Il costo complessivo è stimato in 34 milioni di euro, coperti in parte da fondi europei e statali. I primi cantieri dovrebbero partire entro l'autunno, a cominciare dai collegamenti tra la periferia nord e il centro.

Secondo i dati del Comune, gli spostamenti in bicicletta in città sono aumentati di circa il 40 per cento nell'ultimo anno, complice anche la pandemia e gli incentivi per l'acquisto di bici ed e-bike.

## Le critiche

Le opposizioni hanno criticato soprattutto la riduzione dei posti auto. Secondo le stime dello stesso Comune, il piano comporterà l'eliminazione di circa 3.000 parcheggi su strada.

"Si tolgono parcheggi senza offrire alternative a chi l'auto la deve usare per lavoro", ha detto in aula un consigliere di minoranza. "Chi abita in periferia non può andare in ufficio in bicicletta con la pioggia e con due bambini da portare a scuola."

Critiche anche da alcune associazioni di commercianti, che temono ripercussioni sugli affari nelle vie interessate dai lavori.

Le associazioni ciclistiche hanno invece accolto con favore il voto, pur chiedendo tempi certi. "Il piano è buono, ma ne abbiamo visti tanti restare sulla carta", ha commentato Andrea Bosio, presidente di un'associazione di ciclisti urbani. "Adesso servono i cantieri."

Il Comune ha annunciato una serie di incontri nei quartieri per presentare i singoli progetti prima dell'avvio dei lavori.
''')
