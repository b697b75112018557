"""Stories 9001-9020 (US and UK national and business sites, US local TV). All invented."""

STORIES = {}


def S(num, **kw):
    kw.setdefault('lang', 'en')
    kw.setdefault('dek', None)
    kw.setdefault('tags', [])
    STORIES[num] = kw


S(9001, kind='wire brief', section='U.S.', date='2018-08-12T11:38',
  authors=[{'name': 'United Newswire', 'person': False}], wire='United Newswire',
  hed='Kayaker rescued after 14 hours clinging to channel marker off North Carolina coast',
  lead=('A Coast Guard helicopter crew over the Atlantic (file photo).', 'U.S. Coast Guard'),
  tags=['Coast Guard', 'North Carolina', 'Rescues'],
  body='''
WILMINGTON, N.C. (UNW) \u2014 A 52-year-old kayaker who spent more than 14 hours clinging to a channel marker off the North Carolina coast was rescued Sunday morning, the Coast Guard said.

The man, whose name was not released, had launched from a beach near Carolina Beach on Saturday afternoon and was reported missing by his wife shortly after 9 p.m., Petty Officer Dana Whitlock said.

A helicopter crew spotted him at about 7:30 a.m. roughly 3 miles offshore. He was hoisted aboard and taken to a hospital in Wilmington with symptoms of hypothermia.

"He did the right thing by staying with something that floats," Whitlock said.
''')

S(9002, kind='weather report', section='U.S.', date='2019-02-25T21:14',
  authors=[{'name': 'Jenna Carrow'}],
  hed='Hundreds of drivers stranded as winter storm shuts 180 miles of Interstate 80 in Wyoming',
  dek='Troopers went car to car overnight checking on motorists as wind gusts topped 70 mph',
  lead=('Trucks lined up on the shoulder of Interstate 80 near Laramie, Wyo., on Monday.', 'Wyoming Department of Transportation'),
  tags=['Winter Weather', 'Wyoming', 'Travel'],
  body='''
CHEYENNE, Wyo. \u2013 Hundreds of drivers spent the night in their vehicles or on the floors of truck stops across southern Wyoming after a fast-moving winter storm forced officials to close about 180 miles of Interstate 80 on Monday.

The Wyoming Department of Transportation shut both directions of the highway between Laramie and Rawlins shortly after 2 p.m., citing near-zero visibility, drifting snow and wind gusts that a weather station near Arlington clocked at 74 mph.

By evening, troopers with the Wyoming Highway Patrol were working their way along stretches of the interstate where traffic had stopped before the closure gates went down, checking on stranded motorists and handing out blankets and water.

"We had people in sedans with summer tires and no coats," said Sgt. Luis Ontiveros, a patrol spokesman. "Our priority overnight was making sure nobody ran out of fuel with the engine off and the temperature dropping."

[tweet] WYDOT_Alerts_|WYDOT Travel Alerts|I-80 CLOSED both directions between Laramie and Rawlins due to winter conditions. No unnecessary travel. Check back for updates.|February 25, 2019

## Truck stops fill up

At a travel center in Elk Mountain, manager Debbie Hollis said every parking space was taken by 4 p.m. and that drivers were sleeping in booths and along the walls of the store.

"We ran out of coffee cups around midnight and started using soup bowls," Hollis said. "Nobody complained. They were just glad to be inside."

Long-haul trucker Marcus Reed, who was hauling frozen vegetables from Nebraska to Utah, said he had been stuck at the same exit for 19 hours.

"You learn to carry extra food out here," Reed said. "But you never really plan on spending a whole day looking at the same snowbank."

[video] Drivers stranded on I-80 as Wyoming storm closes highway|1:42

The National Weather Service in Cheyenne said the storm dropped between 6 and 14 inches of snow across the area, but it was the wind, rather than the accumulation, that made travel impossible.

Meteorologist Ann Kessler said ground blizzard conditions, in which existing snow is lifted and blown across roads, can develop even after the snow stops falling.

"The sky can be blue overhead and you still can't see the hood of your car," Kessler said.

## Reopening expected Tuesday

Transportation officials said plows would work through the night and that they hoped to reopen the westbound lanes by late Tuesday morning, with the eastbound lanes to follow once wind speeds dropped below 40 mph.

The agency urged drivers to check its 511 service before setting out and warned that the closure could be extended if a second band of snow arrived as forecast on Wednesday.

Interstate 80 carries about 12,000 vehicles a day through southern Wyoming, roughly half of them commercial trucks, and is one of the country's busiest freight corridors.
''')

S(9003, kind='police', section='Metro', date='2021-03-14T18:12',
  authors=[{'name': 'Tom Brezinski'}, {'name': 'Alana Ruiz'}],
  hed='Queens man busted with $40K in stolen catalytic converters stacked in his garage: cops',
  lead=('Some of the catalytic converters recovered by detectives in Jamaica, Queens.', 'NYPD'),
  tags=['catalytic converters', 'nypd', 'queens', 'thefts'],
  body='''
A Queens man was arrested after cops found dozens of stolen catalytic converters \u2014 worth an estimated $40,000 on the black market \u2014 piled up in his garage, police said Sunday.

Darnell Huggins, 34, was charged with criminal possession of stolen property and possession of burglar's tools after detectives executed a search warrant at his home in Jamaica on Saturday, according to police.

Investigators recovered 46 converters, a battery-powered reciprocating saw, a hydraulic jack and several license plates that did not belong to any car at the property, sources said.

[rel] Thieves are sawing the exhaust off parked cars across the city

The bust follows a spike in thefts of the exhaust parts, which contain small amounts of platinum, palladium and rhodium. Citywide, catalytic converter thefts more than tripled last year, police data show.

"You go out in the morning, start the car and it sounds like a motorcycle," said a neighbor who gave her name only as Gloria. "That happened to two people on this block in January."

Detectives linked Huggins to at least nine thefts in southeast Queens through surveillance footage showing a man sliding under parked cars in the early morning hours, police said.

He was awaiting arraignment Sunday. It was not immediately clear whether he had a lawyer.
''')

