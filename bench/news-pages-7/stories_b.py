"""Stories 9021-9040 (European broadcasters, Ireland, South Asia, Australia, Canada, tech). All invented."""

STORIES = {}


def S(num, **kw):
    kw.setdefault('lang', 'en')
    kw.setdefault('dek', None)
    kw.setdefault('tags', [])
    STORIES[num] = kw


S(9021, kind='explainer', section='Germany', date='2019-10-28T09:14',
  authors=[{'name': 'Katharina Lenz'}],
  hed="Germany's rural doctor shortage: Villages offer cash and houses to lure GPs",
  dek="Across Germany, thousands of rural family doctors are nearing retirement with no one to take over their practices. Some communities are trying unusual incentives.",
  lead=('The closed surgery in Wittenhagen. Patients now travel 23 kilometers to see a doctor.', 'RW/K. Lenz'),
  tags=['Germany', 'Health', 'Rural areas', 'Doctors'],
  body='''
In the village of Wittenhagen in Mecklenburg-Western Pomerania, the doctor's surgery has been closed for nearly a year. A handwritten note on the door directs patients to a practice 23 kilometers away.

"Half the people here are over 65, and many of them don't drive anymore," says Renate Voss, the village's honorary mayor. "When Dr. Brandt retired, we put up adverts, we called every medical school in the region. Nobody came."

Wittenhagen's situation is increasingly common. According to estimates from doctors' associations, thousands of family doctor positions are unfilled nationwide, and about a third of the country's general practitioners are over 60. In rural areas, especially in the east, the shortage is expected to grow sharply over the next decade as doctors retire.

## Money, houses and free rent

To attract young doctors, some municipalities are offering incentives that would have been unthinkable a few years ago.

In one district north of Berlin, new GPs who commit to practicing for at least five years can receive grants of up to \u20ac50,000 toward setting up a practice. Several towns offer premises rent-free for the first years. One municipality in Saxony-Anhalt has renovated an old schoolhouse into a practice with an apartment upstairs.

"We are not a big city, we can't offer theaters and nightlife," says Thomas Kaminski, mayor of a small town in Brandenburg that recently recruited a doctor from Poland. "What we can offer is a house with a garden, a practice with patients waiting, and a community that is genuinely grateful."

## Why young doctors avoid the countryside

Surveys of medical students point to several reasons why few want to become rural family doctors. Many prefer to specialize, which pays better. Others are put off by the long hours and the financial risk of taking over a practice on their own.

"The image of the country doctor who is on call day and night, seven days a week, is scaring people off," says Dr. Miriam Achterberg, a general practitioner who trains young doctors in Lower Saxony. "Today's graduates want to work in teams, many want to work part-time, especially when they have children. The traditional single-doctor practice does not fit that."

Women now make up around two-thirds of medical students in Germany, and Achterberg says flexible models are essential to recruiting them.

## New models: group practices and telemedicine

Some regions are experimenting with medical care centers, where several doctors are employed on a salary and share patients, administrative staff and on-call duties. Municipalities themselves can now set up and run such centers.

In a small town in Schleswig-Holstein, the municipality took over the local practice when the last independent GPs retired and now employs the doctors directly. Neighboring towns are studying the model.

Others are betting on technology. In parts of Baden-W\u00fcrttemberg, patients in remote villages can consult a doctor by video from a pharmacy or community center, with a trained nurse present to take measurements.

"Telemedicine will not replace the doctor who knows you and can examine you," says Achterberg. "But it can take pressure off, for prescriptions, follow-up appointments and simple questions."

## Medical school places

Several states have reserved a share of medical school places for applicants who commit to working in underserved rural areas for years after training, with heavy fines for those who break the commitment.

Critics say the measure comes too late: students admitted under the scheme will not be practicing family doctors for more than a decade.

"It's the right idea, but it doesn't help Wittenhagen today," says Voss.

## Waiting for a doctor

For now, the village has arranged for a doctor from the neighboring town to hold consultations in the community hall one morning a week. A volunteer driver service takes older residents to appointments elsewhere.

Voss says the village has not given up on finding a permanent doctor. The practice rooms are still furnished, and the council has voted to offer them rent-free for five years.

"We have the rooms, we have the patients," she says. "All we need is someone who wants to live in a beautiful place."
''')

S(9022, kind='cross-border', section='Europe', date='2018-04-17T16:02',
  authors=[{'name': 'Pieter de Groot'}],
  hed='Fire brigade without borders: Dutch and German towns share emergency crews',
  dek='A new agreement allows firefighters from the Netherlands and Germany to respond to emergencies on either side of the border without delay.',
  lead=('Dutch and German firefighters during a joint exercise near the border.', 'RW/P. de Groot'),
  tags=['Netherlands', 'Germany', 'Borders'],
  body='''
When a barn caught fire on a farm near the German town of Gronau late last year, the first fire engine to arrive came not from Gronau but from Losser, just across the border in the Netherlands.

Under an agreement signed on Tuesday by officials from both countries, that kind of cross-border response will now be routine. Fire brigades from six municipalities on either side of the border will be dispatched to emergencies based on which crew can get there fastest, regardless of nationality.

"A fire does not check passports," said Jan-Willem Terhorst, head of the regional fire service on the Dutch side. "For people living near the border, the nearest fire station is often in the other country."

The agreement settles practical questions that had made joint operations difficult, including insurance, radio communications and who pays for the deployment. Crews will use a shared radio channel, and a joint control room will coordinate dispatches.

Firefighters on both sides have been training together for several years, and many speak some of each other's language.

"Our volunteers have been doing this informally for a long time," said Kerstin Haverkamp of the German district fire service. "Now they have the legal security to do it properly."
''')

