"""Stories wcxb-8001 ... wcxb-8020 (English)."""


def S(**kw):
    return kw


STORIES = [
S(id=8001, lang="en", section="Ideas", author="Eleanor Hartley", date="2025-03-11", time="06:00",
  tags=["Light pollution", "Vermont", "Small towns"],
  head="The Town That Switched Off Its Streetlights",
  dek="A village in Vermont went dark on purpose. What it learned about safety, money and the night sky is "
      "more complicated than either side expected.",
  body="""
The first complaint arrived before the last bulb was out. On a Tuesday in October, a crew from the highway department in Marlow Falls, a village of 2,300 people in Vermont's Northeast Kingdom, began unscrewing the sodium lamps along Depot Street. By the time they reached the bridge, a woman had pulled her car onto the shoulder to ask whether the town had gone bankrupt. It had not. It had voted, 214 to 198 at town meeting, to turn off two-thirds of its streetlights for a year and see what happened.

What happened, it turns out, is a small natural experiment in a question most American towns never ask out loud: What is a streetlight for? The answer the village arrived at after twelve months is not the one its dark-sky advocates predicted, and not the one its opponents feared either.

## A budget line nobody had read

The idea did not begin with stars. It began with an invoice. In 2022 the village's electricity bill for street lighting rose by 41 percent, to just under $58,000, a figure that the town clerk, Ruth Abernathy, noticed only because it had overtaken the line for winter sand. "Nobody had looked at that number in twenty years," she told me in her office, which sits above the fire station and smells faintly of diesel. "It was just there, like the weather."

Abernathy asked the utility for a map of every pole the village paid for. There were 311. Some lit intersections that no longer existed; one illuminated the entrance of a creamery that closed in 1987. A retired engineer on the select board, Walt Pryor, walked the routes with a clipboard over two weekends and sorted each light into one of three categories: needed, arguable and pointless. He put 97 in the first group.

> "I assumed I'd be the villain of the story. The guy who took away the lights. Instead people kept stopping me to say they'd never liked the glare in their bedroom window."

That was Pryor, describing the walks. The astronomers came later. A club from St. Johnsbury had been lobbying the village for years to adopt shielded fixtures, and when the budget argument opened the door, they walked through it with a slideshow about migrating birds and a telescope set up on the green.

## The fear, stated plainly

Opposition was organized and sincere. A petition signed by 160 residents warned that darker streets would invite burglaries, embolden drunk drivers and endanger older people walking home from church suppers. The owner of the village's only pharmacy said she would close at five rather than ask staff to cross an unlit parking lot. At the special meeting in August, a volunteer firefighter asked who would be responsible the first time someone was hit at the crossing by the school.

These are not foolish worries. Research on lighting and crime is genuinely mixed. A large study in New York public housing found that adding bright temporary lights reduced nighttime outdoor crime, while several British analyses of part-night lighting schemes found no measurable increase in crime or collisions after councils dimmed or switched off lamps after midnight. The honest summary is that context matters enormously, and a village of 2,300 is not a housing project in the Bronx.

The compromise that passed was narrower than the slideshow proposed. The 97 necessary lights stayed on, and most were fitted with warmer, shielded LED heads. The crossing by the school got a new flashing beacon. Everything else went dark, with the promise of a full review after a year.

## What the numbers showed

The review, presented to the select board in February, is eleven pages long and admirably dull. The electricity bill for street lighting fell to $19,400. Reported burglaries went from six in the previous twelve months to five. Vehicle crashes inside the village limits stayed flat at fourteen, none of them at night on a street that had lost its lights. The state police barracks in Derby, which covers the village, said it had no basis to connect any incident to the change.

- Street lighting costs: $57,900 before, $19,400 after
- Burglaries reported: 6 before, 5 after
- Crashes within village limits: 14 before, 14 after
- Formal complaints to the town office: 23, most in the first month

The complaints are the most interesting part. Almost all of them came in the first four weeks, and almost all were about a specific pole rather than the idea. Eleven poles were switched back on after residents made a reasonable case: a steep driveway, a bus stop used by shift workers at the hospital in Newport, a footpath behind the elementary school. The pharmacy did not close early. Its owner, it emerged, had bought a motion-sensor light for the parking lot for $140.

## The sky, and the people under it

I spent two nights in Marlow Falls in January, which is an unfair time to judge anything about a place in Vermont. It was nine below zero. But standing on the bridge at ten o'clock, I could see the Milky Way above the river as a pale smear of light that most Americans now encounter only in photographs. The astronomy club has started holding monthly viewing nights on the green, and the last one drew sixty people, many of whom had voted against the plan.

Not everyone has been won over. Dennis Quinlan, who organized the petition, still thinks the village got lucky. "One bad winter, one kid in a crosswalk, and this looks very different," he said. He has a point that data from a single year cannot answer. He also admitted that his own street, which lost four lights, is quieter than it used to be, and that he sleeps better.

The select board voted last month to make the arrangement permanent, with a standing rule that any resident can ask for a light to be restored and receive a decision within thirty days. It is a modest institutional innovation, and perhaps the real lesson of the experiment. The village did not decide that darkness is good or that light is bad. It decided that each pole should have to justify itself, and that somebody should be reading the bill.
"""),

S(id=8002, lang="en", section="Culture", author="Samuel Okafor", date="2025-04-02", time="07:00",
  tags=["Craft", "Ohio", "Technology"],
  head="What the Last Typewriter Repairman in Ohio Knows About Attention",
  dek="Half a century of fixing machines that do only one thing has given Lou Varga a theory about why his "
      "customers keep getting younger.",
  body="""
Lou Varga keeps a list of the machines he refuses to fix. It is taped to the inside of a cabinet door in his shop in Lakewood, Ohio, written in pencil on the back of a carbon-ribbon box, and it has three entries: anything electric made after 1985, anything somebody has already tried to oil with WD-40, and one specific green Olympia that belonged to a customer who yelled at his late wife in 1994.

Everything else, he will at least look at. That has made Varga, who is seventy-seven, a minor celebrity among a population he never expected to serve: people in their twenties and thirties who found a typewriter in a grandparent's closet or an estate sale and decided, for reasons they often struggle to explain, that they wanted it to work.

## A waiting list for ribbons

When Varga opened Lakewood Office Machine in 1972, his customers were insurance agencies, law firms and the parish office at St. Clement. He serviced contracts for more than two hundred machines at a time. By the late 1990s the contracts had dwindled to a dozen, and he spent most of his days fixing cash registers and adding machines for small shops that could not afford to replace them.

The change came slowly and then all at once. Around 2015, he noticed that the people bringing in typewriters no longer apologized for them. Today the shop has a waiting list of about seven weeks. A third of his work comes through the mail, from as far away as Arizona and Maine, and he has started shipping ribbons to customers in Canada because, he says, nobody up there will re-ink them properly.

[fig] Lou Varga adjusts the escapement of a 1958 Smith-Corona Silent-Super in his Lakewood workshop. || Photo: Rosa Castellano for The Meridian Monthly

The work itself has not changed much. A typical repair involves cleaning decades of dust and eraser crumbs out of the segment, freeing type bars that have seized, replacing a platen that has hardened to the texture of a hockey puck, and adjusting the escapement so the carriage moves one letter at a time, evenly, without skipping. Varga does most of it with tools he bought in the 1970s, several of which no longer have manufacturers.

## The theory

Varga is not a nostalgic man. He uses a smartphone, reluctantly, and his invoices come out of a laser printer. But after a decade of talking to young customers while they wait, he has developed a theory about why they come, and he delivers it with the confidence of someone who has tested it against thousands of conversations.

"They tell me it's the sound, or the look, or that it's good for writing poetry," he said. "That's not it. It's that the thing can't do anything else. You sit down, and there's no other window. There's no little red number telling you somebody wants you. You type, or you don't."

It is a theory that a growing body of research on attention would recognize. Studies of so-called task switching suggest that even brief interruptions carry a cost in time and accuracy, and surveys of office workers routinely find that people check their email or messages dozens of times an hour. A machine that cannot notify you of anything is, in this light, less a relic than a piece of protective equipment.

Several of Varga's customers said something similar in their own words. Hannah Brennan, a doctoral student in history at Case Western Reserve University, brought in a 1960s Hermes portable that had belonged to her great-aunt. She now drafts the opening paragraph of every chapter on it before moving to her laptop. "It's the only way I've found to start," she said. "On the computer I rewrite the first sentence forty times. On the typewriter I can't, so I keep going."

## The problem of the next repairman

The obvious question hanging over the shop is what happens when Varga stops. He has no apprentice, though not for lack of applicants. Three young people have asked to learn the trade in the past two years. He turned them down, he says, because he did not believe he could teach them enough to make a living before he retired, and he did not want to give anyone false hope.

That may be changing. A community college in the Cleveland area has approached him about recording a series of repair videos, and a small collective of typewriter enthusiasts in Columbus has offered to buy his stock of parts when he closes. He has not said yes to either, but he has started labeling the drawers in the back room, which his daughter considers a sign.

On the afternoon I visited, a man in his twenties came in to collect a Royal Quiet De Luxe that he had inherited from his grandfather. Varga rolled a sheet of paper into the machine and handed it over without a word. The young man typed his own name, then the date, then stopped, apparently unsure what to write next. After a moment he typed: "It works." Varga nodded, took his cash, and went back to the bench.
"""),

S(id=8003, lang="en", section="Israel Inside", author="Amara Osei", date="2025-02-18", time="14:20",
  tags=["Water", "Technology", "Haifa"],
  head="Haifa startup's desalination membrane passes first municipal trial",
  dek="Six-month pilot at a Kiryat Bialik pumping station cut energy use by nearly a fifth, the company says, "
      "though independent experts urge caution before scaling up",
  body="""
A Haifa-based water technology company said Tuesday that its new desalination membrane used 18 percent less electricity than conventional equipment during a six-month trial at a municipal pumping station north of the city, a result that could lower the cost of producing drinking water if it holds up at larger scale.

The company, Salinex Technologies, was founded in 2019 by two former researchers from the Technion – Israel Institute of Technology. Its membrane uses a layer of modified graphene oxide to let water molecules through while blocking salt ions, a design that has attracted academic interest worldwide but has rarely been tested outside laboratories.

The pilot ran from August to January at a brackish-water treatment unit operated by the regional water corporation in Kiryat Bialik. Over that period the Salinex module treated about 41,000 cubic meters of water, enough to supply roughly 300 households for the six months, according to figures the company shared with The Carmel Post.

"Everyone has seen beautiful results on a coupon the size of a postage stamp," said Dr. Noa Lindqvist, the company's chief technology officer. "What we needed to show was that the membrane survives real water, with real fouling, day after day. That is what this trial was about."

[rel] Israel's desalination plants face new scrutiny over Mediterranean brine discharge

Israel produces the majority of its drinking water through desalination, mostly from five large seawater plants along the Mediterranean coast. Electricity is the largest operating cost of those plants, and even modest efficiency gains translate into significant savings and lower emissions.

## Fouling and durability

The most closely watched figure from the trial was not energy but durability. Graphene-based membranes have in the past tended to degrade or clog quickly when exposed to the organic matter and minerals found in natural water sources.

According to Salinex, the module required chemical cleaning twice during the six months, compared with three cleanings for a standard polyamide module operating alongside it. Salt rejection stayed above 98.5 percent throughout, the company said, within the range required by the Health Ministry for the treated water.

Prof. Daniel Harrow, a membrane scientist at Ben-Gurion University of the Negev who was not involved in the trial, said the figures were encouraging but should be treated with care. Brackish groundwater contains far less salt than seawater, he noted, and a membrane that performs well in one setting may behave very differently in the other.

"Eighteen percent is a meaningful number if it is real and if it scales," Harrow said. "But a single pilot at one site, reported by the company itself, is the beginning of the evidence, not the end. I would want to see an independent operator run it for a year."

## Next steps

The regional water corporation confirmed that the trial had taken place and that it was reviewing the data, but declined to comment on the results before completing its own analysis, which it expects to publish in the spring.

Salinex said it had raised $14 million in a funding round led by a Tel Aviv venture firm and a European water utility, and that it planned to build a larger demonstration unit capable of treating seawater by the end of next year. The company employs 36 people at its offices in the Matam technology park.

Chief executive Ravi Sandoval said the company was in discussions with two desalination operators abroad, one in Cyprus and one in Spain, but would not name them. "Water scarcity is not an Israeli problem, it is a Mediterranean problem," he said.
"""),

S(id=8004, lang="en", section="Archaeology", author="Jonah Delacroix", date="2025-05-07", time="11:05",
  tags=["Archaeology", "Akko", "Israel Antiquities Authority"],
  head="Ancient olive press unearthed during road works near Akko",
  body="""
Workers widening a road on the eastern outskirts of Akko have uncovered an olive press that archaeologists believe was in use some 1,600 years ago, the Israel Antiquities Authority said Wednesday.

The press, carved into the bedrock, includes a large crushing basin, two collecting vats and the stone base of a lever that would have been used to squeeze the crushed olives. Fragments of storage jars found nearby suggest the site operated during the Byzantine period, between the fifth and sixth centuries CE.

"Olive oil was the petroleum of the ancient economy," said excavation director Dr. Lucia Thackeray. "It was food, fuel for lamps, medicine and a base for perfumes. A press of this size tells us there was a substantial agricultural estate here, probably with a village we have not yet found."

The discovery was made in March during routine supervision of infrastructure works, which is required by law in areas with known antiquities. Construction on a 200-meter section of the road was paused for seven weeks while the site was excavated and documented.

The authority said the press would be covered and preserved beneath a protective layer of soil, and that the road would be built over it without damaging the remains. Some of the finds will be displayed at a planned exhibition in the city next year.
"""),

S(id=8005, lang="en", section="Hong Kong", author="Grace Nakamura", date="2025-01-22", time="08:00",
  tags=["Transport", "Hong Kong", "Ageing population"],
  head="Hong Kong's minibus drivers are ageing out. Who will take the wheel?",
  dek="More than half of the city's red and green minibus drivers are over 60, and operators say recruitment "
      "schemes are failing to keep up with retirements",
  body="""
At 5.45am, when most of Sha Tin is still asleep, Chan Wing-kit is already on his second cup of milk tea at a cooked food stall near the Route 65K terminus. He has driven green minibuses in the New Territories for 31 years. He is 68, has had two knee operations, and is, by the standards of his depot, one of the younger men on the morning shift.

"When I started, the old uncles were in their fifties," he said. "Now I am the old uncle, and there is nobody coming after me."

Chan's depot is not unusual. According to figures from the Transport Department, 54 per cent of the roughly 6,800 people holding a licence to drive public light buses were aged 60 or above at the end of last year, up from 38 per cent a decade earlier. Just 4 per cent were under 40.

| Age group | 2014 | 2019 | 2024 |
| Under 40 | 9% | 6% | 4% |
| 40 to 59 | 53% | 48% | 42% |
| 60 and above | 38% | 46% | 54% |

The ageing workforce is already affecting services. Operators on several routes in Kowloon and the New Territories have cut evening frequencies because they cannot find enough drivers, and the Legislative Council's transport panel heard last month that at least 23 green minibus routes had run fewer trips than required by their schedules during the previous quarter.

## A job that pays, but not enough

Minibus drivers in Hong Kong are typically paid by the trip or by a share of daily fare revenue, rather than a fixed salary. Industry groups estimate that a full-time driver on a busy route can earn between HK$20,000 and HK$26,000 a month, comparable to many office jobs, but the hours are long and unpredictable, and shifts often begin before dawn.

Tommy Leung, chairman of an association representing more than 40 green minibus operators, said younger workers were put off less by pay than by conditions. "They look at the split shifts, no proper toilet breaks, passengers shouting because the bus is full, and they choose delivery work instead," he said. "With a food delivery app you choose your hours. We cannot offer that."

Delivery platforms have absorbed many of the city's younger drivers since the pandemic. A survey by a university transport research group last year found that among licensed drivers under 35 who had left the minibus trade, nearly half had moved to delivery or ride-hailing work.

[rel] Kowloon bus route changes: what passengers need to know

## Government schemes fall short

The government has introduced several measures to attract new drivers. Since 2023, applicants for a public light bus licence have been able to take a shorter pre-service course, and a pilot programme has offered a subsidy of HK$10,000 to new drivers who complete six months on the job.

Take-up has been modest. The Transport and Logistics Bureau said in a written reply to lawmakers that 412 people had received the subsidy by December, against an initial target of 1,000. About a third of those who joined under the scheme had left the trade within a year.

Lawmaker Yvonne Tse, who sits on the transport panel, said the government needed to think more broadly. "You cannot solve a structural labour shortage with a one-off cash payment," she said. "We need to look at how routes are franchised, whether operators can offer proper contracts, and whether we should allow imported labour under strict conditions."

The idea of importing drivers has been fiercely opposed by unions, which argue that it would hold down wages. A limited scheme allowing operators of large franchised buses to recruit from outside Hong Kong began last year, but minibus operators were excluded.

## Technology offers only a partial answer

Some operators are experimenting with technology to ease the strain. One company running routes on Lantau Island has installed driver-assistance systems that warn of collisions and lane departures, and says it has reduced minor accidents involving older drivers. Another has started using an app that lets passengers see seat availability in real time, reducing arguments at busy stops.

Self-driving minibuses remain a distant prospect. Trials of autonomous vehicles have so far been limited to closed areas such as the airport and a science park, and transport officials have said that the city's steep, winding roads pose particular challenges.

For drivers like Chan, the debate feels remote. He plans to keep working until his doctor tells him to stop, partly for the income and partly, he admits, because he would not know what to do with himself otherwise. But he worries about the passengers on his route, many of them elderly residents of the public housing estates along the hillside, who have no other way to get to the MTR station.

"If I stop and nobody replaces me, the bus just comes less often," he said. "The old people wait longer at the stop. That is the real problem, not me."

The Transport Department said it would publish a review of the public light bus sector, including recommendations on manpower, in the second half of the year.
"""),

S(id=8006, lang="en", section="China Economy", author="Felix Mwangi", date="2025-06-12", time="19:30",
  tags=["Drones", "Shenzhen", "Logistics"],
  head="Shenzhen drone delivery firm expands to 40 housing estates",
  dek="Company says average delivery time has fallen to 14 minutes, but residents' groups raise concerns over "
      "noise and privacy",
  body="""
A Shenzhen drone delivery company said on Thursday it had expanded its service to 40 residential estates across the city's Nanshan and Bao'an districts, making it one of the largest urban drone delivery networks in southern China.

Skylane Logistics, founded in 2020, operates a fleet of about 180 small drones that carry parcels and takeaway meals weighing up to 2.5kg from distribution hubs to landing stations installed on the rooftops or in the courtyards of housing estates.

The company said it had completed more than 1.2 million deliveries since launching commercial operations two years ago, and that the average time from order to delivery had fallen to 14 minutes for food orders within a 5km radius.

"In a dense city, the last kilometre is the most expensive and the slowest," chief operating officer Marcus Lin said at a briefing. "A drone does not wait at traffic lights, and it does not need to find a parking space."

The expansion comes as authorities in several Chinese cities have loosened rules on the commercial use of low-altitude airspace, part of a national push to develop what officials call the "low-altitude economy". Shenzhen, home to some of the world's largest drone manufacturers, has positioned itself at the forefront of that effort, publishing local regulations that streamline approval for delivery routes.

## Concerns over noise

Not all residents have welcomed the drones. A residents' committee at one estate in Bao'an said it had received dozens of complaints about noise from drones taking off and landing late at night, and had asked the company to restrict flights after 10pm.

One resident, a retired teacher surnamed Zhou, said the buzzing could be heard through closed windows on the upper floors. "It is like a very large mosquito, every five minutes," she said. "During the day it is fine. At night, when you are trying to sleep, it is not fine."

Others raised concerns about privacy, noting that the drones carry cameras for navigation and obstacle avoidance. Skylane said the cameras were used only for flight safety, that footage was not stored beyond 72 hours unless there was an incident, and that the drones' flight paths had been designed to avoid passing directly in front of residential windows.

Lin said the company had adjusted flight schedules at several estates in response to feedback and was testing quieter propellers. "We want to be good neighbours," he said. "If residents do not accept the service, it will not work commercially."

## Profitability still elusive

Analysts say drone delivery remains difficult to make profitable despite rapid growth. The cost of hardware, maintenance, insurance and the ground staff who load and monitor the drones means each delivery still costs more than one made by a courier on an electric scooter.

Skylane, which has raised funding from two venture capital firms and a state-backed industrial fund, declined to disclose its financial results, but said it expected to break even on a per-delivery basis in its most established service areas by the end of next year.

"The technology works," said Peter Hu, a logistics analyst at a Hong Kong brokerage. "The question is whether the economics work at scale, and whether regulators and residents will accept thousands of drones flying over apartment blocks. Shenzhen is the test case for the whole country."
"""),

S(id=8007, lang="en", section="Singapore", author="Ines Baptiste", date="2025-03-27", time="05:00",
  tags=["Urban farming", "HDB", "Town councils"],
  head="Tampines rooftop farm feeds 300 households, but faces water bill dispute",
  dek="Residents who run the community farm say they were billed for water at commercial rates; the town "
      "council says it is reviewing the arrangement",
  body="""
SINGAPORE – Every Saturday morning, a queue forms at the foot of Block 488 in Tampines. Residents bring reusable bags and wait for volunteers to come down from the roof with crates of kailan, bayam, okra and, on a good week, a few kilograms of cherry tomatoes.

The produce comes from a 1,200 sq m farm on top of a multi-storey car park next door, one of the largest community-run rooftop gardens in a Housing Board estate. Set up in 2021 with support from the town council and a grant from a national greening fund, it now supplies vegetables to about 300 households, including 80 lower-income families who receive a weekly bag for free.

But the farm's future has been clouded by a dispute over its water bill. In January, the volunteer committee that manages it received an invoice of $4,860 for the previous six months, after the town council reclassified the farm's water supply from a common-area account to a non-domestic one billed at commercial rates.

"We are not a business. Nobody here is paid a single cent," said Mr Tan Boon Huat, 64, a retired engineer who chairs the farm committee. "If we have to pay this every six months, we will have to stop giving free vegetables to the families who need them most."

[rel] More HDB car park rooftops to be converted into farms by 2030

## How the farm works

The farm has 46 volunteers, most of them retirees and homemakers living in the surrounding blocks. Vegetables are grown in raised beds and vertical towers fed by a drip irrigation system. Rainwater collected in four large tanks covers part of the farm's needs, but during dry spells the volunteers rely on mains water.

The committee sells about half of each harvest to residents at below-market prices, using the money to buy seeds, compost and replacement parts. The rest is given away.

Madam Siti Rahmah, 71, who lives in the next block, has volunteered since the farm opened. "Before this, I sat at home watching television," she said. "Now I come up every morning. I have made friends. My grandchildren come on weekends to help harvest. It is good for the body and for the heart."

## A question of classification

In a response to queries from The Strait Herald, Tampines Town Council said the reclassification followed an audit of water accounts in its estates, which found that several community gardens were drawing significant amounts of water from common-area supplies.

The council said it recognised the value of community farming and was "reviewing the arrangement with the farm committee to find a sustainable solution". It did not say whether the January bill would be waived.

Urban farming advocates say the dispute highlights a gap in policy. The Government has set a goal of producing 30 per cent of Singapore's nutritional needs locally by 2030, and has encouraged rooftop and community farming as part of that effort. But the rules governing utilities, leases and liability for such projects have not always kept pace.

"There are grants to start a garden, but much less thought about what it costs to keep one running for ten years," said Dr Sarah Koh, an urban agriculture researcher at a local university. "Water and electricity are the obvious recurring costs. If every community farm is billed like a shop, many will simply close."

Mr Tan said the committee had proposed installing additional rainwater tanks and a water meter dedicated to the farm, and was willing to pay a domestic rate for mains water it used. A meeting with the town council is scheduled for April.
"""),

S(id=8008, lang="en", section="Singapore", author="Declan Holloway", date="2025-08-14", time="07:40",
  tags=["Traffic", "PIE", "Accidents"],
  head="Two lanes of PIE closed after lorry overturns near Eunos",
  body="""
SINGAPORE – Two lanes of the Pan-Island Expressway towards Changi Airport were closed for more than three hours on Thursday morning after a lorry overturned near the Eunos Link exit.

The Singapore Civil Defence Force said it was alerted to the accident at about 5.50am. The lorry driver, a 46-year-old man, was taken conscious to Changi General Hospital with minor injuries. No other vehicles were involved.

Traffic was backed up to the Kallang-Paya Lebar Expressway during the morning rush hour, and the Land Transport Authority advised motorists to use alternative routes.

[embed] tweet | @SGRoadAlerts | SG Road Alerts | Accident on PIE (towards Changi Airport) after Eunos Link exit. Avoid lanes 1 and 2. Congestion till KPE. | August 14, 2025

All lanes reopened at about 9.15am after the lorry was towed away. Police are investigating.
"""),

S(id=8009, lang="en", section="National", author="Priya Castellano", date="2025-02-05", time="06:30",
  tags=["Kyoto", "Tourism", "Housing"],
  head="In Kyoto's machiya, a quiet fight over short-term rentals",
  dek="As visitor numbers climb past pre-pandemic records, residents of the city's old wooden townhouse "
      "districts are pushing back against the conversion of their neighborhoods into lodging",
  body="""
KYOTO – On a narrow lane a few minutes' walk from Kyoto's Gion district, Michiko Yamada can name the occupants of every house she grew up with. Of the eleven wooden machiya townhouses on her side of the street, three still have residents. The others have been converted into small inns and vacation rentals, their latticed fronts now fitted with keypad locks and discreet signs in English.

"In the evening, the lights are on, but nobody lives here," said Yamada, 72, who runs a tiny sweet shop from the front room of her family home. "People come with suitcases, they stay two nights, they leave. They are polite. But it is not a neighborhood anymore. It is a hotel with many doors."

Kyoto welcomed a record number of visitors last year, with hotel stays by foreign tourists surpassing the previous peak set in 2019, according to the city's tourism association. The boom has brought money to shops and restaurants, but it has also sharpened long-running tensions over crowding, rising property prices and the steady conversion of residential housing into accommodation for visitors.

## A wave of conversions

The traditional machiya, narrow wooden houses with a shop at the front and living quarters behind, are central to the debate. Tens of thousands once lined the city's streets. A survey commissioned by the city found that the number had fallen by more than 5,000 in the seven years to 2016 alone, as owners demolished aging houses or sold them to developers.

Converting a machiya into lodging has been promoted by some as a way to preserve these buildings, since renovated houses can earn enough from guests to justify the high cost of restoration. Dozens of companies now specialize in such projects, and a restored house near a popular sightseeing area can rent for more than 50,000 yen a night.

[fig] A row of converted machiya townhouses near Kyoto's Gion district. Residents say keypad locks have replaced the neighbors they once knew. || The Kansai Observer

But residents' associations in several central districts say the conversions have hollowed out their communities. Fewer households means fewer people to staff neighborhood festivals, clean drains and look after elderly residents. In some districts, local elementary schools have merged or closed as families have moved away.

"The buildings are saved, and the town dies," said Kenji Matsuda, who heads a residents' association in Higashiyama Ward. "We are asking a simple question: what is the point of preserving the shell if there is nothing inside?"

## Rules tighten, slowly

Kyoto has some of the strictest rules in Japan for private lodging. Under a city ordinance introduced in 2018, vacation rentals in residential zones can operate only between mid-January and mid-March, the quietest months for tourism, unless they are in a traditional machiya with an on-site manager or meet other conditions. Operators must also have staff who can reach the property within 10 minutes.

The city has also introduced a tax on accommodation and, more recently, a plan to raise it sharply for the most expensive rooms. From next year, guests staying in rooms costing more than 100,000 yen a night will pay a tax of up to 10,000 yen per person per night, one of the highest such levies in the country.

Critics say the rules have pushed investors toward small licensed inns, known as simple lodging facilities, which face fewer restrictions. City data show the number of such facilities has more than doubled since 2016, with many concentrated in the same central wards where residents are complaining.

Mayor's office spokesperson Yuki Harada said the city was considering further measures, including new limits on the density of lodging facilities in certain districts. "We want to welcome visitors and support the economy, but the first priority must be that people can continue to live in Kyoto," she said.

## Owners see a different picture

Not everyone agrees that conversions are the problem. Haruto Inoue, who manages 14 renovated machiya for a Kyoto-based hospitality company, said many of the houses his firm restored had been empty for years, their owners unable to afford repairs or unwilling to live in drafty old buildings with shared walls and no insulation.

"Nobody was going to move into these houses," he said. "The choice was not between a guesthouse and a family. It was between a guesthouse and a parking lot." He said his company hired local craftsmen for renovation work and encouraged guests to shop at neighborhood stores.

Economists note that Kyoto's population has been shrinking for years, partly because younger residents leave for Osaka and Tokyo in search of work, and that housing prices in the city center reflect broader demand, not only tourism. Still, surveys of residents suggest a growing sense that the balance has tipped too far. In a poll conducted by the city last year, 58 percent of respondents said tourism had a negative effect on their daily life, up from 35 percent before the pandemic.

Back on her lane near Gion, Yamada said she had been approached three times by companies offering to buy her house. She has said no each time. "My father was born upstairs," she said. "When I am gone, my son will decide. I hope someone will still live here. But I am not sure anymore."
"""),

S(id=8010, lang="en", section="Business", author="Owen Ferreira", date="2025-07-09", time="12:15",
  tags=["Osaka", "Shikoku", "Ferries"],
  head="Osaka ferry operator adds night service to Shikoku as tourism rebounds",
  body="""
OSAKA – A ferry operator based in Osaka said Wednesday that it would launch an overnight service to Matsuyama on Shikoku from October, betting that foreign tourists and domestic travelers will choose a cabin over a bullet train and a connecting express.

Setouchi Line said the new route would use a refurbished 9,800-ton vessel with 180 private cabins, a public bath and a restaurant serving regional dishes. The ship will leave Osaka's Nanko terminal at 9 p.m. and arrive in Matsuyama at 6:30 a.m. the next day, with a return sailing in the evening.

Fares will start at 11,500 yen for a shared cabin and 24,000 yen for a private room for two, the company said, making the trip competitive with a combination of rail and hotel for travelers who want to arrive early and make the most of their day.

"Shikoku has wonderful destinations, but it is still seen as difficult to reach," company president Takeshi Morimoto said at a press conference. "A night ferry turns travel time into rest time. You go to sleep in Osaka and wake up at the Dogo hot springs."

The announcement comes as the number of foreign visitors to Japan has reached record levels, with the government aiming for 60 million annual arrivals by 2030. Tourism officials have been encouraging visitors to travel beyond the major destinations of Tokyo, Kyoto and Osaka, both to spread the economic benefits and to ease crowding in popular areas.

Shikoku, the smallest of Japan's four main islands, is best known for its 88-temple pilgrimage route and for hot spring towns such as Dogo in Matsuyama. Prefectural tourism bodies on the island have been working to attract more overseas visitors, who still account for a small share of overnight stays compared with the Kansai region.

Ferry operators in western Japan have struggled in recent decades as bridges and expressways linked Shikoku to the mainland and low-cost airlines expanded. Several routes across the Seto Inland Sea have been cut or consolidated. But some companies have found a new market in leisure travel, renovating ships to offer more private space and better food.

Masako Ueda, an analyst at a Tokyo-based travel research firm, said overnight ferries had seen a revival among younger Japanese travelers and foreign tourists looking for unusual experiences. "It is slow travel, and that is part of the appeal," she said. "The challenge is filling the ship on weekdays in the off-season."

Setouchi Line said it expected to carry about 120,000 passengers a year on the new route and would offer discounts to travelers holding rail passes. Reservations will open in August.
"""),

S(id=8011, lang="en", section="National", author="Hannah Sandoval", date="2025-04-16", time="16:00",
  tags=["Seoul", "Labor", "Working hours"],
  head="Seoul to pilot four-day week for city hall staff",
  dek="Around 1,500 employees will take part in the six-month trial from July, with productivity and "
      "overtime to be measured against a control group",
  body="""
The Seoul Metropolitan Government will allow about 1,500 of its employees to work a four-day week for six months from July, in the largest trial of its kind by a Korean public body, officials said Wednesday.

Under the pilot, participating staff will work four days of up to 10 hours each, or take one day off every two weeks while working slightly longer hours on other days. Salaries and annual leave will not change. The trial will include employees from 12 departments, including administration, culture, urban planning and welfare, but exclude those in frontline emergency services.

"Long working hours have been treated as a sign of dedication for too long," said an official from the city's organization and personnel division, speaking at a briefing. "We want to test whether a more flexible schedule can maintain public services while improving employees' health and helping them balance work with family life."

The city said it would compare participating departments with a control group of similar size on measures including the number of complaints handled, processing times for permits and applications, overtime hours, sick leave and employee satisfaction. An external research institute will evaluate the results, which are expected to be published early next year.

South Korea has some of the longest working hours among members of the Organization for Economic Cooperation and Development. Korean workers spent an average of 1,872 hours at work in 2023, according to OECD data, about 150 hours more than the OECD average, although the figure has fallen steadily over the past decade.

The country also has the world's lowest fertility rate, and officials have increasingly linked long working hours to the difficulties young couples face in raising children. The city said employees with young children would be given priority to join the pilot.

## Mixed reactions

Labor groups welcomed the plan but said it should be extended to contract workers and employees of city-affiliated agencies, who often work the longest hours. "If the trial only covers permanent civil servants at city hall, it will widen the gap between regular and irregular workers," a spokesperson for a public sector union said.

Some residents raised concerns about service disruptions. A Seoul resident in her 40s who runs a small restaurant said she worried that permit applications would take longer. "When I need a document from the district office, I already have to wait. If people are only working four days, who will answer the phone on the fifth day?" she said.

City officials said departments would be required to maintain full staffing during regular office hours on all five weekdays by rotating days off among employees.

Several local governments and private companies in Korea have experimented with shorter working weeks in recent years. Gyeonggi Province launched a smaller trial last year, and some large companies allow employees to take every other Friday off. The national government has said it is studying ways to reduce working hours but has not proposed legislation for a four-day week.
"""),

S(id=8012, lang="en", section="Society", author="Rosa Whitfield", date="2025-09-03", time="09:50",
  tags=["Busan", "Fire", "Markets"],
  head="Busan fish market fire destroys 14 stalls, no injuries reported",
  body="""
A fire broke out early Wednesday at a traditional fish market in Busan's Jung District, destroying 14 stalls before it was brought under control about two hours later, fire authorities said.

No injuries were reported. The fire started at around 3:20 a.m. in a section of the market where dried seafood is sold, and spread along a row of stalls under a shared plastic roof, according to the Busan Fire and Disaster Headquarters.

About 80 firefighters and 30 vehicles were deployed. Authorities issued a level-one response, the lowest of three levels, at 3:41 a.m., and lifted it at 5:35 a.m. once the blaze was under control.

Most merchants had not yet arrived when the fire began, but a security guard on night duty called the emergency number after noticing smoke. "By the time the fire trucks came, the flames were already through the roof," the guard told reporters.

Fire officials estimated property damage at around 380 million won but said the figure could rise once stock and equipment losses were fully counted. They are investigating the cause, including the possibility of an electrical fault.

The market, which has operated near the port since the 1970s, is a popular stop for tourists visiting the nearby Jagalchi area. Merchants said they were worried about losing income during the Chuseok holiday season later this month, when demand for dried fish and seafood gift sets peaks.

The district office said it would set up temporary stalls for affected merchants and provide emergency support funds.
"""),

S(id=8013, lang="en", section="Analysis", author="Daniel Quinlan", date="2025-05-20", time="10:00",
  tags=["Interconnection", "Solar", "MISO", "Grid"],
  head="What the 2025 interconnection queue data tells us about Midwest solar",
  dek="Withdrawals are up, approval times are still long, and storage is quietly taking over the queue. We "
      "went through the numbers so you don't have to.",
  body="""
Every spring, the regional grid operators publish their updated interconnection queues, and every spring a small army of developers, consultants and analysts spends a week squinting at spreadsheets with tens of thousands of rows. This year we did the squinting for the Midwest, focusing on solar and battery projects seeking to connect in the footprint of the Midcontinent Independent System Operator.

The headline is not surprising: the queue remains enormous, and most projects in it will never be built. But underneath that familiar story, several trends have shifted in ways that matter for anyone planning a project, financing one or trying to forecast how much new capacity will actually show up on the grid in the next five years.

## The queue is big, but it stopped growing

At the end of 2024, projects totaling roughly 310 gigawatts were actively seeking interconnection in the MISO region, according to our analysis of the operator's public queue file. That is an astonishing number, larger than the entire existing generating fleet in the region. But for the first time in five years, the total did not grow. It fell slightly from the previous year.

Two things explain the plateau. First, the operator's reforms, which raised the financial deposits developers must post and introduced stricter site control requirements, appear to be working as intended. Fewer speculative projects are entering the queue. Second, withdrawals accelerated sharply as projects that entered during the 2020 to 2022 rush reached decision points and were dropped.

| Category | Active capacity (GW) | Share of queue |
| Solar | 142 | 46% |
| Battery storage | 88 | 28% |
| Solar plus storage hybrid | 41 | 13% |
| Wind | 29 | 9% |
| Gas and other | 10 | 3% |

## Withdrawals are the real story

In calendar year 2024, developers withdrew around 96 gigawatts of projects from the MISO queue, the highest annual figure we have recorded. Solar accounted for a little over half of that total. The withdrawals were concentrated in the study phase in which developers first receive a reasonably firm estimate of the network upgrade costs they will be assigned.

This is the moment of truth in interconnection. A project that looked viable with an assumed upgrade cost of $50 per kilowatt can become unfinanceable when the study comes back at $300. In our sample, median assigned network upgrade costs for solar projects that withdrew after their first study were more than three times higher than for those that stayed in.

- Projects that withdrew after the first study phase faced median upgrade costs of about $240 per kW
- Projects that continued faced median upgrade costs of about $70 per kW
- Roughly one in five withdrawn solar projects re-entered a later cycle at a different point of interconnection

That last figure is worth dwelling on. A meaningful share of withdrawals are not abandoned projects but repositioned ones. Developers are learning which substations are congested and moving their projects accordingly, which is arguably the system working as it should, even if it inflates the raw withdrawal statistics.

## Storage is eating the queue

The most striking change over the past three years is the rise of standalone battery storage. In 2021, batteries made up less than 10 percent of active capacity in the MISO queue. Today they account for 28 percent, and if hybrid projects are included, storage is attached to more than 40 percent of the capacity in the queue.

There are several reasons. Storage projects typically require less land, which makes site control easier. They can often connect at existing substations with smaller upgrades. And the market signals for storage in the region have improved, with capacity prices in recent auctions giving developers more confidence in revenue.

Our conversations with developers suggest another, less discussed factor. Several told us they were using storage projects to hold valuable points of interconnection while they wait for transmission upgrades that would allow larger solar projects to connect later. Whether that strategy survives the operator's next round of reforms is an open question.

## How long does it take?

For projects that reach commercial operation, the time from entering the queue to signing an interconnection agreement remains long. For solar projects that signed agreements in 2024, the median was just over four years, down slightly from the previous year. Time from agreement to operation added another 18 to 24 months in most cases.

These timelines have real consequences. A project that entered the queue in 2020 was designed with equipment prices, tax credit assumptions and offtake expectations that may bear little resemblance to today's market. Developers told us that renegotiating power purchase agreements with utilities and corporate buyers has become a routine part of bringing a project over the line.

## What to watch next

Three things will determine whether the queue translates into steel in the ground. The first is transmission. The operator's long-range transmission plan, approved in two tranches, includes major new lines intended to unlock capacity in exactly the congested areas where solar withdrawals have been highest. Construction timelines for those lines stretch into the 2030s.

The second is the next queue cycle. The operator has proposed an annual cap on the amount of capacity that can enter the queue, tied to expected demand. Developers are divided on the proposal, with larger firms generally in favor and smaller ones worried about being squeezed out.

The third is demand. After a decade of flat load growth, utilities across the Midwest are now forecasting significant increases driven by data centers, manufacturing and electrification. If those forecasts hold, the pressure to connect new generation faster will only grow.

We will update this analysis after the next queue release in the autumn. If you want the underlying dataset, including our cleaned project-level file, it is available to subscribers of our quarterly market report.
"""),

S(id=8014, lang="en", section="Policy", author="Chloe Abernathy", date="2025-11-04", time="09:00",
  tags=["Winter readiness", "Reliability", "Regulation"],
  head="Five takeaways from the Great Plains winter readiness hearing",
  dek="Regulators pressed utilities on gas supply, generator weatherization and demand response ahead of the "
      "coldest months",
  body="""
State regulators from five Great Plains states spent most of Monday in a joint technical conference questioning utilities and grid operators about their preparations for winter. The hearing, held in Omaha and streamed online, came after two years of relatively mild weather that some commissioners worry may have bred complacency.

We watched all six and a half hours so you don't have to. Here are the points that stood out.

## 1. Gas supply remains the weak link

Almost every question eventually came back to natural gas. Utilities testified that their own generating units had been weatherized, but several acknowledged that they have limited visibility into the readiness of the pipelines and wellheads that supply them. One commissioner asked a utility executive what percentage of his company's gas supply was on firm transportation contracts. He did not have the figure to hand and promised to file it later.

## 2. Weatherization is done, mostly

Generators reported that the winterization checklists required under federal reliability standards had been completed at nearly all units. The exceptions were mostly older peaking plants that run only a few days a year. Regulators asked pointed questions about whether those plants would be available when they are most needed, which is precisely during extreme cold.

## 3. Demand response is growing but untested

Utilities described expanded programs that pay large industrial customers to reduce consumption during emergencies, as well as smart thermostat programs for households. Combined, they said, the programs could reduce peak demand by more than 1,100 megawatts across the region. Several commissioners noted that these programs have rarely been called on in a genuine emergency and asked how confident utilities were that customers would actually respond.

- Industrial interruptible load: about 640 MW enrolled
- Residential smart thermostat programs: about 310 MW
- Commercial building programs: about 160 MW

## 4. Communication plans have improved

After criticism of confusing public messaging during a 2021 cold snap, utilities presented new communication protocols, including coordinated alerts with state emergency management agencies and pre-written messages in several languages. One utility said it had tested its text alert system with 200,000 customers in October and reached 94 percent of them within ten minutes.

## 5. The long-term question nobody could answer

The most revealing exchange came near the end, when a commissioner asked the regional grid operator how the system would cope if a severe cold event coincided with a period of low wind output and high demand from the new data centers being built in the region. The operator's representative said that scenario was being studied but that results would not be available until next year. "So this winter," the commissioner replied, "we are hoping it doesn't happen." Nobody disagreed.

The commissions will accept written follow-up responses for thirty days, and a summary report is expected before the end of the year.
"""),

S(id=8015, lang="en", section="Local News", author="Marcus Brennan", date="2025-06-04", time="21:10",
  tags=["Terre Haute", "City Council", "Parking"],
  head="Terre Haute council delays vote on downtown parking meters",
  body="""
TERRE HAUTE – The Terre Haute City Council on Tuesday postponed a vote on a proposal to install parking meters on six blocks of Wabash Avenue and Ohio Street, after business owners packed the chamber to object.

The proposal, introduced by the city's planning department, would have replaced two-hour free parking with paid parking at $1 an hour between 9 a.m. and 6 p.m. on weekdays. City officials said the change would encourage turnover of spaces in front of shops and raise an estimated $180,000 a year for downtown maintenance and lighting.

More than 40 people attended the meeting, and 17 spoke during public comment. Nearly all opposed the plan. Several shop owners said customers would simply drive to the shopping areas on the city's east side, where parking is free.

"We are still recovering from the construction on Wabash last summer," said Jennifer Hale, who owns a gift shop on the 600 block. "Now you want to charge people to come and see us? It feels like the city is working against us."

Council member Tom Reyes, who represents the downtown district, moved to delay the vote for 60 days so that the planning department could meet with business owners and consider alternatives, including a free first hour or meters only on the busiest blocks. The motion passed 7-2.

Planning director Alicia Moran said her department would hold two public meetings in July. "We heard the concerns tonight, and we want to get this right," she said.
"""),

S(id=8016, lang="en", section="Community", author="Lucia Harrow", date="2025-08-23", time="10:30",
  tags=["Vincennes", "Business", "History"],
  head="Vincennes bakery marks 75 years with free doughnuts and a history exhibit",
  dek="Three generations of the Keller family have run Main Street Bakery since 1950. On Saturday, the whole "
      "town was invited to celebrate.",
  body="""
VINCENNES – The line outside Main Street Bakery started forming at 5:30 a.m. Saturday, half an hour before the doors opened and a full hour before the first tray of free glazed doughnuts came out of the back.

By noon, the bakery had given away more than 2,000 doughnuts to mark its 75th anniversary, according to owner Greg Keller, who said he lost count somewhere after the eleventh batch. "My grandfather would have been horrified," he said, laughing. "He never gave away anything."

Keller's grandfather, Frank Keller, opened the bakery in 1950 in a narrow brick building on Main Street that had previously housed a shoe repair shop. He had learned to bake in the Army, and his first menu was short: white bread, rye, cinnamon rolls and doughnuts on Fridays and Saturdays. The recipe for those doughnuts has not changed, Keller said, although the fryer has been replaced three times.

Frank's son, Bill Keller, took over in 1979 and expanded the business, adding cakes for weddings and birthdays and supplying bread to several restaurants in Knox County. Greg, 48, has run the bakery since his father retired in 2012.

## A history on the walls

For the anniversary, the family and the Knox County Historical Society put together a small exhibit of photographs, order books and equipment, displayed in the bakery's front window and in the dining area. Among the items: a handwritten ledger from 1953 showing a loaf of bread priced at 16 cents, a wedding cake order for a couple who later became regular customers for 50 years, and a photograph of the 1990 flood, when the bakery stayed open while water covered the street two blocks away.

Historical society volunteer Dorothy Pruitt said small businesses like the bakery were an important part of the city's history that often went unrecorded. "Everybody remembers the courthouse and the fort, but daily life happened in places like this," she said. "People met here, argued about politics here, bought their birthday cakes here."

The society plans to keep the exhibit on display through the end of September.

## Staying open on Main Street

The bakery's longevity is unusual in a downtown that has seen many businesses come and go. Keller said the key had been adapting while keeping what customers love. The bakery now sells sourdough and gluten-free bread alongside the classics, and takes orders online. But it still opens at 6 a.m. six days a week, and the doughnuts are still made by hand.

Mayor Ellen Hardesty stopped by in the morning to read a proclamation declaring Saturday "Main Street Bakery Day" in Vincennes. He said he had been a customer since childhood, when his mother bought him a cinnamon roll every Saturday after his piano lesson.

Among the customers in line was Betty Lange, 91, who said she had been buying bread at the bakery since it opened. "I came in the first week," she said. "Frank gave me the wrong change, and I told him so. We were friends after that."

Keller said he hoped one of his two children would eventually take over, but was not counting on it. "They'll decide," he said. "For now, I'm just grateful people keep coming through the door."
"""),

S(id=8017, lang="en", section="Agriculture", author="Kwame Lindqvist", date="2025-05-02", time="07:15",
  tags=["Orchards", "Frost", "Okanagan", "Agriculture"],
  head="Orchard growers count the cost of a second spring frost",
  dek="Cherry and apricot growers across the Okanagan say losses could top last year's, and some are "
      "wondering how many more bad seasons they can absorb",
  body="""
KELOWNA – Jasdeep Sandhu walked the rows of his cherry orchard in East Kelowna on Thursday morning, pulling blossoms off the branches and splitting them open with his thumbnail. Most of them were brown in the middle.

"That one's dead. That one's dead. That one might make it," he said, tossing them to the ground. "If I get thirty per cent of a crop this year, I'll be lucky."

Overnight temperatures in parts of the Okanagan Valley dropped to minus four degrees Celsius on Tuesday and Wednesday, just as cherry and apricot trees were in full bloom. It is the second spring in a row that a late frost has struck at the worst possible moment, following a severe cold snap in January 2024 that killed buds and, in some cases, entire vines and trees across the region.

Growers and industry groups say it is too early to know the full extent of the damage, which often becomes clear only weeks later when the fruit sets, or fails to. But early assessments suggest losses in some low-lying orchards could be severe.

## Fans, fires and sleepless nights

Many orchardists spent the nights of the frost awake, running wind machines that pull warmer air down from above the orchard and, in some cases, lighting small heaters between the rows. Sandhu said he was up from midnight until eight in the morning both nights, checking thermometers every half hour.

"You do everything you can, and it's still up to the weather," he said. "The wind machines bought us maybe a degree and a half. On one block, that was enough. On the other, it wasn't."

[fig] Wind machines stand over a cherry orchard in East Kelowna, where growers ran them through the night to push warmer air down over blossoming trees. || Photo: The Okanagan Owl

Wind machines cost upward of $50,000 each to install, and not every grower can afford them. Smaller orchards, especially those on valley floors where cold air settles, were the hardest hit, according to the regional fruit growers' association.

Association president Margaret Osei said she had heard from dozens of members since the frost. "People are tired," she said. "We've had heat domes, wildfires, smoke, a deep freeze and now this. Every one of those events takes money out of people's pockets, and at some point the bank stops being patient."

## Insurance and support

Most commercial growers in British Columbia carry production insurance through a provincially administered program, which covers a portion of losses when yields fall below a farm's historical average. But growers say the program does not fully reflect the repeated losses of recent years, because a string of bad seasons lowers the average on which payouts are based.

"Each disaster makes you less insured for the next one," said Sandhu, who has farmed in the valley for 22 years. "That's the part nobody in Victoria seems to understand."

The provincial Ministry of Agriculture said in a statement that it was monitoring the situation and that staff would be working with growers and the insurance program to assess damage. It noted that the province had introduced a replant program after the 2024 freeze, offering funding to help orchards and vineyards replace dead trees and vines with more cold-hardy varieties.

Osei said that program had been welcome but was designed for a one-time event. "We need to start thinking about this as the new normal," she said. "That means research into varieties, better frost protection, and insurance that works when the bad years come back to back."

## A broader shift

Tree fruit production in the Okanagan has been declining for years, as growers have sold land for housing or switched to grapes and other crops. The region's apple acreage in particular has fallen sharply since the early 2000s, although cherries have remained profitable thanks to strong export demand, especially in Asia.

Some growers are experimenting with new approaches. A handful have installed overhead sprinklers, which protect blossoms by coating them in a thin layer of ice that releases heat as it freezes. Others are covering trees with netting or plastic. Both methods are expensive and require large amounts of water, a concern in a region that has also faced drought.

Researchers at a federal agricultural research station in Summerland are studying the timing of bloom and frost, and say that warmer winters may be causing trees to blossom earlier, leaving them more exposed to cold snaps that have always been part of spring in the valley.

For now, growers are waiting. Sandhu said he would know by late May how much fruit had set. In the meantime, he has started pricing out the cost of replacing his oldest block of trees with a later-blooming variety. "My dad planted those trees," he said. "I didn't want to be the one to pull them out. But I might not have a choice."
"""),

S(id=8018, lang="en", section="News", author="Rosa Quinlan", date="2025-07-28", time="15:45",
  tags=["Kelowna", "Health", "Beaches"],
  head="Swimming advisory lifted at Gyro Beach",
  body="""
KELOWNA – Interior Health has lifted a swimming advisory at Gyro Beach after follow-up water tests showed bacteria levels had returned to acceptable limits.

The advisory was issued last Wednesday after routine sampling found elevated levels of E. coli, which can cause stomach and skin infections. The health authority said the spike was likely linked to heavy rain the previous weekend, which can wash contaminants from storm drains into the lake.

Two further rounds of tests taken Friday and Sunday were within Health Canada guidelines for recreational water, the authority said Monday.

Beaches in the Central Okanagan are sampled weekly from May through September. Current results are posted on the Interior Health website and on signs at each beach.
"""),

S(id=8019, lang="en", section="Metro", author="Tunde Adeyemi", date="2025-03-03", time="09:00",
  tags=["Lagos", "Ferries", "Transport"],
  head="Lagos ferry operators cut fares as new jetties open",
  dek="Commuters between Ikorodu and the Island say water transport is finally competitive with the road, "
      "but safety concerns remain",
  body="""
Private ferry operators in Lagos have reduced fares on several routes after the state government opened four new jetties along the lagoon, a move commuters say has made water transport a realistic alternative to the city's notoriously congested roads.

A single trip from Ikorodu to Falomo on the Island now costs between N1,500 and N2,000 on most operators' boats, down from as much as N3,000 late last year. Trips from Badore to Ijede and from Ebute-Ero to Mile 2 have also become cheaper.

Operators said the new jetties, built by the Lagos State Waterways Authority with loading bays, lighting and covered waiting areas, had reduced the time boats spend docking and allowed them to run more trips each day.

"Before, we were losing thirty minutes at every stop because the jetty was too small and everybody was fighting to berth," said Adebayo Ogunleye, who manages a fleet of eight boats. "Now we can do five round trips in a day instead of three. More trips means we can charge less and still make money."

[embed] video | Morning rush at the new Ikorodu terminal | 1:48

## From three hours to forty minutes

For commuters like Funmilayo Bakare, a bank teller who lives in Ikorodu and works in Victoria Island, the difference has been dramatic. By road, her journey can take up to three hours each way during the morning rush. By boat, she said, it takes about forty minutes from jetty to jetty.

"I used to leave home at 5am to be at work by 8," she said. "Now I leave at 6:30. I see my children in the morning. That is worth more than the money."

The Lagos State Government has been promoting water transport for years as a way to ease pressure on roads, with the lagoon and creeks connecting many of the city's most populous areas. But the number of people using ferries has remained small compared with the millions who travel by bus, car and motorcycle every day.

Officials said passenger numbers on the waterways rose by about a third in the first two months of this year compared with the same period in 2024, although independent figures were not available.

## Safety still a worry

Despite the improvements, some commuters remain nervous about travelling by water. Boat accidents on the lagoon, often linked to overloading, poor maintenance, night travel or passengers not wearing life jackets, have killed dozens of people in recent years.

The waterways authority said it had increased inspections of boats and jetties and was enforcing rules requiring every passenger to wear a life jacket. Officials have also banned boats from operating after 7pm on most routes.

"Every boat that leaves our jetties must have a functioning radio, a fire extinguisher and enough life jackets for everyone on board," an official of the authority said. "Operators who break the rules will have their licences suspended."

Operators say enforcement has improved but warn that lower fares could tempt some to cut corners. "If you are charging less, you want to carry more people," Ogunleye said. "That is where the danger is. The government must keep checking."

Commuter groups have also called for better connections between the jetties and bus routes, saying that many passengers still face long walks or expensive motorcycle rides to reach the water.
"""),

S(id=8020, lang="en", section="Business", author="Chiamaka Eze", date="2025-10-14", time="08:20",
  tags=["Computer Village", "Phones", "Trade", "Lagos"],
  head="Inside Lagos' booming market for refurbished phones",
  dek="At Computer Village in Ikeja, traders are turning imported used handsets into a multi-billion naira "
      "business as new phone prices soar",
  body="""
The narrow corridors of Computer Village in Ikeja open for business long before the sun is fully up. By 8am on a weekday, traders are unlocking metal shutters, unpacking cartons and arranging rows of phones under glass counters, while touts call out to passers-by: "Original UK-used! Clean! Come and see!"

Computer Village, a sprawling warren of shops, stalls and workshops spread over several streets, has long been West Africa's largest market for phones and computers. But in the past two years, traders say, its centre of gravity has shifted. The most sought-after products are no longer brand-new handsets but used and refurbished ones, imported from Europe, North America and Asia and sold at a fraction of the price of new models.

"Since the naira fell, new phones are for big men only," said Emeka Obi, who has sold phones in the market for 14 years. "A new iPhone is now more than some people's salary for a year. So they come here and buy UK-used, or a good refurbished one, and it does the same thing."

## A currency shock

The surge in demand for used phones is rooted in Nigeria's economic upheaval. The naira has lost most of its value against the dollar since the central bank moved to unify exchange rates in 2023, sending the price of imported goods soaring. Inflation has remained stubbornly high, eroding the purchasing power of millions of households.

Phones, which are almost entirely imported, have been among the items most affected. Traders say the price of a new mid-range Android handset has roughly tripled in naira terms over two years, while flagship models from Apple and Samsung have moved far out of reach for most buyers.

Used phones have filled the gap. Importers buy them in bulk from wholesalers in Dubai, Hong Kong, the United Kingdom and the United States, often in mixed lots graded by condition. In Lagos, they are sorted, tested, repaired if necessary and sold on to retailers and customers across Nigeria and neighbouring countries.

[fig] A technician replaces a cracked screen at a repair stall in Computer Village, Ikeja. Traders say refurbishment work has doubled since 2023. || Eko Daily Wire

## The refurbishment economy

Behind the shops, in rooms crowded with workbenches, soldering irons and microscopes, hundreds of technicians make a living bringing damaged phones back to life. They replace cracked screens and worn batteries, repair charging ports and water damage, and swap housings to make old phones look new.

Kehinde Adebayo, 27, learned his trade as an apprentice at 16 and now runs a workshop with five assistants. On a good day, he said, they repair more than 60 phones. "Some of the phones that come in the lots are not working at all," he said. "We take parts from one to fix another. Nothing is wasted. Even a phone with a broken board, we can sell the screen, the camera, the battery."

Adebayo said business had doubled since 2023. He charges between N15,000 and N60,000 for most repairs, depending on the model and the part. Genuine parts are increasingly expensive, he said, so many customers choose cheaper compatible parts, which can affect the phone's performance.

Economists say the refurbishment trade is a significant source of employment for young people in a country where youth unemployment is high. It is also, in a sense, a form of recycling, extending the life of devices that might otherwise be discarded in richer countries.

## Buyer beware

But the boom has also brought problems. Consumer groups say many buyers are sold phones described as "UK-used" or "refurbished" that turn out to have hidden faults, replaced parts or, in some cases, stolen devices that are later blocked by network operators.

Ngozi Okonkwo, a secondary school teacher, bought what was described as a clean used iPhone from a shop in the market in June. Within a month, the battery was draining in a few hours and the screen had developed a line of dead pixels. "When I went back, they said the warranty was only one week," she said. "They told me to pay for another screen."

Traders acknowledge that the market has its share of dishonest sellers, but say established shops rely on reputation and repeat customers. Some have begun offering written warranties of three to six months and displaying the condition grade of each phone.

The Federal Competition and Consumer Protection Commission has said it is monitoring the sale of used electronics and urged buyers to insist on receipts and warranties. Industry groups have called for clearer standards for what can be called refurbished, similar to those in Europe and the United States.

## What comes next

Traders are watching the exchange rate closely. A stronger naira could make new phones affordable again and reduce demand for used ones, but few expect that soon. Meanwhile, the government's push to encourage local assembly of phones has so far produced limited results, and most handsets on the market, new or used, are still imported.

For now, Computer Village is thriving. On a recent Saturday, the market was so crowded that it took twenty minutes to walk the length of one street. Obi, the trader, said he had hired two new assistants this year. "People will always need a phone," he said. "If they cannot afford new, they will buy used. If it breaks, they will fix it. Either way, they come here."
"""),
]