S(9004, kind='court brief', section='Metro', date='2019-10-03T16:51',
  authors=[{'name': 'Alana Ruiz'}],
  hed="Brooklyn landlord gets 18 months for forging tenants' signatures on rent-hike forms",
  lead=('The buildings on Knickerbocker Avenue in Bushwick.', 'Google Maps'),
  tags=['brooklyn', 'landlords', 'rent stabilization'],
  body='''
A Brooklyn landlord who forged his tenants' signatures to push through illegal rent hikes was sentenced Thursday to 18 months behind bars.

Viktor Anselm, 61, pleaded guilty in July to falsifying business records after prosecutors said he faked lease-renewal paperwork for 14 rent-stabilized apartments in two Bushwick buildings between 2015 and 2018.

The scheme let Anselm claim the units had been renovated and charge as much as $900 a month above the legal limit, prosecutors said.

"These tenants were paying for upgrades that never happened, with signatures they never gave," a prosecutor told the judge.

Anselm was also ordered to repay $212,000 to the tenants.
''')

S(9005, kind='feature', section='Home News', date='2019-06-16T07:00',
  authors=[{'name': 'Harriet Lomax'}],
  hed="'We've been forgotten': The villages left stranded as rural bus routes disappear",
  dek='Hundreds of services have been cut across England since 2010. In the hills of Shropshire, residents say the last bus took their independence with it',
  lead=('The empty bus shelter at Hopesay, where the last service ran in March.', 'Harriet Lomax'),
  tags=['Buses', 'Rural England', 'Shropshire', 'Local government'],
  body='''
When the number 553 stopped coming to Hopesay in the spring, Margaret Tilley did the sums on the back of an envelope. A taxi to the surgery in Craven Arms and back would cost her \u00a324. Twice a month to the supermarket in Ludlow, another \u00a360. "That's my pension gone on getting about," the 81-year-old says, standing at the empty shelter at the end of her lane. "So I just don't go."

The timetable is still pinned inside the shelter, yellowing behind scratched plastic. Nobody from the council has come to take it down.

Across England, hundreds of supported bus routes \u2013 services that run because a local authority pays an operator to keep them going \u2013 have been withdrawn or reduced since 2010, as councils facing cuts to their central government funding look for savings they can make without closing libraries or care homes. Campaigners estimate that council spending on buses in England has fallen by more than a third over the decade.

Shropshire is among the hardest hit. The county council, which covers one of the most sparsely populated areas in the country, says it has had to make "difficult choices" and that it now focuses its transport budget on routes that carry the most passengers.

## 'The bus was the village'

For people in small communities along the Welsh border, the cuts have changed the rhythm of daily life. In Clunbury, a village of around 400 people, the weekly market bus used to be a social event as much as a journey.

"You'd see the same faces every Tuesday," says Brian Eddowes, 74, a retired farm worker. "Someone would bring a flask. The driver knew everybody's name and which stop they wanted. When it went, a lot of people just stopped seeing each other."

Researchers have long linked poor transport with loneliness among older people. A survey by the charity Rural Lifelines last year found that one in four people over 75 living in villages said they had not left their home for social reasons in the previous month, and that lack of transport was the most common reason given.

It is not only older residents who are affected. Teenagers who rely on buses to reach sixth-form colleges or part-time jobs describe long walks along unlit lanes, or parents rearranging shifts to drive them.

"I had a place at college in Shrewsbury and I nearly turned it down," says Chloe Barker, 17, from Bishop's Castle. "The first bus gets in after lessons have started. My mum drives me to the main road at 6.40 every morning and I get a lift from a friend's dad from there."

## A patchwork of volunteers

Where the council-funded services have gone, volunteers have tried to fill some of the gaps. The Clun Valley Community Car scheme has 23 drivers who use their own vehicles to take people to medical appointments, charging a mileage rate that covers fuel.

Its coordinator, Sue Marston, says demand has doubled in three years. "We're turning people away now, which we never used to do. We can do hospital trips, but we can't do someone who just wants to go to town and have a cup of tea with their sister. And that matters too."

Dial-a-ride minibuses and community transport operators run in parts of the county, but they must be booked in advance and often cannot accommodate regular commuting.

Transport researchers say the problem is partly structural. Outside London, bus services in England were deregulated in 1986, meaning commercial operators decide which routes to run and councils can only subsidise those that would not otherwise exist. When council budgets shrink, those subsidised routes are usually the first to go.

"Rural routes are never going to be commercially viable in the way a busy urban corridor is," says Dr Anjali Mehta, who studies transport policy at a university in the north of England. "If we decide that people in villages should be able to get to a doctor or a job without a car, then someone has to pay for that. At the moment the answer is that often nobody does."

## The government's response

The Department for Transport says it provides around \u00a3250m a year to support bus services in England and points to pilot schemes testing on-demand minibuses in rural areas. A spokesperson said ministers were "committed to improving bus services for passengers across the country" and that a national bus strategy would be published later this year.

Local campaigners are sceptical. In Craven Arms, a petition calling for the 553 to be restored has gathered more than 1,800 signatures, a significant number in an area where the nearest towns have populations in the low thousands.

"We're not asking for a bus every ten minutes," says the petition's organiser, Graham Price, a parish councillor. "We're asking for one in the morning and one back in the afternoon, so people can see a doctor, collect a prescription and get home. That doesn't seem a lot to ask."

Back at the shelter in Hopesay, Margaret Tilley says she has started asking neighbours for lifts, though she dislikes doing it. "Everyone's very kind," she says. "But you don't like to be a nuisance. You used to be able to just get on the bus and go."
''')