S(9023, kind='feature', section='Business', date='2017-08-14T12:30',
  authors=[{'name': 'In\u00eas Carvalho'}],
  hed="Portugal's cork farmers battle drought as harvest shrinks",
  dek='Producers in the Alentejo say dry winters are slowing the growth of cork oaks and threatening a centuries-old trade.',
  lead=('Workers strip bark from a cork oak near \u00c9vora.', 'Eurovista'),
  tags=['Portugal', 'Agriculture', 'Drought'],
  body='''
In the rolling plains of Portugal's Alentejo region, the cork harvest is a careful, almost ceremonial job. Workers with small axes cut into the bark of cork oaks and peel it away in large curved sheets, leaving the trunks a deep reddish brown.

The trees are not cut down. Cork can be stripped only once every nine years, and an oak will not produce its first usable harvest until it is about 40 years old.

But this year, producers say, many trees are not ready.

"The bark is thinner, and it's coming off in smaller pieces," says Joaquim Pereira, whose family has farmed cork near \u00c9vora for four generations. "In a good year the tree almost gives it to you. This year it's fighting back."

## Less rain, slower growth

Portugal is the world's largest producer of cork, and the Alentejo accounts for the majority of the country's output. Cork oak forests, known locally as montado, cover large parts of the region.

Researchers say successive dry winters have slowed the growth of the bark and weakened some trees, making them more vulnerable to pests and disease.

"Cork oaks are well adapted to Mediterranean conditions, but they need winter rain to grow," says Dr Helena Matos, a forestry researcher in \u00c9vora. "When the soil doesn't recover, the tree reduces its growth to survive, and the cork layer is thinner."

Producers in the region estimate that this year's harvest will be 15 to 20 percent smaller than usual.

## A trade under pressure

Cork's best-known use is in wine stoppers, but it is also used in flooring, insulation, footwear and even aerospace components.

Processing companies say they have enough stock to absorb a single poor harvest, but warn that repeated droughts could push up prices.

"We can manage one difficult year," says Rui Ferreira, purchasing director at a cork processor in Santa Maria da Feira. "What worries us is if this becomes normal."

## Planting for the future

Some farmers are experimenting with irrigation for young cork oaks, which can cut the time before the first harvest. Others are planting new trees in areas with deeper soils.

Environmental groups say protecting the montado matters beyond the cork industry. The forests are home to a wide range of wildlife, including birds of prey, and help prevent soil erosion.

For Pereira, the concern is more personal. "My great-grandfather planted some of these trees," he says, looking across the hillside. "I'm planting for my grandchildren. I just hope the weather lets them grow."
''')

S(9024, kind='long read', section='Travel', date='2021-12-02T08:00',
  authors=[{'name': 'Lukas Brenner'}],
  hed='Night trains are back in Europe. Can they last this time?',
  dek='After decades of decline, sleeper services are returning across the continent. Operators say demand is strong, but high costs and old rolling stock remain obstacles.',
  lead=('A sleeper train waits at a platform in Vienna.', 'Eurovista'),
  tags=['Rail', 'Travel', 'Climate'],
  body='''
At 19:58 on a Thursday evening, the sleeper train to Vienna eases out of Amsterdam Centraal with almost every berth taken. In the corridors, passengers in socks lean out of compartments, chatting with strangers. Some are on business trips; others are students, retirees and families with small children.

"I haven't taken a plane inside Europe for two years," says Marieke de Ruiter, a 34-year-old engineer from Utrecht travelling to a conference. "This way I lose no working time. I go to sleep in the Netherlands and wake up in Austria."

Just a few years ago, services like this one looked doomed. Many of Europe's national railways cut their sleeper trains in the 2000s and 2010s, saying they lost money and could not compete with low-cost airlines and high-speed rail.

Now they are coming back. New routes have been launched between major cities, and several operators have announced plans for more.

## Why now?

Operators and analysts point to a combination of factors. Concern about climate change has made many travellers look for alternatives to short-haul flights, and some governments have offered support for rail as part of their climate policies.

"We have seen a change in attitude, especially among younger travellers," says Petra Haslinger, a transport economist in Vienna. "For them, the night train is not an old-fashioned thing, it is a sustainable and even slightly romantic way to travel."

New private operators are also trying their luck. A start-up based in Rotterdam hopes to run a night service to Copenhagen, and another company has proposed routes from Scandinavia to central Europe.

## The economics of sleeping on a train

Despite the renewed interest, running a night train remains difficult.

Sleeper carriages carry far fewer passengers than daytime trains, because beds take up more space than seats. Each train usually makes only one journey per day, so its costs cannot be spread across several trips. And operators must pay track access charges in each country they pass through, which can vary widely.

"On a route crossing four countries, you may be dealing with four different infrastructure managers, four sets of rules and four different charging systems," says Haslinger. "That is a big administrative burden for a service with limited revenue."

Rolling stock is another problem. Many sleeper carriages in use today are several decades old. New ones are expensive and take years to build, and there are few manufacturers.

## What passengers say

Passengers on the Amsterdam\u2013Vienna service have mixed views about comfort. The newer carriages with private compartments and showers are popular, but older couchette carriages with six bunks per compartment can be cramped.

"It's not a hotel," says Thomas Bauer, a retired teacher from Linz returning home from a visit to his daughter. "But it is a different way of travelling. You arrive rested, in the middle of the city. No airport security, no taxi."

Prices also matter. A bed in a shared couchette can cost less than a hotel room, but a private compartment for two often costs more than flying, particularly when booked at the last minute.

## Political support

Several European governments have said they want to expand night train services. Some have signed agreements to coordinate routes and timetables, and there have been calls to reduce track charges for international night trains.

Environmental campaigners argue that air travel should bear more of its environmental costs, pointing out that fuel for international flights is not taxed in the same way as the energy used by trains.

"As long as a flight is cheaper than a train ticket, most people will fly," says Hanna Lindqvist of the campaign group Rail Forward. "If we're serious about climate goals, that has to change."

## Can the revival last?

Haslinger believes the market has room to grow, but warns against expecting night trains to replace short-haul aviation.

"Night trains will always be a niche, but it can be an important niche," she says. "On routes of 800 to 1,500 kilometres, where a day train takes too long and a flight is short, they make a lot of sense."

Back on the train to Vienna, the lights in the corridor dim shortly after midnight. Marieke de Ruiter has already climbed into her bunk.

"The first time I did this, I couldn't sleep," she says. "Now I sleep better here than in a hotel. I hope they don't take it away again."
''')