S(9006, kind='court', section='UK', date='2021-11-26T15:42',
  authors=[{'name': 'Tom Ashdown'}],
  hed='Water company fined \u00a32.1m after sewage leak killed thousands of fish in Dorset river',
  dek="Judge says firm 'failed to act on repeated alarms' at pumping station",
  lead=('The River Allen near Wimborne Minster.', 'Environment Agency'),
  tags=['Water companies', 'Pollution', 'Dorset'],
  body='''
A water company has been fined \u00a32.1m after raw sewage leaked into a Dorset river for almost two days, killing an estimated 4,000 fish.

Wessex Vale Water admitted breaching environmental permits at a hearing at Bournemouth Crown Court, where the judge said the company had "failed to act on repeated alarms" at a pumping station near Wimborne Minster.

The court heard that a blocked pump caused sewage to overflow into the River Allen in August 2019. Alarms were triggered 12 times over 40 hours, but engineers were not sent to the site until a member of the public reported dead fish floating near a footbridge.

[rel] Rivers in England hit by sewage spills 400,000 times last year

Environment Agency officers found brown trout, bullheads and eels among the dead fish along a 3km stretch of the river, which is a chalk stream and a protected habitat.

Sentencing, Judge Rebecca Oakes said: "This was not a freak event. The company had the information it needed to prevent this and did not use it."

The company said it had since upgraded its monitoring systems and invested \u00a3600,000 in the pumping station. "We are very sorry for the damage caused to the River Allen," a spokesperson said.
''')

S(9007, kind='transport', section='News', date='2019-07-05T06:00',
  authors=[{'name': 'Oliver Hartwell'}], role='Transport Correspondent',
  hed='Rail operator to close 90 ticket offices as passengers switch to apps',
  dek='Unions threaten strike action over plans that would cut up to 300 jobs across the network',
  lead=('Passengers at a station ticket office in the East Midlands.', 'Alamy'),
  tags=['Rail travel', 'Trade unions', 'Transport'],
  body='''
A rail operator is to close 90 station ticket offices and cut up to 300 jobs, in a move it says reflects the rapid shift to digital tickets but which unions have warned will leave elderly and disabled passengers without help.

Great Midland Railway, which runs services across the East Midlands and into London St Pancras, said fewer than one in eight tickets on its network were now bought at a ticket office window, compared with more than half a decade ago.

Under the plans, staff at smaller stations would be redeployed onto platforms and concourses as "customer ambassadors", while ticket offices at 14 larger stations, including Nottingham, Derby and Leicester, would remain open with reduced hours.

The company said no staff would be made compulsorily redundant and that it expected most of the reduction in posts to be achieved through retirements and voluntary schemes.

"The way people buy tickets has changed completely," said Claire Ransome, the operator's customer services director. "Our staff are at their most useful when they are out from behind the glass, helping people on to trains and answering questions."

## Unions warn of strikes

The Rail Workers' Union said it would ballot members for industrial action if the plans went ahead. Its general secretary, Dave Mullins, said the proposals were "a cut dressed up as modernisation".

"A ticket office is not just somewhere you buy a ticket," he said. "It is where a blind passenger goes to ask for assistance, where someone who doesn't have a smartphone gets the cheapest fare, and where a frightened teenager goes late at night when the last train has been cancelled."

Disability charities also raised concerns. The charity Access on Rails said many disabled passengers relied on booking assistance in person, and that ticket machines at smaller stations were frequently out of order or did not offer the full range of fares.

## Consultation

Under industry rules, the operator must consult passengers before changing ticket office hours. The consultation will run for 21 days, and the independent passenger watchdog will then decide whether to object.

Passenger groups have urged the public to respond. "If you've ever needed help at a station, now is the time to say so," said Martin Ledger, chairman of the Trent Valley Rail Users' Association.

The Department for Transport said decisions on ticket office opening hours were a matter for operators, but that any changes "must ensure passengers continue to receive the help they need".

Industry figures show that the share of rail tickets sold online and through apps has risen sharply since 2015, driven by e-tickets and contactless payment on some routes.
''')