S(9025, kind='planning', section='Galway', date='2019-04-09T18:45',
  authors=[{'name': 'Fiona Keane'}],
  hed='Galway council approves 120-home scheme despite flooding objections',
  dek='Residents of nearby estate say site acts as natural flood plain',
  lead=('The greenfield site near Ballybrit where the homes will be built.', 'Joe O\u2019Shaughnessy'),
  tags=['Housing', 'Planning', 'Galway', 'Flooding'],
  body='''
Galway City Council has granted planning permission for a 120-home development on the city's eastern outskirts, despite objections from residents who say the site helps protect their homes from flooding.

The scheme, by developer Corrib Crest Homes, includes 84 houses and 36 apartments on a 4.2-hectare greenfield site near Ballybrit. Twenty-four of the homes will be made available for social housing.

The council received 63 submissions on the application, most of them from residents of the neighbouring Cois Abhann estate, which was flooded in 2015 and again in 2016.

"When it rains heavily, that field is under water for days," said Siobh\u00e1n Nolan, who has lived in Cois Abhann for 12 years and organised the objection. "If you pour concrete over it, the water has to go somewhere, and we know exactly where it'll go."

## Flood assessment

In its decision, the council said it was satisfied with a site-specific flood risk assessment submitted by the developer, which proposed an underground attenuation tank, permeable paving and a landscaped swale along the site's western boundary to store and slow surface water.

The assessment concluded that the development would not increase flood risk to surrounding properties and would reduce run-off from the site during heavy rainfall compared with the current situation.

The council attached 27 conditions to the permission, including a requirement that the drainage system be completed and tested before any homes are occupied.

A spokesman for Corrib Crest Homes said the company was "pleased" with the decision. "Galway urgently needs new homes, and this scheme has been designed with great care to address drainage," he said.

## Appeal likely

Residents said they were considering an appeal to the national planning appeals board.

"We're not against housing," Ms Nolan said. "Our own children can't afford to live in Galway. But we want it built somewhere that won't put the people already here at risk."

Local councillor Declan Moran said the decision highlighted the pressure on councils to approve housing. "There isn't a councillor in this city who doesn't want more homes built," he said. "But we have to be confident we're not creating problems for the next 30 years."

An appeal must be lodged within four weeks of the decision.
''')

S(9026, kind='transport', section='Ireland', date='2017-03-17T06:00',
  authors=[{'name': 'Conor Hegarty'}],
  hed='Cork Harbour ferry service to resume after two-year suspension',
  lead=('Crosshaven pier, where the ferry will berth.', 'Provision'),
  tags=['Cork', 'Ferries', 'Tourism'],
  body='''
A passenger ferry linking Cobh and Crosshaven in Cork Harbour is to resume sailings in May, two years after the service was suspended when its operator went out of business.

Harbour Link Ferries, a new company set up by a group of local businesses, said it had bought a 60-passenger vessel and secured the licences it needs to operate the route.

The service will run seven days a week from May to September, with six return sailings a day. Tickets will cost \u20ac6 for adults and \u20ac3 for children.

"People in both towns have been asking us when the ferry is coming back since the day it stopped," said the company's managing director, Aoife Cronin. "There's huge demand from tourists, but also from locals who want to cross the harbour without a 40-minute drive."

Cork County Council has contributed \u20ac80,000 towards upgrading the pontoon at Crosshaven.

Local tourism groups welcomed the announcement, saying the previous service had carried more than 40,000 passengers in its last full season.
''')

S(9027, kind='protest', section='Tamil Nadu', date='2018-02-12T21:48',
  authors=[{'name': 'R. Sivaraman'}],
  hed='Farmers stage protest over delay in paddy procurement',
  dek='Direct purchase centres yet to open in several villages despite harvest nearing completion',
  lead=('Farmers staging a protest in front of the Collectorate in Madurai on Monday.', 'Special Arrangement'),
  tags=['agriculture', 'protest', 'Madurai'],
  body='''
Hundreds of farmers staged a protest in front of the Collectorate here on Monday, demanding the immediate opening of direct purchase centres for paddy in villages where the harvest is nearly complete.

The farmers, who came from Melur, Vadipatti and Thirumangalam taluks, said they had been forced to sell their produce to private traders at prices far below the minimum support price because the government centres had not opened on time.

"We harvested three weeks ago. The paddy is lying in the open in front of our houses and we cannot wait any longer," said P. Muthupandi, a farmer from Melur. "The traders know this. They are offering \u20b91,200 a quintal when the government price is much higher."

## Storage worries

Farmers said unseasonal rain last week had added to their worries, as paddy stored in the open was at risk of getting wet and losing value.

"If moisture content goes up, even the direct purchase centres will reject it or cut the price," said K. Annamalai, district secretary of the Madurai Farmers' Welfare Association, which organised the protest. "We requested tarpaulins and storage space. Nothing has come."

The association said at least 40 direct purchase centres had been sought for the district this season, but only 18 had opened so far.

## Official response

Officials of the civil supplies department, who met a delegation of farmers, said 15 more centres would be opened by the end of the week, and that the remaining requests were being examined.

"We are aware of the difficulties. Staff and gunny bags have been arranged, and procurement will begin in the new centres from Thursday," an official said.

The official said delays had occurred because several proposed locations lacked adequate storage space and had to be changed.

Farmers said they would continue their agitation if the centres did not open as promised. They also demanded that the State government provide compensation for paddy damaged by rain.

The protest was withdrawn after the assurance. Traffic on the road in front of the Collectorate was affected for about two hours.
''')

S(9028, kind='transport', section='Chennai', date='2020-11-06T23:12',
  authors=[{'name': 'Staff Reporter', 'person': False}],
  hed='Chennai Metro to extend service hours during Deepavali week',
  dek='Trains will run till midnight from November 10 to 16',
  lead=('A Metro train at a station in Chennai.', 'File Photo'),
  tags=['Chennai', 'Metro Rail', 'Deepavali'],
  body='''
Chennai Metro Rail will extend its service hours during the Deepavali week to help passengers travelling for festival shopping and to reach bus and railway terminals.

From November 10 to 16, trains will operate from 5.30 a.m. to midnight on both corridors, an hour longer than the current schedule. Trains will run at a frequency of five minutes during peak hours and 10 minutes during the extended hours.

"We expect a significant increase in ridership, especially at stations near commercial areas such as T. Nagar and at the Central and Egmore stations," an official said.

Additional security personnel and ticketing staff will be deployed at busy stations, and passengers have been advised to use travel cards or QR code tickets to avoid queues.

The official said physical distancing norms and mandatory wearing of masks would continue to be enforced inside stations and trains. Passengers without masks will not be allowed to enter.

Parking facilities at select stations will also remain open till midnight during the period.
''')

S(9029, kind='long read', section='Pakistan', date='2019-06-23T08:10',
  authors=[{'name': 'Saima Qureshi'}],
  hed="Karachi's tanker economy: who pays when the taps run dry",
  lead=('Water tankers queue outside a hydrant in Karachi.', 'Fahim Siddiqi / Daybreak'),
  tags=['Karachi', 'Water crisis', 'Urban planning'],
  body='''
KARACHI: Every morning before sunrise, a queue of water tankers begins to form outside a hydrant in the city's west. By 7am it stretches for more than a kilometre, engines idling, drivers sleeping in their cabs or drinking tea from roadside stalls.

For hundreds of thousands of households in the city, these tankers are the main source of water. In many neighbourhoods, the municipal supply arrives only once or twice a week, sometimes for just a few hours, and in some areas not at all.

"We have a pipe connection, we pay the bill, but water hasn't come from the tap for months," says Naseem Bibi, a resident of a settlement in Orangi. "We buy a tanker every ten days. It takes a large part of what my husband earns."

## A city that outgrew its pipes

Officials acknowledge that the city needs far more water each day than it currently receives from its sources. Experts say the gap is made worse by leaks in ageing pipelines and by illegal connections that divert water before it reaches consumers.

The shortfall has created a vast parallel market. Official hydrants sell water to tanker operators at fixed rates, and the tankers then deliver it to homes and businesses. Alongside them, dozens of illegal hydrants draw water directly from main lines and sell it at higher prices.

"The tanker system exists because the pipe system failed," says Dr Farhan Siddiqui, an urban planner who has studied the city's water supply. "And once a market like this exists, there are people who have an interest in the pipes never being fixed."

## The cost to households

The price of a tanker varies widely depending on the area, the size of the tank and the season. Residents in several neighbourhoods said they paid between Rs2,000 and Rs5,000 for a 1,000-gallon tanker in summer, when demand is highest.

For low-income families, that can amount to a significant share of their monthly income. Many reduce their consumption to the minimum, reusing water for washing and cleaning and storing it in drums on rooftops.

"In summer, the children bathe every other day," says Naseem Bibi. "We use the water from washing clothes to clean the floor. Nothing is wasted."

Wealthier households in areas such as Defence and Clifton also rely on tankers, but can afford larger underground storage tanks and regular deliveries.

## Inside the trade

Tanker drivers say the work is long and uncertain. A driver may wait six or seven hours at a hydrant before filling his tank, and then spend hours more in traffic.

"People think we are the mafia," says Gul Khan, who has driven a tanker for 14 years. "I am a driver. I earn a daily wage. The people who make the real money are not sitting in the tanker."

Officials acknowledge that illegal hydrants remain a problem. Periodic crackdowns have led to the demolition of dozens of them, but residents and experts say many reopen within weeks.

A spokesman for the water utility said it had closed several illegal hydrants this year and was installing meters at official hydrants to improve transparency. He said the utility was also working on projects to increase the supply to the city and reduce leakage.

## Long-term solutions

Experts say there are no quick fixes. Large bulk water projects, designed to bring additional water to the city, have been delayed for years by funding problems and disputes.

Siddiqui argues that fixing the existing network could make a large difference in the meantime. "A huge amount of water is lost before it reaches anyone. Repairing leaks and stopping theft is less glamorous than a big new canal, but it would help people faster."

Some communities have taken matters into their own hands. In parts of the city, residents have pooled money to install shared storage tanks and negotiate bulk deliveries, bringing down the cost per household.

## Waiting for the pipe

In Orangi, Naseem Bibi has kept the tap in her courtyard even though it has been dry for months. Every few days, one of her children checks it.

"Sometimes there is a little water at night, for half an hour," she says. "Then we fill everything we can. We are always waiting for the pipe."
''')

S(9030, kind='court brief', section='Pakistan', date='2021-03-03T23:05',
  authors=[{'name': 'Our Staff Reporter', 'person': False}],
  hed='Shopkeeper granted bail in sugar hoarding case',
  lead=None,
  tags=['Lahore', 'Courts'],
  body='''
LAHORE: A sessions court on Wednesday granted bail to a shopkeeper arrested last week on charges of hoarding sugar in a warehouse in Shahdara.

The suspect, Muhammad Aslam, was arrested after a raid by the district administration found around 1,200 bags of sugar stored at the warehouse. Officials had alleged that the stock was being withheld from the market to sell at higher prices.

His counsel argued that the sugar had been purchased legally, that the invoices had been presented to the officials, and that the stock was meant for supply to retailers.

The court accepted the bail application against surety bonds of Rs100,000 and directed the suspect to appear at the next hearing.
''')