S(9008, kind='analysis', section='Health', date='2020-01-12T21:00',
  authors=[{'name': 'Sarah Penhallow'}], role='Social Affairs Editor',
  hed="Why Britain's care homes cannot find enough nurses",
  dek='Vacancies have doubled in five years, and providers say the immigration system and NHS pay rises are pulling staff away. Some homes are turning away residents as a result',
  lead=('A nurse on a night shift at a care home in Devon.', 'Jay Williams for The Daily Semaphore'),
  tags=['Social care', 'Nursing', 'NHS', 'Immigration'],
  body='''
At Beechcroft House, a 48-bed nursing home on the outskirts of Exeter, the manager keeps a whiteboard in her office with a number written in red at the top. It is the count of nursing shifts still uncovered for the coming fortnight. On the morning I visit, it reads 19.

"Every one of those is an agency nurse at double the cost, or me working another night," says Joanne Whitcombe, who has run the home for eleven years. "I've got empty rooms upstairs that I can't fill, because I can't safely staff them."

Her predicament is increasingly common. Nursing homes \u2013 care homes that provide round-the-clock medical care for residents with complex needs \u2013 are required by law to have a registered nurse on duty at all times. But the number of nurse vacancies in adult social care in England has roughly doubled in five years, according to workforce figures, and providers say the gap is now shaping which residents they can accept.

## The pull of the NHS

The most common explanation among managers is simple: pay. Nurses in the NHS are paid according to a national scale, and successive pay awards, along with pensions and the prospect of career progression, have made hospital jobs more attractive than posts in the independent sector.

"We are competing with the hospital down the road for the same people," says Whitcombe. "They can offer a pension, training, a clear path to promotion. I can offer a slightly better hourly rate if I stretch, and that's about it."

Many care homes are funded in large part by local authorities, which pay a set weekly fee for each resident they place. Providers argue that those fees have not kept pace with rising costs, limiting what they can pay staff.

The Independent Care Alliance, which represents homes in the South West, estimates that councils pay on average around \u00a3100 a week less per resident than it costs to provide care safely. Councils say their own budgets have been squeezed and that they cannot pay more without central funding.

## An ageing workforce

The workforce itself is getting older. Around a third of nurses working in social care are over 55, and many are expected to retire within a decade.

Margaret Oyelaran, 61, has worked nights at Beechcroft for nine years after a career on hospital wards. "I like it here. You get to know people properly, and their families," she says. "But I'm tired, and I know I can't do nights forever. When I go, who replaces me?"

Recruiting from abroad has been one answer. Around one in six nurses in adult social care in England is from outside the UK, and many homes have relied on nurses recruited from the Philippines, India and parts of Africa.

But managers say the process is slow and costly. Overseas nurses must pass English language tests and a clinical competence exam before they can be registered, and smaller providers often lack the staff and money to sponsor visas.

"A big group can run an international recruitment programme," says Dev Sharma, who owns two homes in Devon. "For me, it's eight months of paperwork, thousands of pounds and no guarantee the nurse stays once they arrive. Some go straight to the NHS after a year, and honestly, I don't blame them."

## What happens when homes cannot cope

When a nursing home cannot recruit, it has limited options. It can stop admitting residents who need nursing care, convert beds to residential care, which does not require a nurse on site, or close.

Care sector analysts say dozens of nursing homes have deregistered their nursing beds in recent years. The result, hospital managers say, is that patients who are well enough to leave hospital but need nursing care can wait days or weeks for a place, occupying beds needed for others.

"Delayed discharge is a social care problem that shows up in the hospital," says a senior discharge coordinator at a hospital trust in the South West, who asked not to be named because she was not authorised to speak to the media. "We have patients who are medically fit, who want to go, and there is simply nowhere for them to go to."

## Calls for a long-term plan

Sector leaders have called for a funded workforce strategy for social care, similar to the long-term plan for the NHS, with pay linked to NHS scales and a clear route for care workers to train as nurses.

The Department of Health and Social Care said it was "committed to fixing social care" and that it had made additional money available to councils for adult and children's social care this year. A spokesman said the Government would "bring forward proposals" for long-term reform.

Back in Exeter, Whitcombe says she has heard such promises before. "Every government says social care is a priority," she says. "I'd just like one of them to come and stand in front of that whiteboard."
''')

S(9009, kind='business', section='Money', date='2021-09-22T10:05',
  authors=[{'name': 'Kyle Brandt'}], provider='The High Country Ledger',
  hed='Colorado ski resort raises starting pay to $20 an hour as it struggles to fill lift jobs',
  lead=('Skiers ride a chairlift in Summit County, Colo.', 'The High Country Ledger'),
  tags=['Jobs', 'Colorado', 'Ski resorts'],
  body='''
FRISCO, Colo. \u2014 A Summit County ski area will pay entry-level workers at least $20 an hour this season, one of the highest starting wages in the industry, as resorts across Colorado scramble to hire lift operators, ticket sellers and ski instructors before opening day.

Ptarmigan Peak Resort announced the increase Tuesday, saying pay for lift operators would rise from $15 an hour last season. Returning employees will get an additional $1 an hour for each season they have worked, and the resort will offer a $500 bonus to workers who stay through closing day in April.

"We've been very honest that housing and wages are the two things stopping people from coming to work in the mountains," said Erin Haldane, the resort's vice president of human resources. "We can't fix housing overnight, but we can fix wages."

The resort said it still had about 300 open positions out of a seasonal workforce of roughly 1,100.

Resorts across the state have reported similar shortages, made worse by high rents in mountain towns and a drop in the number of international workers arriving on seasonal visas during the pandemic.

Local employers in other industries are watching closely. "When the mountain goes to $20, every restaurant in town has to think about what that means," said Dana Ruiz, who owns a breakfast cafe in Frisco.
''')