S(9031, kind='feature', section='Sydney', date='2020-10-03T05:00',
  authors=[{'name': 'Hannah Mercer'}],
  hed="Inside the fight over Sydney's last harbourside boatyard",
  dek='A family business that has repaired wooden boats on the harbour for nearly a century faces eviction as the state plans a foreshore redevelopment',
  lead=('Ross Drummond on the slipway at Drummond\u2019s Boatyard, Balmain.', 'Nick Moir'),
  tags=['Sydney Harbour', 'Heritage', 'Development', 'Balmain'],
  body='''
The slipway at Drummond's Boatyard has been in the water off Balmain since 1926. On a grey Thursday morning, a 1930s timber launch sits on the cradle at the top of it, her hull stripped back to bare planks, while Ross Drummond runs a hand along a seam that needs recaulking.

"She came in here when my grandfather was running the place," he says. "Now she's back, and I'm fixing the work he did. That's what this yard is."

Drummond's is one of the last working boatyards on Sydney Harbour's inner shores. Where dozens of yards once built and repaired ferries, fishing boats and yachts, most of the waterfront in Balmain, Birchgrove and Rozelle is now lined with apartments and parks.

In March, the family was told that the state government would not renew the lease on the foreshore land it occupies when it expires next year. The site is part of a planned redevelopment that would create a public waterfront walk, a cafe and a kayak launch.

## 'You can't rebuild a slipway'

Drummond, 58, says he is not against public access to the harbour. But he argues that once the yard goes, it will never come back.

"You can't just rebuild a slipway somewhere else," he says. "You need deep water, the right gradient, a licence to work on the foreshore. Nobody's handing those out any more. When we're gone, the nearest place to haul out a wooden boat like this is an hour up the coast."

The yard employs eight people, including two apprentice shipwrights. It carries out about 200 haul-outs a year, from private yachts to historic vessels owned by maritime museums and charities.

[fig] Apprentice shipwright Mia Tran shapes a new plank by hand. || Nick Moir

Boat owners and heritage groups have rallied behind the business. A petition calling for the lease to be extended has gathered more than 9,000 signatures, and the Sydney Wooden Boat Association has written to the Minister for Planning.

"These skills are disappearing," says the association's president, Carol Fenwick. "There are very few people left who know how to steam and bend a timber plank or caulk a hull with cotton and oakum. If the yards go, the knowledge goes too."

## The government's plans

A spokeswoman for the state's property agency said the redevelopment would "return a significant stretch of foreshore to the community" and that the government had consulted widely on the plans.

She said the agency had offered to help the boatyard find an alternative site and had extended the lease by 12 months to allow time for relocation.

Local residents are divided. Some have welcomed the prospect of a continuous harbour walk, which would link two existing parks. Others say a working boatyard is part of what makes the area distinctive.

"People moved to Balmain because it was a harbour suburb with a bit of grit," says local councillor Tom Adeyemi. "If every piece of the waterfront becomes a cafe or a lawn, we lose something that can't be replaced."

## A working harbour

Historians say the decline of Sydney's boatyards reflects wider changes in the harbour's economy. Shipping moved to Port Botany decades ago, and the inner harbour's industrial sites were gradually converted to housing and parkland.

"For most of the city's history, Sydney Harbour was a place of work," says Dr Anita Kowalczyk, a maritime historian. "Boatyards are among the last reminders of that. Once they're gone, the harbour becomes something you look at rather than something people make a living from."

Heritage advocates point to harbours in Europe and North America where working boatyards have been protected through zoning or public ownership, sometimes alongside public walkways.

## What happens next

Drummond says the family has looked at alternative sites but has found nothing suitable on the harbour. An industrial site further west was too shallow for larger vessels, and another would have required expensive dredging and approvals that could take years.

The yard's lease now expires in December next year. The family has asked the minister to meet them.

"We're not asking for a handout," Drummond says. "We pay rent, we employ people, we train apprentices. We'd just like to keep doing what we've done here for nearly a hundred years."

Back on the slipway, one of the apprentices, 19-year-old Mia Tran, is shaping a new plank with a hand plane.

"I didn't even know this was a job until I walked past and saw the boats," she says. "I'd like to think I can do this for the rest of my life. But I don't know where."
''')

S(9032, kind='service', section='Transport', date='2018-05-28T00:01',
  authors=[{'name': 'Daniel Kwan'}],
  hed='Public transport fares to rise from July: what Sydney commuters need to know',
  dek='Most adult fares will go up by about 20 cents a trip, but the weekly travel cap will stay the same',
  lead=('Commuters at Town Hall station.', 'Louise Kennerley'),
  tags=['Public transport', 'Fares', 'Sydney'],
  body='''
Most Sydney commuters will pay more for public transport from July 2, after the state's pricing regulator approved an average fare increase of 2.2 per cent.

The change will add about 20 cents to a typical adult trip on trains, buses, ferries and light rail. The weekly travel cap, which limits how much a passenger pays in a week, will remain unchanged.

Here is what the changes mean for passengers.

## How much will my fare go up?

For adult passengers, the most common train fare, for trips of between 10 and 20 kilometres, will rise from $4.61 to $4.72 during peak hours. Off-peak fares, which are 30 per cent cheaper, will rise by a smaller amount.

Bus and light rail fares will increase by similar amounts, while ferry fares will rise by up to 30 cents.

## Which fares are not changing?

- The weekly travel cap for adults stays at $61.50.
- The daily cap on Sundays stays at $2.80.
- Concession fares for seniors and pensioners, capped at $2.60 a day, are unchanged.

## Why are fares rising?

The regulator said the increase reflected rising costs of running the network and was below what transport agencies had asked for. The government said fares covered only about a quarter of the cost of providing public transport, with the rest paid by taxpayers.

"We understand nobody likes paying more, but we have kept increases in line with inflation, and we've protected the weekly cap that regular commuters rely on," a government spokesman said.

## What do commuter groups say?

Commuter advocates said the increase was modest but questioned whether passengers were getting better services in return.

"People are being asked to pay more for trains that are more crowded than they were five years ago," said Jenny Morrow, spokeswoman for the group Commuters First. "Fare rises should come with visible improvements."

The Opposition's transport spokesman said the increase would hit families in outer suburbs hardest, because they travel the longest distances.

## Can I avoid the increase?

Travelling off-peak is the simplest way to reduce costs. Passengers who make more than eight paid journeys a week also receive half-price fares for the rest of that week, a discount that will continue under the new pricing.
''')

S(9033, kind='sport', section='Cricket', date='2019-10-22T18:41',
  authors=[{'name': 'Brett Sawyer'}],
  hed='Tasmania quick takes 7-32 as Queensland skittled for 96 in Hobart',
  lead=('Callum Reid celebrates a wicket in Hobart.', 'Getty Images'),
  tags=['Cricket', 'Sheffield Shield', 'Tasmania'],
  body='''
Tasmanian seamer Callum Reid has produced the best figures of his career, taking 7-32 as Queensland were bowled out for 96 on day one of their Sheffield Shield clash in Hobart.

Bowling into a stiff southerly breeze, the 26-year-old removed both openers in his first four overs and then returned after lunch to rip through the middle order, claiming four wickets for nine runs in a devastating six-over spell.

Only wicketkeeper Sam Ellery offered real resistance, top-scoring with 31 before he was caught at second slip off Reid's final delivery of the innings.

"The wicket had a bit of green in it and the ball was swinging early, so I just tried to keep hitting that top of off stump area," Reid said. "When it's doing that much, you don't need to try anything fancy."

Tasmania reached 2-118 at stumps, a lead of 22, with opener Josh Markham unbeaten on 57.

Queensland coach Wade Fitzgerald admitted his side had been outplayed. "We didn't adapt quickly enough," he said. "Credit to Callum, that's as good a spell as you'll see, but we've got to be better than 96."

Reid, who missed most of last season with a stress fracture in his back, now has 15 wickets in two matches this summer.
''')

S(9034, kind='sports result', section='Local Sport', date='2019-09-14T19:05',
  authors=[{'name': 'Mitch Carney'}],
  hed='Hills Falcons end 17-year drought with 19-point grand final win',
  lead=('Hills Falcons players celebrate after the siren.', 'Supplied'),
  tags=['Local footy', 'Grand final'],
  body='''
The Hills Falcons have broken a 17-year premiership drought, holding off the Coast Rangers to win the division one grand final by 19 points at Mount Barker on Saturday.

The Falcons kicked five goals to one in the third quarter to turn a seven-point half-time deficit into a 21-point lead, and held on in a tense final term to win 12.9 (81) to 9.8 (62).

Midfielder Jack Penrose was named best on ground after collecting 34 disposals and kicking two goals.

"The boys just never stopped believing," coach Darren Leckie said. "This one's for everyone who's stuck with the club through some lean years."
''')

S(9035, kind='long read', section='Real Estate', date='2021-03-02T05:00',
  authors=[{'name': 'Rachel Dubois'}], role='Real Estate Reporter',
  hed="Canada's housing co-ops are aging. Who will build the next generation?",
  dek='Few new co-operatives have been built since federal funding ended in the 1990s. Advocates say they could ease the affordability crisis \u2013 if governments and lenders come back to the table',
  lead=('Lorraine Okafor outside her townhouse at the Beaconsfield Co-operative in Toronto.', 'Fred Lum/The Dominion Ledger'),
  tags=['Housing', 'Co-operatives', 'Affordability'],
  body='''
When Lorraine Okafor moved into the Beaconsfield Co-operative in Toronto's west end in 1988, she was a single mother with two young children and a job at a bank branch. Her monthly housing charge was $540.

Thirty-three years later, she still lives in the same three-bedroom townhouse. Her children have grown and moved out, and she now pays $1,120 a month, less than half what a comparable unit in the neighbourhood would rent for on the open market.

"This place gave me stability when I had none," says Ms. Okafor, who is 68 and sits on the co-op's board. "My kids went to the same school from kindergarten to Grade 12. I don't know where we would have ended up otherwise."

Co-operative housing, in which residents collectively own and manage their buildings and pay charges based on the cost of running them rather than market rents, was once a significant part of Canada's housing system. Tens of thousands of co-op units were built across the country from the 1970s to the early 1990s, much of it with federal financing.

Then construction largely stopped.

## A model that stalled

Housing experts say the decline of new co-op development dates to the federal government's withdrawal from funding new social housing in the 1990s. Without long-term government-backed financing, co-ops, which are not-for-profit and do not generate returns for investors, struggled to raise money to build.

"The co-op model depends on patient, low-cost capital," says Marc Tremblay, an economist who studies non-market housing. "When that disappeared, very little got built. We essentially froze the sector in place for 25 years."

Today, there are a few thousand housing co-ops in Canada, home to roughly a quarter of a million people, according to sector estimates. Many of the buildings are now more than 40 years old and need major repairs.

## Ageing buildings, ageing members

At Beaconsfield, the roofs were replaced in 2015 and the co-op is now saving to replace windows and boilers. Members voted to increase housing charges by 3 per cent a year for five years to build up the reserve fund.

"We have to think like a landlord and an owner at the same time," says Ms. Okafor. "Nobody is going to come and fix it for us."

Many co-ops also face expiring operating agreements. As the original mortgages are paid off, the agreements that provided subsidies for lower-income members come to an end, and co-ops must find other ways to support those households.

Sector groups say some co-ops have struggled to keep units affordable for members on fixed incomes after their agreements ended.

## A renewed interest

Amid soaring rents and house prices, co-ops are attracting new attention from policy makers. Advocates argue that they offer a form of permanently affordable housing that does not depend on ongoing subsidies once built.

"Every co-op unit built today is a unit that will stay below market for as long as the building stands," says Priya Raman, executive director of the Ontario Co-op Development Network. "That's a very good deal for taxpayers over 50 or 60 years."

Recent federal housing programs have made some money available for co-operative projects, and several provinces and municipalities have signalled support. But developers of co-ops say the financing is still difficult to assemble.

Ms. Raman's organization is working on a 140-unit co-op on a former parking lot in Hamilton. The project has land from the city, a low-interest federal loan and a contribution from the province, but it is still $6-million short of what it needs to start construction.

"Every project is a puzzle with eight pieces from eight different places," she says. "Private developers have banks that understand what they do. We're still explaining what a co-op is."

## Lenders cautious

Lenders say the non-profit model presents challenges. Because members do not own their units individually, co-ops cannot offer the same collateral as condominium developers, and their revenues are deliberately kept close to costs.

"We're supportive of the sector, but we have to underwrite every loan on its own merits," said a spokesperson for a large credit union that has financed several co-op projects.

Some advocates are calling for a national co-op financing agency that would pool risk and lend at lower rates, similar to bodies in some European countries.

## 'A waiting list as long as your arm'

Demand is not the problem. Many established co-ops have closed their waiting lists because they are so long, and some say applicants can wait a decade for a unit.

At Beaconsfield, the waiting list was closed in 2017 with more than 400 names on it.

"People call every week," says Ms. Okafor. "Young couples, seniors, families. I tell them the truth: there's almost no turnover, because people don't leave. Why would they?"

She would like to see her co-op's model repeated. "We proved that ordinary people can run their own housing, and run it well," she says. "It just needs someone to build it again."
''')