S(9010, kind='traffic brief', section='News', date='2020-07-08T14:20',
  authors=[{'name': 'Renee Caldwell'}], provider='WLKE 5 Cleveland',
  hed='Eastbound I-90 reopens in Lake County after tanker rollover closes lanes for 7 hours',
  lead=('Crews work at the scene of a tanker rollover on Interstate 90.', 'WLKE 5'),
  tags=['Traffic', 'Ohio'],
  body='''
PAINESVILLE, Ohio \u2014 All eastbound lanes of Interstate 90 in Lake County reopened Wednesday afternoon after a tanker truck carrying diesel fuel rolled over near the state Route 44 interchange, shutting the highway for about seven hours.

The Ohio State Highway Patrol said the tanker's driver, a 47-year-old man from Erie, Pennsylvania, lost control at about 6:15 a.m. while changing lanes. He was taken to a hospital with injuries that were not life-threatening.

Crews helped contain an estimated 900 gallons of spilled fuel. Troopers said the crash remained under investigation.
''')

S(9011, kind='explainer', section='Business', date='2021-11-08T12:34',
  authors=[{'name': 'Nadia Ferrante'}],
  hed="What Is 'Shrinkflation'? Why Your Cereal Box Is Getting Smaller",
  dek="Manufacturers are cutting package sizes rather than raising prices. Here's how it works, how to spot it and whether it's legal.",
  lead=('Cereal boxes on a supermarket shelf.', 'Getty Images'),
  tags=['Inflation', 'Groceries', 'Consumer'],
  body='''
Shoppers who feel like their groceries are running out faster than they used to may not be imagining it.

As the cost of ingredients, packaging and transport has climbed this year, a growing number of food and household brands have responded not by raising the price on the shelf, but by quietly putting less product in the package. Economists have a name for it: shrinkflation.

A review of more than 400 grocery products by the consumer group Shelf Watch found that 38 had shrunk in size since January while keeping the same or a higher price. The most common were breakfast cereals, snack bags, toilet paper, coffee and dish soap.

"It's the oldest trick in the book, and it works because people remember prices far better than they remember weights," said Martin Oduya, a retail analyst at Hollins & Park Research. "If a box of cereal goes from $4.29 to $4.79, you notice. If it goes from 18 ounces to 16.5 ounces, most people never will."

## How Does Shrinkflation Work?

Manufacturers typically shrink a product when their costs rise but they believe customers will resist a higher price. Rather than changing the price tag, they redesign the package so that it looks the same size from the front.

Common techniques include:

- making a box slightly thinner while keeping its height and width the same
- adding a deeper indentation, or "punt," to the bottom of a bottle or jar
- reducing the number of sheets on a roll while keeping the roll's diameter
- putting fewer items, such as cookies or tea bags, in a bag with the same dimensions

Shelf Watch said the average reduction among the products it tracked was about 7 percent, which it estimated added up to an effective price increase roughly equal to the rate of food inflation.

## Is Shrinkflation Legal?

In most cases, yes. Companies are required to list the net weight or volume accurately on the package, but they are not required to announce when that quantity changes.

"As long as the label is truthful, there is generally no legal requirement to tell you it used to be bigger," said Laura Whitfield, a consumer protection lawyer in Chicago. "Where companies can get into trouble is if the packaging itself is misleading, for example, if there's a lot of empty space in the container that isn't needed to protect the product."

Several states have laws against so-called slack fill, and consumers have brought class-action lawsuits over packages they argued were deliberately oversized. Results have been mixed, with courts often accepting that some empty space is needed for settling or manufacturing.

## Why Now?

Producers say they are facing the steepest increases in input costs in years. Prices of wheat, corn, vegetable oils and coffee have risen sharply, and the cost of shipping containers and trucking has added to the pressure.

A spokesperson for Greenbriar Mills, whose Morning Crunch cereal shrank from 18 to 16.5 ounces in the spring, said the company had "made the difficult decision to adjust pack sizes rather than raise prices across our range," and that the change had been reflected on the label.

Some economists argue that shrinkflation gives companies a way to test how much pricing power they have without provoking a backlash.

"It's a signal," said Oduya. "If sales don't drop after a size change, that tells the company its customers will tolerate more. The next step is often a straight price rise."

## How to Spot It

Consumer advocates say the simplest defense is to look at the unit price, the cost per ounce, per sheet or per item, that most large grocery chains print on shelf labels in smaller type beneath the main price.

"The unit price is the one number that can't hide a smaller package," said Tamsin Grey, director of Shelf Watch. "If you get into the habit of checking it for the things you buy every week, you'll spot shrinkflation almost immediately."

She also recommends comparing store brands, which she said had been less likely to shrink this year, and keeping an eye on "new look" packaging, which is often when size changes are introduced.

## Will Packages Get Bigger Again?

Rarely, analysts say. Once a company has shrunk a product and customers have accepted it, there is little incentive to add the ounces back even if costs fall.

Instead, brands sometimes introduce a "family size" or "value size" at a higher price, which can end up close to the product's original size.

"Shrinkflation is mostly a one-way street," Oduya said. "The best you can usually hope for is that prices stop rising for a while."
''')