S(9036, kind='agriculture', section='Business', date='2019-05-06T16:20',
  authors=[{'name': 'Evan Lachance'}], role='Agriculture Reporter',
  hed='Alberta beekeepers report heaviest winter losses in a decade',
  dek='Producers say cold snap and mite infestations wiped out up to half of some colonies, raising concerns for crop pollination',
  lead=('Beehives near Falher, Alta.', 'Amber Bracken/The Dominion Ledger'),
  tags=['Agriculture', 'Alberta', 'Bees'],
  body='''
Beekeepers across Alberta are reporting their heaviest winter colony losses in at least a decade, with some commercial operators saying they lost nearly half their hives, raising concerns about pollination for this summer's canola seed crops.

A preliminary survey by a provincial beekeepers' group found average losses of about 36 per cent across the province over the winter, well above the 15 to 20 per cent that producers generally consider sustainable.

"We opened hives in April and found them dead, the bees clustered in a corner with honey just inches away," said Gerrit van Loon, who runs about 2,800 colonies near Falher in the Peace region. "I've been doing this for 30 years and I've never seen it this bad."

## Cold snap and mites

Beekeepers and researchers point to a combination of factors. A prolonged cold snap in February, when temperatures fell below minus 30 for more than two weeks, left many colonies unable to move to their food stores.

At the same time, infestations of varroa mites, parasites that weaken bees and spread viruses, were higher than usual last fall in some areas, leaving colonies less able to survive the winter.

"A strong, healthy colony can get through a hard winter. A colony that's already weakened by mites often can't," said Dr. Amira Haddad, an apiculture researcher in Edmonton.

## Pollination concerns

Alberta is one of the country's largest honey-producing provinces, and beekeepers also earn income by renting hives to farmers who grow hybrid canola seed, which depends on bees for pollination.

Seed growers say they are worried there may not be enough colonies to meet demand this summer. Some beekeepers are trying to rebuild by splitting surviving hives and importing packaged bees and queens, but supplies are limited and prices have risen.

"Everybody is trying to buy bees at the same time," said Mr. van Loon. "A package that cost $150 a couple of years ago is now closer to $250, if you can get one."

## Calls for support

The beekeepers' group has asked the provincial government to include bee losses in its farm income support programs and to fund more research into mite control.

A spokesperson for the provincial agriculture department said officials were "monitoring the situation closely" and would meet with the industry.

Beekeepers say the next few weeks will determine how quickly they can recover. "If we get a warm, early spring and a good flow, we can bounce back," said Mr. van Loon. "If not, it's going to be a long year."
''')

S(9037, kind='housing', section='GTA', date='2021-08-26T17:30',
  authors=[{'name': 'Priya Menon'}], role='Staff Reporter',
  hed='Tenants win rent break after 11 weeks without an elevator in North York tower',
  lead=('Rosa Almeida on the balcony of her 16th-floor apartment.', 'Richard Lautens'),
  tags=['Housing', 'Tenants', 'North York'],
  body='''
Tenants of a 19-storey North York apartment building who went 11 weeks without a working elevator have won a rent reduction of up to 25 per cent for the period, in a ruling that housing advocates say could encourage other renters to take action.

The province's landlord and tenant tribunal ordered the building's owner, Yorkgate Residential Inc., to pay tenants in 64 units a rent abatement ranging from 10 to 25 per cent, depending on which floor they lived on, for the time the building's only elevator was out of service last winter.

Residents on upper floors described carrying groceries up as many as 18 flights of stairs, and several older tenants said they were effectively trapped in their apartments.

"My husband uses a walker. For 11 weeks he did not go outside once," said Rosa Almeida, 71, who lives on the 16th floor. "Our daughter had to bring food. We missed doctor's appointments."

## 'Not an act of God'

The landlord had argued that the delay was caused by a shortage of replacement parts and was beyond its control. But the adjudicator found that the company had known the elevator needed major repairs for more than a year and had not scheduled the work.

"An elevator in a high-rise residential building is a vital service," the adjudicator wrote. "The landlord was aware of the condition of the equipment and had ample opportunity to address it before it failed."

A lawyer for Yorkgate said the company was reviewing the decision and noted that it had since installed a second elevator car in the building.

## Tenants organized

The case was brought by the building's tenant association, formed last year with help from a legal clinic. Organizers went door to door collecting statements and photos.

"People think the tribunal is only for landlords trying to evict someone," said the association's chair, Kwame Asante. "We wanted to show that tenants can use it too, if they stick together."

Advocates say elevator outages are a growing problem in the city's aging rental towers, many of them built in the 1960s and 1970s. City council has asked the province to set maximum repair times for elevators in residential buildings.

Almeida said the ruling did not make up for what her family went through. "The money is not the point," she said. "The point is that somebody says this was not OK."
''')

S(9038, kind='civic', section='Hamilton', date='2020-01-21T10:15',
  authors=[{'name': 'Lauren Pike'}], role='Staff Reporter',
  hed='Hamilton library to eliminate overdue fines starting next month',
  lead=('The central library branch in downtown Hamilton.', 'Star file photo'),
  tags=['Libraries', 'Hamilton'],
  body='''
The public library in Hamilton will stop charging overdue fines on Feb. 1, joining a growing number of Canadian library systems that say late fees keep the people who most need libraries from using them.

The library board voted unanimously Monday night to eliminate fines on all materials, and to forgive about $180,000 in existing overdue charges on roughly 9,000 accounts.

"We found that fines were blocking thousands of people from borrowing, many of them kids and low-income families," said chief librarian Marisa Chen. "The money we collected was small compared to the cost of turning people away."

Fines brought in about $220,000 last year, less than 1 per cent of the library's budget, according to a staff report.

Borrowers will still be charged for lost or damaged items, and accounts with items more than 30 days overdue will be temporarily blocked until the items are returned.

Libraries in other Canadian cities that have dropped fines have reported more returning borrowers and little change in how quickly items come back.

"It's not a free-for-all," Chen said. "People still bring their books back. They just don't get punished for being a few days late."
''')

S(9039, kind='funding', section='Startups', date='2021-04-20T09:00',
  authors=[{'name': 'Maya Oduya'}],
  hed='Palletly raises $24M to bring real-time tracking to freight yards',
  lead=('Palletly co-founders Daniel Osei and Lena Marsh.', 'Palletly'),
  tags=['Logistics', 'Fundraising', 'Supply chain'],
  body='''
Freight yards \u2014 the sprawling lots where trucking companies, warehouses and distribution centers park and shuffle trailers \u2014 remain one of the least digitized parts of the supply chain. Many still rely on clipboards, radios and a person driving around in a golf cart to find out which trailer is where.

Palletly, a Chicago-based startup that makes software and sensors for tracking trailers inside yards, thinks that is a big opportunity. The company today announced it has raised a $24 million Series B round led by Ridgeline Ventures, with participation from existing investors Foundry North and Canopy Capital.

The new funding brings Palletly's total raised to $35 million.

Palletly's system combines low-cost sensors mounted on trailers with cameras at yard gates and a software dashboard that shows the location and status of every trailer in real time. Yard managers can use it to assign trailers to dock doors, prioritize loads and spot trailers that have been sitting idle.

"The average large distribution center has hundreds of trailers on site, and on any given day the team is losing hours just looking for them," co-founder and CEO Daniel Osei told SeedBeat. "We turn the yard into something you can actually see and manage."

Osei founded the company in 2018 with Lena Marsh, previously an engineer at a logistics robotics company, after working as a yard supervisor for a grocery distributor while in business school.

## Pandemic tailwinds

Like many logistics startups, Palletly has benefited from the surge in e-commerce over the past year, which has pushed warehouses to handle more volume with the same physical space.

The company says it now tracks more than 40,000 trailers across 120 sites, up from 30 sites a year ago, and that revenue has grown fourfold over the same period. Customers include regional grocery chains, third-party logistics providers and a large home-improvement retailer, which it declined to name.

Palletly charges customers a subscription fee based on the number of trailers and gates at each site.

## Competition

Palletly isn't alone. Several startups and established supply-chain software vendors offer yard management systems, and some large shippers have built their own tools.

Osei argues that Palletly's advantage is how quickly it can be deployed. "Most yard systems take months to roll out and need a lot of IT work," he said. "We can have a site live in two weeks, because our sensors don't need wiring and our software works with the systems people already have."

Ridgeline partner Sofia Lindgren said the speed of deployment was a key reason for the investment. "Logistics operators are under enormous pressure and don't have time for long implementation projects," she said in a statement.

The company plans to use the new capital to expand its sales team, open an office in Dallas and develop features that use historical data to predict congestion in yards.
''')

S(9040, kind='analysis', section='Transportation', date='2019-08-04T14:15',
  authors=[{'name': 'Jordan Vale'}],
  hed="Scooter-sharing's second act is playing out in mid-sized cities",
  lead=('Shared electric scooters parked in a downtown corral.', 'SeedBeat'),
  tags=['Micromobility', 'Scooters', 'Cities'],
  body='''
When electric scooters first landed on city sidewalks two years ago, they were a big-city phenomenon. Operators raced to launch in the largest coastal cities, sometimes without permission, and raised hundreds of millions of dollars on the promise that scooters would transform urban transportation.

The story since then has been more complicated. Some large cities have capped fleets or auctioned off limited permits. Operators have cut staff and pulled out of markets where they couldn't make money. And questions about safety, vandalism and the lifespan of the scooters themselves have followed the industry everywhere.

But away from the headlines, a quieter shift is under way. Increasingly, the cities that are signing up for scooter programs are mid-sized ones \u2014 places with populations between 100,000 and 500,000, often with universities, compact downtowns and limited public transit.

## Why mid-sized cities?

Operators say these cities offer something that big cities often don't: predictable rules and less competition.

"In a mid-sized city you can sit down with the transportation director, agree on a permit and actually plan a launch together," said Nadia Brooks, head of city partnerships at scooter operator Glide. "You're not one of eight companies fighting for a share of a capped fleet."

Many of these cities have chosen to work with just one or two operators through a formal procurement process, which gives the companies more certainty about revenue and the cities more leverage over how the service operates.

In one Midwestern college town that launched a pilot last fall, the city chose a single operator after a competitive process and set detailed rules on where scooters can be parked, how fast they can go in the downtown core and how quickly the operator must respond to complaints.

"We learned a lot from watching the bigger cities," said a transportation planner involved in the program, who asked not to be named because she was not authorized to speak for the city. "We didn't want a free-for-all. We wanted a service that worked for residents."

## The unit economics question

Whether mid-sized cities can make scooter-sharing profitable is another matter.

Fewer people means fewer rides per scooter, and operators need each scooter to be ridden many times a day to cover the cost of the hardware, charging, repairs and staff. Early scooter models lasted only a few months on the street, making the math even harder.

Operators say newer, more durable scooters, with swappable batteries and sturdier frames, have changed the equation. Glide says its latest model is designed to last more than a year, and that swappable batteries mean staff no longer have to collect scooters every night to charge them.

"The first generation of scooters were basically consumer products," said Brooks. "What we're deploying now is built for shared use, and that makes a big difference to the cost per ride."

Still, analysts remain cautious. "The industry has gotten much better at operations, but it's still not clear that scooters can be profitable everywhere," said Raj Patel, a mobility analyst at Crestview Research. "Mid-sized cities are a good test. If it doesn't work there, with cooperative cities and less competition, that tells you something."

## Safety and sidewalk clutter

The concerns that dogged scooters in big cities haven't gone away. Emergency room doctors in several cities have reported a rise in scooter-related injuries, and residents complain about scooters left blocking sidewalks and ramps.

Mid-sized cities have tried to address those problems through rules. Some require scooters to be parked in designated corrals downtown, others limit speeds in pedestrian-heavy areas using geofencing, and many require operators to run safety campaigns and offer free helmets.

"The technology gives cities a lot of tools," said Patel. "You can slow scooters down in certain zones, stop them from being parked in certain places, even turn them off at certain hours. The question is whether cities have the staff to actually manage all that."

## What's next

For now, operators are betting that a network of smaller markets can add up to a sustainable business. Glide, which operates in 24 cities, says 17 of them have populations under 500,000.

Some are also experimenting with new vehicles. Several operators have started offering seated scooters and e-bikes in addition to stand-up scooters, hoping to appeal to older riders and people making longer trips.

"The early days of scooters were about growth at any cost," Brooks said. "This phase is about figuring out what actually works, city by city."
''')