S(9012, kind='what we know', section='U.S.', date='2019-03-22T10:05',
  authors=[{'name': 'Marcus Oyelowo'}],
  hed='Texas Chemical Plant Fire: What We Know About the Blaze and Shelter-in-Place Order',
  dek='Residents within a mile of the Calloway Chemical plant in La Porte were told to stay indoors as smoke drifted over the area.',
  lead=('Smoke rises from the Calloway Chemical facility in La Porte, Texas, on Friday.', 'Courtesy of a reader'),
  tags=['Texas', 'Fire', 'Chemical Plant'],
  body='''
A fire at a chemical plant in La Porte, Texas, sent a column of black smoke over the Houston area on Friday morning and prompted officials to order residents nearby to shelter in place.

Here is what we know so far.

## When Did the Fire Start?

The fire was reported at about 6:20 a.m. local time at the Calloway Chemical facility on Highway 225, according to the city's Office of Emergency Management. Witnesses described hearing a loud bang before flames became visible above the plant.

## Was Anyone Hurt?

Two workers were taken to a hospital with minor injuries, a spokesperson for Calloway Chemical said in a statement. All other employees and contractors on site had been accounted for, the company said.

## What Is Burning?

The company said the fire began in a storage tank containing a blend of petroleum-based solvents used in the manufacture of coatings. Officials said they did not yet know what caused it.

[tweet] LaPorteOEM_|La Porte OEM|Shelter in place remains in effect for residents within 1 mile of the facility on Hwy 225. Close windows and doors and turn off HVAC systems.|March 22, 2019

## Is the Air Safe?

The city ordered residents within a one-mile radius to shelter in place, close windows and doors and turn off air-conditioning systems that draw in outside air. Several schools in the area kept students indoors.

County air monitors had not detected harmful levels of pollutants outside the plant's boundary by mid-morning, but officials urged people with breathing problems to limit their time outdoors.

"Smoke of any kind is an irritant, so if you can see it or smell it, take precautions," said county spokesperson Elena Garza.

## Which Roads Are Closed?

Highway 225 was closed in both directions near the plant, and officials advised drivers to avoid the area. Vessel traffic was also restricted on a nearby section of the Houston Ship Channel.

## How Long Will It Burn?

Firefighters from several industrial mutual-aid crews were applying foam to the tank and cooling nearby tanks with water to keep the fire from spreading. The company said it expected the fire to be extinguished "within hours" but did not give a more specific estimate.

## What Happens Next?

State environmental regulators said they had sent investigators to the site, and federal safety investigators said they were gathering information.
''')

S(9013, kind='what we know', section='House', date='2021-05-19T16:12',
  authors=[{'name': 'Jordan Welles'}],
  hed='House panel delays vote on rail safety bill: What we know',
  lead=('A freight train crosses a bridge.', 'Getty Images'),
  tags=['Rail safety', 'House'],
  body='''
A House committee on Wednesday postponed a planned vote on a bipartisan rail safety bill, pushing consideration to next week after members raised late objections to its provisions on train crew sizes.

Here is what we know:

- The bill would require railroads to notify states in advance when trains carrying hazardous materials pass through.
- A provision requiring two-person crews on most freight trains drew opposition from several Republicans and industry groups.
- Committee leaders said they expect to hold the vote on May 26.

"We're close, and I'd rather take another week than lose votes we can get," the committee's chair told reporters.
''')

S(9014, kind='politics', section='Policy', date='2020-08-10T11:30',
  authors=[{'name': 'Elise Nakamura'}],
  hed='Governors press Congress to extend deadline for broadband funds',
  lead=('A technician installs fiber-optic cable in a rural area.', 'Getty Images'),
  tags=['Broadband', 'Coronavirus relief', 'Governors'],
  body='''
A bipartisan group of 19 governors on Monday urged congressional leaders to give states more time to spend federal coronavirus relief money on broadband projects, warning that supply shortages and permitting delays would leave many projects unfinished by the end-of-year deadline.

In a letter to House and Senate leaders, the governors said states had committed hundreds of millions of dollars to extending high-speed internet to rural homes and schools, but that contractors were struggling to obtain fiber-optic cable and equipment.

> We are being asked to build in months what would normally take years. Without an extension, money intended to connect students and families will be returned unspent while they remain offline.

Under the relief law passed in March, states must spend their allocations on costs incurred by Dec. 30. Money not spent by then must be returned.

Governors of both parties signed the letter, including those of several largely rural states where officials say distance learning has exposed wide gaps in internet access.

"I've got families sitting in a school parking lot at night so their kids can upload homework," one Republican governor said in an interview. "Nobody should be arguing about whether that's worth finishing."

Lawmakers from both parties have introduced bills to extend the deadline, but negotiations over a broader relief package have stalled, and leaders have not said whether an extension would be included.

A spokesperson for the Senate Commerce Committee said members were "aware of the concerns" and were reviewing options.

Industry groups backed the request. The Rural Broadband Builders Association said its members had reported waiting times of up to six months for some fiber products, compared with about six weeks last year.

"Contractors are ready to work, but you can't bury cable you don't have," said the group's president, Carla Dempsey.

Some budget watchdogs cautioned against open-ended extensions. "There's a real risk that temporary emergency money becomes a permanent slush fund," said Wesley Grant, a senior fellow at the Fiscal Clarity Project. "If an extension is granted, it should be short and tied to projects that are already under contract."

Advocates say federal maps understate how many Americans lack access to high-speed internet at home.
''')

S(9015, kind='business brief', section='Earnings', date='2019-07-25T07:48',
  authors=[{'name': 'Elena Marsh'}],
  hed='Pinecrest Foods shares jump 9% after earnings beat and raised outlook',
  keypoints=['Pinecrest Foods reported quarterly earnings of 84 cents a share, above estimates of 71 cents.',
             'The frozen-food maker raised its full-year revenue forecast.'],
  lead=('Pinecrest frozen meals on display at a grocery store.', 'Pinecrest Foods'),
  tags=['Earnings', 'Food and Beverage'],
  body='''
Shares of Pinecrest Foods rose 9% in premarket trading Thursday after the frozen-food maker reported second-quarter earnings that topped Wall Street's expectations.

Here's how the company did compared with what analysts were expecting:

- Earnings per share: 84 cents vs. 71 cents expected
- Revenue: $1.32 billion vs. $1.27 billion expected

Chief executive Laura Benning said sales of single-serve frozen meals grew 14% from a year earlier.
''')

S(9016, kind='business feature', section='Manufacturing', date='2021-09-18T09:00',
  authors=[{'name': 'Ravi Chaudhary'}],
  hed='How a 60-year-old Ohio toolmaker found itself at the center of the chip shortage',
  keypoints=['Bergstrom Precision, a family-owned machine shop in Dayton, makes parts used in equipment that manufactures semiconductors.',
             'Orders have tripled since last year, and the company is struggling to hire machinists fast enough.',
             'Its experience shows how the chip shortage is rippling through small suppliers far from Silicon Valley.'],
  lead=('A machinist inspects a part at Bergstrom Precision in Dayton, Ohio.', 'Ravi Chaudhary | MBN'),
  tags=['Semiconductors', 'Manufacturing', 'Ohio', 'Supply chain'],
  body='''
DAYTON, Ohio \u2014 Inside a low brick building on the south side of Dayton, a row of computer-controlled milling machines runs almost around the clock, carving blocks of aluminum and stainless steel into parts no bigger than a deck of cards.

Most people would not recognize them. But without parts like these, some of the machines used to make computer chips would not run.

Bergstrom Precision, founded in 1961 by the grandfather of its current president, spent most of its history making components for automotive and aerospace customers. About a decade ago, it began supplying a handful of companies that build wafer-handling and vacuum equipment for semiconductor factories.

"It was a small slice of the business, maybe 10%," said Karen Bergstrom-Hale, who has run the company since 2014. "Now it's close to half, and it's the half that keeps me up at night."

## Orders triple

As the global chip shortage has hit carmakers, electronics companies and appliance manufacturers, chipmakers have raced to expand production. That has created a surge in demand for the equipment used to make chips, and for the thousands of precision parts inside that equipment.

Bergstrom said orders from semiconductor equipment customers have roughly tripled since the middle of last year. Lead times that used to be four weeks are now closer to 14.

The company has added a second shift and is running a third on weekends. It has also bought two new five-axis machines, at a cost of about $900,000 each.

"The demand is real, and it's not going away next quarter," she said. "Our customers are telling us they're planning for years of growth, not months."

## A hiring problem

The harder part has been finding people to run the machines.

Bergstrom Precision employs 84 people, up from 61 at the start of 2020. It has 15 openings for machinists and inspectors, and Bergstrom-Hale said some job postings have gone weeks without a qualified applicant.

Starting pay for an entry-level machine operator at the company is now $19 an hour, up from $15 two years ago, and experienced machinists can earn more than $30 an hour with overtime.

"We're competing with warehouses and distribution centers that will hire someone tomorrow with no experience," she said. "Our work takes a year or two of training before someone is really productive."

To build its own pipeline, the company has partnered with a local community college on an apprenticeship program that pays students while they train. Eleven apprentices are currently enrolled.

## Ripple effects

Economists say the chip shortage has highlighted how much of the semiconductor supply chain depends on small and midsize manufacturers that rarely make headlines.

"When people talk about bringing chipmaking back to the U.S., they tend to picture the big fabs," said Teresa Lang, an economist at the Midwest Manufacturing Institute. "But each of those factories depends on hundreds of suppliers, many of them companies with fewer than 100 employees, and a lot of them are in places like Ohio, Michigan and Indiana."

That network faces its own shortages. Bergstrom said the price of some aluminum alloys has risen more than 40% in a year, and that deliveries of tooling and cutting inserts from overseas suppliers have become less predictable.

The company has responded by keeping more raw material on hand, tying up cash it would normally use elsewhere.

"For 60 years we ran lean," she said. "Now we've got a warehouse full of metal, because running out is worse."

## Looking ahead

Bergstrom-Hale said she is cautious about expanding too fast. The semiconductor industry has a long history of boom-and-bust cycles, and she remembers watching suppliers overextend during previous upswings.

Still, the company is considering buying a neighboring building to add floor space next year.

"My grandfather used to say you don't buy a machine for the job in front of you, you buy it for the next ten years," she said. "I think this time the next ten years really are going to look different."
''')

S(9017, kind='market brief', section='Commodities', date='2019-11-06T14:51',
  authors=[{'name': 'Priya Lindqvist'}],
  hed='Oil futures settle at two-week low as U.S. crude inventories climb',
  lead=('An oil pump jack in West Texas.', 'Getty Images'),
  tags=['Oil', 'Futures'],
  body='''
Oil futures fell Wednesday to settle at their lowest level in two weeks after government data showed U.S. crude inventories rose for a third straight week.

West Texas Intermediate crude for December delivery lost $1.12, or 1.9%, to settle at $56.11 a barrel on the New York Mercantile Exchange. January Brent crude fell 98 cents, or 1.5%, to $61.76 a barrel.

U.S. crude supplies rose by 7.9 million barrels last week, well above the increase forecast by analysts, according to government data.

"That's a big build, and it lands at a time when the market is already nervous about demand," said Rob Kessler, a strategist at Tanager Capital.
''')

S(9018, kind='personal finance', section='Real Estate', date='2019-05-14T06:02',
  authors=[{'name': 'Greg Tamura'}],
  hed="Baby boomers are staying put in big houses \u2014 and it's squeezing younger buyers, new report finds",
  dek='Homeowners over 60 hold a growing share of family-sized homes, and most say they have no plans to move',
  lead=('A single-family home for sale in a Denver suburb.', 'Getty Images'),
  tags=['Housing', 'Retirement', 'First-time buyers'],
  body='''
Older Americans are holding on to their homes longer than previous generations did, and that is tying up a growing share of the family-sized houses that younger buyers want, according to a report released Tuesday.

Homeowners aged 60 and older now own roughly a third of the country's three- and four-bedroom single-family homes, up from about a quarter a decade ago, according to an analysis of census and property data by the real-estate research firm Keystone Analytics.

Most of them are not planning to sell. In a survey of 2,000 homeowners over 60 conducted for the report, 68% said they expected to stay in their current home for at least 10 more years, and 41% said they never intended to move.

"We have a generation that is healthier, working longer and very attached to the homes where they raised their families," said Keystone's chief economist, Marisa Delgado. "That's completely understandable. But it does mean fewer of those homes come on the market each year."

## Why older owners stay

[rel] Here's how much house you can afford on a $75,000 salary

Asked why they were staying put, respondents most often cited a desire to remain near family and friends, followed by the cost of moving and a lack of smaller homes in their neighborhood.

Taxes play a part, too. Many long-time owners have large unrealized gains on their homes, and owners in high-cost markets may owe tax on part of the gain when they sell, said Alan Pruitt, a financial planner in Denver.

"I have clients sitting on a house they bought for $90,000 in 1984 that's now worth $900,000," Pruitt said. "Selling triggers a tax bill, and buying something smaller in the same area isn't much cheaper anyway."

Low mortgage rates are another factor. Owners who refinanced in recent years have little incentive to give up a cheap loan.

## Fewer homes for young families

The report estimates that if older homeowners moved at the same rate as their counterparts did in 2000, about 900,000 more family-sized homes would have come on the market over the past decade.

That shortfall is one reason first-time buyers face such tight supply, Delgado said, along with years of underbuilding after the housing crash.

[rel] Opinion: Stop telling millennials to skip the avocado toast

## What could change

Some economists say the trend will reverse on its own as the oldest baby boomers reach their 80s and more homes are sold or inherited. Others say cities could speed the process by allowing more small homes, townhouses and accessory dwellings that older owners might move into without leaving their neighborhood.

"People tell us, 'I'd downsize tomorrow if there were a nice one-story place two streets over,'" Delgado said. "In most suburbs, there isn't."
''')

S(9019, kind='weather brief', section='Weather', date='2019-12-11T15:40',
  authors=[{'name': 'KSBN Staff', 'person': False}],
  hed='Freezing fog advisory issued for Spokane area through Thursday morning',
  lead=('Fog settles over downtown Spokane.', 'KSBN'),
  tags=['Weather', 'Fog', 'Spokane'],
  body='''
SPOKANE, Wash. (KSBN) \u2014 The National Weather Service has issued a freezing fog advisory for Spokane, the West Plains and the Palouse until 10 a.m. Thursday.

Visibility could drop to a quarter mile or less at times, especially on Interstate 90 between Spokane and Ritzville and on U.S. 195 south of the city.

Forecasters warn that the fog can leave a thin layer of ice on roads, bridges and overpasses.

Drivers are urged to slow down, use low-beam headlights and leave extra space between vehicles. School districts will announce any delays on their websites by 6 a.m.
''')

S(9020, kind='crash', section='Local News', date='2020-06-08T12:25',
  authors=[{'name': 'Kelsey Draper'}],
  hed='Two hurt in head-on crash that closed U.S. 395 north of Spokane for four hours',
  lead=('Washington State Patrol troopers at the scene on U.S. 395.', 'KSBN'),
  tags=['Crash', 'Traffic', 'Deer Park'],
  body='''
DEER PARK, Wash. (KSBN) \u2014 Two people were taken to the hospital after a head-on crash on U.S. 395 north of Spokane on Monday morning, closing the highway for about four hours.

The Washington State Patrol said a southbound pickup crossed the center line near Williams Valley Road at about 7:40 a.m. and struck a northbound SUV.

The driver of the pickup, a 29-year-old man from Chewelah, was flown to a hospital in Spokane with serious injuries. The driver of the SUV, a 63-year-old woman from Deer Park, was taken by ambulance with injuries that troopers described as not life-threatening.

Trooper Alana Burke said investigators were still working to determine why the pickup crossed the center line. She said drugs or alcohol were not believed to be a factor, but that distraction had not been ruled out.

Traffic was detoured onto local roads through Deer Park while crews cleared the scene. Both lanes reopened shortly before noon.

"This stretch of 395 gets a lot of commuter traffic in the morning," Burke said. "Please put the phone away and give yourself time."
''')
