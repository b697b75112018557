"""Stories wcxb-8021 ... wcxb-8040 (English)."""


def S(**kw):
    return kw


STORIES = [
S(id=8021, lang="en", section="Outdoors", author="Felix Thackeray", date="2025-06-19", time="13:42",
  tags=["Recalls", "Camping", "Batteries"],
  head="A Battery Recall Just Hit One of the Most Popular Camping Lanterns",
  dek="If you bought a Trailglow Lumen 600 in the last two years, stop charging it and check the serial number.",
  body="""
If there's a rechargeable lantern hanging in your tent, your garage or the emergency kit under your sink, there's a decent chance it's a Trailglow Lumen 600. The compact, collapsible lantern has been a bestseller at outdoor retailers for two summers running, and it shows up on almost every list of camping gear under $50. It is now also the subject of a recall.

Trailglow announced Thursday that it is recalling about 214,000 Lumen 600 lanterns sold in the United States and Canada because the lithium-ion battery pack can overheat while charging, posing fire and burn hazards. The company said it had received 37 reports of units overheating, including nine that caught fire. Four people reported minor burns, and two reports involved damage to property, one of them a scorched tent floor and the other a kitchen counter.

The recall covers lanterns made between March 2023 and January 2025. You can check whether yours is affected by looking at the serial number printed on the bottom of the base, under the rubber foot. If it starts with TG23 or TG24, or with TG25 followed by 01, it's part of the recall.

## What you should do

The company's instructions are straightforward, and you should follow them even if your lantern has never given you any trouble:

- Stop charging the lantern immediately and unplug it.
- Do not throw it in the household trash, where a damaged lithium battery can start a fire in a garbage truck.
- Register on Trailglow's recall page to receive a prepaid shipping label and a fire-resistant return bag.
- Choose either a full refund or a replacement unit with a redesigned battery pack.

Trailglow says replacement lanterns will start shipping in early August. Refunds will be issued within 30 days of the company receiving the returned unit. If you bought the lantern as part of a bundle, the refund will be based on the lantern's standalone price of $44.99.

[rel] The Best Camping Lanterns, Tested Over Three Seasons

## What went wrong

According to the recall notice, the problem lies with a batch of battery cells from one supplier, which can develop an internal short circuit after repeated charging. The company says it identified the issue in February after an increase in warranty claims and stopped selling the affected units in March. Lanterns currently on store shelves are not part of the recall.

We've recommended the Lumen 600 in the past, and we stand by what we said about its brightness and build. But a battery that can catch fire on your counter is a dealbreaker, and we've pulled it from our guides until the redesigned version has been on the market long enough for us to test it properly.

This is also a good moment to check any other rechargeable gear you own. Lithium-ion batteries are everywhere now, from headlamps and power banks to bike lights and portable fans, and most of them are perfectly safe. But they don't like being crushed, left in hot cars or charged with cheap third-party cables, and if one starts to swell, smell strange or get hot while charging, it's time to stop using it.
"""),

S(id=8022, lang="en", section="Cars", author="Jonah Pryor", date="2025-02-10", time="11:00",
  tags=["Electric vehicles", "Winter driving", "Road trips", "Pickups"],
  head="I Drove an Electric Pickup 1,200 Miles Through a Minnesota Winter. Here's What Broke.",
  dek="Spoiler: not the battery. But the range, the chargers and my patience all took a beating.",
  body="""
The first thing that broke was the door handle. It was minus 14 degrees Fahrenheit in a motel parking lot outside Brainerd, Minnesota, and the flush-mounted handle on the driver's side of the electric pickup I had been living with for a week simply refused to present itself. I pressed it. I pressed it harder. I took off a glove and pressed it with a bare thumb, which was a mistake. Eventually I got in through the passenger door, climbed over the center console like a teenager sneaking into a drive-in, and sat in the dark while the cabin preheated.

That was day four of a 1,200-mile loop I had planned through northern Minnesota in late January, in a borrowed electric pickup with an EPA-rated range of 320 miles. The idea was simple: plenty of people have tested EVs in summer, and plenty of people have complained about EVs in winter. I wanted to actually do the boring, practical things a person in a cold place does with a truck, in a cold place, for a week, and see what happened.

What happened was mostly fine, occasionally infuriating, and in a couple of moments genuinely impressive. Here is the honest accounting.

## Range: worse than the sticker, better than the internet

Cold weather reduces the range of every electric vehicle, for two reasons. Lithium-ion batteries are less efficient when they are cold, and the car has to spend energy heating the cabin and the battery itself. The question is always how much.

On my trip, with overnight lows between minus 5 and minus 22 and daytime highs rarely above 10 degrees, I averaged 1.6 miles per kilowatt-hour over 1,214 miles. With the truck's usable battery capacity, that works out to an effective range of roughly 205 miles on a full charge, or about 64 percent of the official figure. On the coldest day, driving at 70 mph into a headwind on Highway 10, it was closer to 180.

That is a big hit, and anyone who tells you otherwise is selling something. But it is also not the catastrophe some of the more breathless posts online would suggest. I never came close to running out of charge, partly because I planned conservatively and partly because the truck's range estimate, once it had a day of cold-weather driving to learn from, was surprisingly accurate.

## Charging: the real problem

If range was a manageable annoyance, charging was where the trip got hard. Northern Minnesota has fast chargers, but not many, and the ones that exist are often in the parking lots of grocery stores and gas stations, with two stalls at most.

At a charger in Bemidji, one of the two stalls was broken and the other was occupied by a sedan whose owner had gone into the store. I waited 35 minutes. At a station near Grand Rapids, the charger worked but delivered only 48 kilowatts, a fraction of what the truck could accept, because the battery was cold and I had not preconditioned it on the way. That was my mistake, and a lesson: if your EV has a setting to warm the battery before fast charging, use it, every time.

[fig] The author's borrowed pickup at a two-stall fast charger in Bemidji, where one stall was out of service. || Photo: Jonah Pryor / Gearhound

Over the trip, I made nine fast-charging stops. Average time plugged in was 41 minutes, and the average cost came to about $31 per stop. At home, charging overnight on a standard residential rate, the same energy would have cost about a third as much, which is where EVs make the most financial sense.

## What actually broke

For the record, here is the complete list of things that failed, misbehaved or made me say words I will not print:

- The driver's door handle froze shut twice, both times after freezing rain.
- A rear camera was covered in road salt within an hour on every highway drive, making the backup camera useless until I wiped it.
- The tonneau cover's electric motor stalled once at minus 20 and worked again after the truck had been parked in a heated garage.
- The phone app took up to three minutes to wake the truck from sleep on the coldest mornings, which is a long time to stand in a parking lot.
- One charging station's payment system rejected three different credit cards before accepting a fourth.

What did not break: the battery, the motors, the heat pump, the heated seats, the heated steering wheel, which I would now like to have installed in my house, and the truck's ability to pull a 3,000-pound trailer loaded with firewood up a snow-covered hill near Walker, which it did with an eerie, silent ease that left a couple of onlookers visibly disappointed.

## The cabin is a better place to be

One thing no range chart captures is what it is like to sit in an EV in extreme cold. Because the truck can heat the cabin from its battery while parked, without running an engine, I could preheat it from a motel room, sit in it to eat lunch with the heat on, or wait out a snow squall without worrying about exhaust. On one night I ran the climate control for six hours while I slept in the back seat, just to see what it would cost. The answer was about 11 percent of the battery.

A man I met at the charger in Bemidji, who drives an electric SUV for his job as a home health aide, put it better than I could. "Everyone asks about range," he said. "Nobody asks what it's like to get into a warm car at 6 in the morning without going outside to start it. That's the part I'd never give up."

## So, would I do it again?

Yes, with caveats. An electric pickup is a perfectly capable winter vehicle if you can charge it at home, your daily driving is well within its reduced cold-weather range, and you are willing to plan longer trips around chargers. For someone who regularly drives long distances in rural areas with sparse infrastructure, it still requires more patience than a gas truck, and the charging network in places like northern Minnesota needs to get much better, much faster.

As for the door handles: the manufacturer says a software update in the spring will add a setting that pops them out briefly when the truck is unlocked in freezing conditions, to break any ice. I will believe it when I see it. I'll be keeping a plastic scraper in my pocket until then.
"""),

S(id=8023, lang="en", section="Education", author="Maya Hartley", date="2025-01-29", time="05:00",
  tags=["Teachers", "Schools", "Heating", "Pennsylvania"],
  head="Teachers Are Buying Their Own Classroom Heaters. One District Finally Noticed.",
  dek="In a Pennsylvania school district, staff spent thousands of their own dollars to keep students warm. "
      "An audit found the boilers had been failing for years.",
  body="""
The first space heater arrived in Room 114 at Lincoln Elementary in the fall of 2021. Kendra Mills, who teaches third grade, bought it at a hardware store for $39 after one of her students asked, in October, whether he could keep his coat on during math. By the following winter, four more teachers on her hallway had bought their own heaters. By last year, according to an internal survey obtained by The Daily Commons, staff members in at least 60 classrooms across the district had brought in heaters, blankets or both, spending an estimated $11,000 of their own money.

"You don't think of it as a big decision," Mills said. "A kid is shivering. You have a credit card. You go to the store."

What Mills and her colleagues did not know was that the problem had a name, a paper trail and an estimated price tag. An engineering audit commissioned by the Allegheny Ridge School District in 2019, and shelved after the pandemic began, had identified failing boilers, cracked steam lines and broken thermostats in six of the district's nine buildings. The report recommended $14.2 million in repairs over five years. Almost none of the work was done.

## "Everyone knew it was cold"

The district, which serves about 5,200 students in suburban and rural communities south of Pittsburgh, is not unusual. A federal watchdog report estimated in 2020 that about 41 percent of school districts nationwide needed to update or replace heating, ventilation and air conditioning systems in at least half their schools. Many districts have deferred maintenance for years, often because capital budgets depend on local property taxes and voter-approved bonds that are difficult to pass.

But the situation at Allegheny Ridge became a flashpoint this winter after a parent, Rosa Delgado, posted a photo on a community Facebook group of a thermometer in her son's classroom reading 58 degrees. The post was shared hundreds of times, and dozens of teachers and parents added their own stories.

"Everyone knew it was cold," Delgado said. "What people didn't know was that the district had known exactly why for five years and had a plan to fix it sitting in a drawer."

> "A kid is shivering. You have a credit card. You go to the store. You don't think of it as a big decision until you realize half the building is doing the same thing."

Teachers interviewed for this story described wearing fingerless gloves while grading, moving reading groups into the hallway because it was warmer, and calling the maintenance department so often that staff there had started to recognize their voices. Several said they had been reluctant to complain publicly for fear of being seen as difficult.

## The audit in the drawer

The 2019 audit was conducted by an engineering firm from Harrisburg at a cost of $86,000. It assessed every major building system in the district and ranked repairs by urgency. The heating systems at Lincoln Elementary and at the district's middle school were given the highest rating, meaning failure was likely within three years.

According to school board minutes, the report was presented at a committee meeting in January 2020, and the board's facilities committee recommended a bond issue to pay for the work. Two months later, schools closed because of Covid-19. The bond was never put on the ballot. The district used some of its federal pandemic relief money to upgrade ventilation in classrooms, but most of the heating repairs were postponed.

Superintendent Dr. Paul Okafor, who joined the district in 2023, said he had not been aware of the full extent of the audit's findings until this winter. "That is not an excuse, it is an explanation," he said in an interview. "When I read the report, I was angry. We owe our students and staff better than this."

## Space heaters bring their own risks

Fire safety experts say the widespread use of personal space heaters in schools is itself a concern. Space heaters are a leading cause of home heating fires, and older or cheaper models may lack automatic shut-off features. Several of the heaters photographed by teachers in the district were plugged into power strips, which fire marshals generally advise against.

The district's facilities director said that, technically, personal heaters were not allowed under a policy adopted in 2016, but that the rule had not been enforced. "Nobody wanted to be the person who took a heater out of a cold classroom," he said.

## What happens now

At a packed school board meeting this month, Okafor presented an emergency plan that includes replacing the boilers at Lincoln Elementary and the middle school this summer, at an estimated cost of $5.8 million, to be paid from the district's reserve fund and a short-term loan. The district will also reimburse teachers for heaters and other supplies they bought, up to $150 per classroom, and replace personal heaters with approved models until repairs are complete.

The board voted 8-1 to approve the plan. The lone dissenting member said she supported the repairs but objected to drawing down reserves without a longer-term financing plan.

Teachers said they were relieved but cautious. "I'll believe it when the radiator in my room makes a noise," Mills said. Asked what she planned to do with her $39 heater once the new boiler was installed, she thought for a moment. "Probably keep it," she said. "Just in case."

[note] Correction: An earlier version of this story misstated the year the engineering audit was completed. It was 2019, not 2018.
"""),

S(id=8024, lang="en", section="Politics", author="Tomás Brennan", date="2025-09-17", time="18:05",
  tags=["State politics", "Rail", "Resignation"],
  head="Senate Aide Resigns After Leaked Memo Mocked Rail Funding Plan",
  body="""
A senior aide to the majority leader of the Ohio Senate resigned Wednesday after a memo he wrote ridiculing a proposed passenger rail link between Cleveland, Columbus and Cincinnati was leaked to reporters.

The memo, written by deputy policy director Garrett Lowe and circulated among Senate Republican staff last week, described the rail proposal as a "choo-choo fantasy for people who have never been to Ohio" and suggested that supporters in the House were "trying to buy votes in Columbus with federal money." It also included a crude nickname for a Democratic lawmaker from Cleveland who has championed the project.

In a brief statement, Lowe said he regretted the language he used and did not want to distract from the work of the Senate. "I wrote things that were disrespectful and unprofessional, and I apologize to those I offended," he said.

Senate Majority Leader Carl Whitman said he had accepted the resignation. "The views expressed in that memo do not reflect how this office conducts business," his spokesperson said. Whitman, who has been skeptical of the rail plan's cost, has not said whether he will allow a vote on it this session.

The proposal would require the state to commit about $110 million over five years to match federal funding for new intercity service on existing freight tracks. Supporters say it would link the state's three largest cities with at least three daily round trips. Critics question ridership projections and long-term operating costs.

State Rep. Danielle Ortiz, the Cleveland Democrat mentioned in the memo, said she accepted the apology but wanted a debate on the merits. "I'd like the same energy that went into that memo to go into reading the feasibility study," she said.
"""),

S(id=8025, lang="en", section="UK", author="Eleanor Quinlan", date="2025-03-19", time="14:30",
  tags=["Sheffield", "Transport", "Tram-train"],
  head="Sheffield tram-train extension approved after decade-long wait",
  dek="The line will link Rotherham Parkgate with Doncaster Sheffield Airport site, carrying an estimated 2.1 "
      "million passengers a year",
  body="""
A long-awaited extension of South Yorkshire's tram-train network has been given final approval by the government, ten years after it was first proposed.

The 14-mile extension will run from Rotherham Parkgate to Doncaster, with new stops at Swinton, Mexborough and Conisbrough, and is expected to open in 2029. The Department for Transport confirmed on Wednesday that it had approved the full business case and released £186m of funding for the project.

South Yorkshire's mayor said the decision was "a huge moment for communities that have been left behind by public transport for too long". Some of the towns along the route have had no direct rail connection to Sheffield city centre for decades, and bus journeys can take more than an hour.

[embed] tweet | @TramTrainYes | Tram-Train Yes Campaign | Tram-train to Doncaster is GO. Ten years of campaigning, thousands of letters, and finally a yes. Thank you to everyone who never gave up. | March 19, 2025

The tram-train, which uses vehicles capable of running on both tram tracks and heavy rail lines, was introduced in 2018 between Sheffield and Rotherham as a pilot, the first such service in the UK. It has since carried more than seven million passengers and was made permanent in 2021.

Under the new plans, trams will run every 20 minutes during the day, with a journey time of around 45 minutes from Sheffield Cathedral to Doncaster. About 2.1 million passenger journeys a year are forecast in the first full year of operation.

[rel] Rail strikes: which services are affected in Yorkshire this week

## Local reaction

Business owners in Mexborough, where the high street has struggled with empty shops, said the extension could bring new customers and make the town more attractive to young people who commute to Sheffield for work.

"We've been promised this for so long that nobody believed it would happen," said Michelle Dyson, who runs a café near the planned stop. "If it actually gets built, it changes everything. My daughter could get to college without two buses."

Not everyone is convinced. Residents in Conisbrough have raised concerns about noise and the loss of allotments near the route, and a local campaign group has asked for a public meeting before construction begins. Transport officials said they would hold consultation events along the route in the summer.

The project has faced repeated delays since it was first proposed in 2015, including a funding review, changes in government and disagreements over the route through Doncaster. Costs have risen from an original estimate of about £110m.

Network Rail, which owns the heavy rail line that will be shared with freight and passenger trains, said detailed design work would begin immediately, with construction expected to start in 2026.

A spokesperson for the Department for Transport said: "This investment will improve connections for tens of thousands of people and support economic growth across South Yorkshire."
"""),

S(id=8026, lang="en", section="UK", author="Amara Holloway", date="2025-08-09", time="17:25",
  tags=["Whitby", "RNLI", "Rescue"],
  head="Man rescued after six hours clinging to buoy off Whitby",
  body="""
A man has been rescued after spending around six hours clinging to a navigation buoy off the North Yorkshire coast.

The 52-year-old was spotted by the crew of a fishing boat about two miles off Whitby shortly after 10am on Saturday. He had been reported missing by his family the night before after failing to return from a kayaking trip.

Whitby RNLI said the man was cold and exhausted but conscious when its lifeboat reached him. He was taken to hospital in Middlesbrough as a precaution.

[embed] video | Lifeboat crew describe dramatic rescue off Whitby | 1:12

The charity said his decision to stay with the buoy rather than swim for shore had probably saved his life, and urged anyone going out on the water to carry a means of calling for help.
"""),

S(id=8027, lang="en", section="Small Business", author="Priya Whitfield", date="2025-04-24", time="06:45",
  tags=["Entrepreneurs", "Food", "Small business", "Retail"],
  head="A 29-year-old turned her grandmother's pickle recipe into a $4 million business. Here's how she did it.",
  dek="Nadia Haddad started selling jars at a farmers market in Dearborn, Michigan. Four years later, her "
      "brand is in 1,800 grocery stores, and she still packs the first batch of every production run.",
  body="""
Nadia Haddad still remembers the first jar of pickles she sold to a stranger. It was a Saturday in June 2021, at a farmers market in Dearborn, Michigan, and she had spent the previous night in her parents' kitchen packing 48 jars of her grandmother's turnip and cucumber pickles, bright pink from the beets her family has always added for color.

"A woman picked one up, looked at it, put it down, walked away, came back twenty minutes later and bought two," Haddad, now 29, told Boardroom Brief. "I think I said thank you about six times. I was so nervous I gave her the wrong change."

Four years later, Haddad's company, Teta's Table, sells pickles, pickled vegetables and a line of spiced olive mixes in about 1,800 grocery stores across the United States. The company generated about $4.1 million in revenue last year, according to financial documents reviewed by Boardroom Brief, and expects to reach roughly $6 million this year.

She has done it without a background in food, without outside investors for the first three years, and without giving up the recipe that started it all. Here's how.

## Start with something people already love

Haddad grew up in Dearborn, where her grandparents settled after emigrating from Lebanon in the 1970s. Her grandmother, whom everyone called Teta, the Arabic word for grandmother, made pickles every autumn, filling dozens of jars that lined the basement shelves and were handed out to neighbors, relatives and anyone who admired them.

After college, Haddad worked as an analyst at an auto supplier. During the pandemic, stuck at home, she started making the pickles herself, following her grandmother's handwritten instructions. Friends asked for jars. Then friends of friends. "At some point my mom said, 'You're giving away fifty dollars of vegetables a week, maybe charge for them,'" she said.

The lesson, Haddad said, is that she was not trying to invent a new product. She was trying to bring something people in her community already loved to people outside it. "Middle Eastern pickles are not new. Every family has them. What was missing was a brand that made them easy to find and tasted like home."

## Test small before going big

Haddad spent her first year selling only at farmers markets and through a simple online store, shipping orders from her parents' garage. She kept meticulous records of what sold and what didn't, and talked to nearly every customer.

Those conversations changed the product. Customers who had never tried pink turnip pickles wanted smaller jars so they could experiment. Some asked for a less salty version. Others wanted pickled vegetables they could put on sandwiches and in salads. By the end of the first year, she had three products instead of one, and a clear idea of who was buying them.

"I think a lot of founders skip this part because it's slow and unglamorous," she said. "But I learned more standing at that market table for a year than I could have from any consultant."

## Get the production right

The hardest step was scaling production. Home kitchens are fine for farmers markets in many states under so-called cottage food laws, but selling to grocery stores requires a licensed commercial facility, food safety plans and, for pickled products, careful attention to acidity levels to prevent bacterial growth.

Haddad rented time in a shared commercial kitchen in Detroit, then spent several months working with a food scientist at Michigan State University to standardize her grandmother's recipe. "Teta measured things in handfuls and 'until it looks right,'" she said. "That doesn't work when you're making two thousand jars."

In 2023, she signed a contract with a co-packer, a manufacturer that produces food for other brands, in Ohio. She still drives there for the start of every production run to taste the first batch. "If the first jar isn't right, nothing leaves the building," she said.

## Land one store, then the next

Her first grocery account was a single independent Middle Eastern grocery in Dearborn, which agreed to stock two products on a trial basis. They sold out in a week. Within six months she was in a dozen independent stores in the Detroit area.

The breakthrough came in 2023 when a buyer from a regional supermarket chain tasted her pickles at a trade show in Chicago. The chain placed them in 90 stores across Michigan and Ohio. Strong sales there gave her the numbers she needed to pitch national chains.

Haddad said the key to winning over buyers was data. "Everyone thinks their product is delicious," she said. "Buyers want to know how fast it sells, who buys it and whether you can keep up with demand. I walked in with spreadsheets."

## Raise money when you need it, not before

Haddad funded the business for its first three years with her savings, a $25,000 loan from her parents and revenue. In 2024, she raised $1.5 million from a group of angel investors, including two former executives of a large packaged food company, to pay for inventory, marketing and a sales team.

She said waiting to raise money had allowed her to keep more control over the company and to prove the business before asking others to bet on it. "When I finally talked to investors, I wasn't selling a dream," she said. "I was selling a business that already worked."

## Keep the story at the center

Teta's Table's packaging features a drawing of Haddad's grandmother, based on a photograph from the 1980s. Each jar includes a short note about her. Haddad said the story had been essential to the brand's growth, especially among younger shoppers who care about where their food comes from.

Her grandmother, now 88, still lives in Dearborn and remains, Haddad said, her toughest critic. "She tastes every new product. If she makes a face, it doesn't launch." Asked what her grandmother thinks of seeing her own face on supermarket shelves across the country, Haddad laughed. "She says the drawing makes her look old."
"""),

S(id=8028, lang="en", section="Transportation", author="Declan Varga", date="2025-10-02", time="15:10",
  tags=["Airlines", "Pilot shortage", "Regional routes"],
  head="Regional airline Skyhop is cutting 11 routes as the pilot shortage bites",
  dek="The carrier says it cannot staff its full schedule, leaving several small cities with no scheduled "
      "air service",
  body="""
Regional carrier Skyhop Airlines will drop 11 routes from its network starting in January, the company told employees in a memo seen by Boardroom Brief, blaming a persistent shortage of pilots that has left it unable to fly its full schedule.

The cuts will end scheduled service entirely at four small airports in Montana, North Dakota and Wyoming, and reduce flights at several others. Skyhop, which operates turboprop aircraft under contracts with two major airlines, flies about 140 daily departures from hubs in Denver and Minneapolis.

"We have made every effort to maintain service to the communities we serve," chief executive Rebecca Lindqvist wrote in the memo. "But we cannot safely operate a schedule that we do not have the crews to fly."

Skyhop said it currently has about 410 pilots, roughly 60 fewer than it needs to operate its full network. The airline has lost pilots to larger carriers, which have been hiring aggressively and offering significantly higher pay.

## An industry-wide problem

Regional airlines across the United States have struggled with pilot shortages since the pandemic, when many older pilots took early retirement. Major airlines have since rebuilt their ranks by recruiting heavily from regional carriers, which traditionally serve as a training ground for pilots early in their careers.

Federal rules require airline pilots to have at least 1,500 hours of flight experience, a requirement that critics say makes it difficult and expensive for new pilots to enter the profession. Regional airlines and some lawmakers have pushed to loosen the rule, while pilot unions and safety advocates have fought to keep it.

Several small communities have been hit hard as regional airlines trimmed service. According to an analysis by an aviation consultancy, the number of US airports with scheduled passenger service has fallen by more than 20 since 2019, most of them small airports that depended on a single regional carrier.

## Federal subsidy uncertain

Some of the affected airports receive federal subsidies under the Essential Air Service program, which pays airlines to maintain flights to small, remote communities. The Department of Transportation will now have to seek a replacement carrier for those routes, a process that can take months.

Local officials said the loss of service would hurt businesses, hospitals and residents who rely on flights for medical appointments and travel. "For a lot of people here, the nearest big airport is a five-hour drive in good weather," said Terry Mwangi, a county commissioner in eastern Montana. "In winter, it might as well be on the moon."

Skyhop said it would continue to recruit and train pilots and hoped to restore some routes in the future. The company recently raised first-year pay for new pilots and began offering a $20,000 signing bonus. Passengers booked on affected flights will be offered refunds or rebooked on other routes, the airline said.

Analysts said Skyhop's cuts were unlikely to be the last. "As long as the big carriers are hiring, the regionals will be squeezed," said Hannah Reyes, an airline analyst at an investment bank. "The small cities are the ones that pay the price."
"""),

S(id=8029, lang="en", section="Environment + Energy", author="Samuel Harrow", date="2025-05-14", time="06:00",
  tags=["Soil carbon", "Urban parks", "Climate change", "Research"],
  head="City parks store more carbon in their soil than we thought. Here's why that matters",
  dek="We dug up soil from 64 parks across Melbourne. Some urban green spaces hold as much carbon as native "
      "woodland, but how we manage them makes a big difference.",
  body="""
When people think about how nature can help slow climate change, they usually picture forests: tall trees drawing carbon dioxide from the air and locking it away in wood and leaves. Few people think about the lawn in their local park.

But soils hold more carbon than all the world's plants and the atmosphere combined. And in cities, where most people now live, parks, sports fields and gardens cover a surprisingly large area. In Melbourne, public green space makes up roughly 10% of the metropolitan area.

In our new study, we measured how much carbon is stored in the soil of 64 parks across Greater Melbourne, from inner-city gardens laid out in the 1800s to new suburban reserves on former farmland. We found that urban park soils store, on average, more carbon than the surrounding agricultural land, and some store as much as nearby remnant native woodland.

We also found enormous variation between parks, and that variation tells us something useful about how to manage urban green space with climate in mind.

## How we did it

Soil carbon is notoriously difficult to measure. It varies with depth, soil type, climate and land use history, and it can differ substantially within a few metres. To get a reliable picture, we took soil cores down to 30 centimetres at between six and twelve points in each park, depending on its size, collecting more than 600 samples in total.

We analysed each sample for organic carbon content and bulk density, which allowed us to calculate the total mass of carbon stored per hectare. We also collected information on each park's age, vegetation, irrigation, mowing frequency and previous land use, drawing on council records and historical aerial photographs.

## What we found

On average, the top 30cm of park soil held about 78 tonnes of carbon per hectare. For comparison, cropping land on similar soils in the region typically holds 40 to 55 tonnes per hectare in the same depth, and remnant grassy woodland around Melbourne holds roughly 70 to 90 tonnes.

But the range was wide, from as little as 32 tonnes per hectare in a recently built reserve on compacted fill to more than 130 tonnes in an old inner-city garden with large trees and a long history of leaf litter and organic mulch.

Three factors stood out as strongly linked to higher soil carbon:

- Age: older parks generally had more carbon, especially those established more than 80 years ago.
- Trees: areas under established tree canopy held more carbon than open lawn in the same park.
- Irrigation: regularly watered lawns held more carbon than unirrigated ones, likely because grass grows more and returns more organic matter to the soil.

Mowing frequency, on its own, had a weaker effect than we expected. Parks where clippings were left on the ground, rather than collected, tended to have slightly more carbon, but the difference was small.

## Why this matters

Urban soils have often been left out of national carbon accounting and climate policy. They are hard to measure, highly variable and easy to assume are degraded. Our results suggest that assumption is wrong, at least for established parks.

This matters for several reasons. First, when cities plan new development, the carbon stored in existing green space should be counted as a real cost if that space is paved over or heavily disturbed. Soil carbon that has accumulated over a century can be lost in a few years when soil is stripped and compacted.

Second, the way councils manage parks could be adjusted to store more carbon. Planting more trees, mulching garden beds and leaving clippings on lawns are low-cost practices that also provide shade, improve soil health and reduce the need for fertiliser.

Third, our findings raise difficult trade-offs. Irrigation increased soil carbon, but watering lawns uses large amounts of water in a city prone to drought, and pumping and treating that water has its own emissions. Fertilisers can boost grass growth but may release nitrous oxide, a potent greenhouse gas. A climate-friendly park is not simply a greener one.

## What we don't know yet

Our study has limitations. We sampled only the top 30cm of soil, and significant carbon may be stored deeper, particularly under trees. We measured carbon at a single point in time, so we cannot say how quickly it is accumulating or whether some parks are losing carbon. And Melbourne's soils and climate differ from those of other Australian cities.

We are now returning to a subset of parks to repeat measurements, which will allow us to track changes over time. We are also working with two councils to trial different management practices, including reduced mowing and increased mulching, in selected parks.

Urban parks will never replace forests as carbon sinks, and protecting and restoring native ecosystems must remain a priority. But the ground beneath our feet in the city is doing more than we give it credit for. With a little more attention, it could do even more.
"""),

S(id=8030, lang="en", section="Education", author="Rosa Lindqvist", date="2025-09-08", time="06:00",
  tags=["Children's privacy", "Edtech", "Schools", "Data"],
  head="We audited 120 apps used in Australian classrooms. Most share children's data in ways parents can't see",
  dek="Learning apps have become a routine part of school life. Our analysis found many send information to "
      "third parties, and privacy policies rarely explain it clearly.",
  body="""
If your child attends an Australian school, they almost certainly use educational apps. Reading programs, maths games, classroom messaging tools and homework platforms have become part of everyday school life, accelerated by the shift to remote learning during the pandemic.

Schools often choose these apps because they are engaging, affordable or free. But free rarely means without cost. Many apps collect data about children as they use them, and some share that data with other companies.

Our team spent 18 months examining 120 apps recommended by or in use at Australian primary and secondary schools. We analysed their privacy policies, tested what data they transmitted when used on phones and tablets, and compared what we found with what the apps told users. The results suggest that children's privacy in the classroom deserves much closer attention.

## What we looked at

We selected the apps from lists published by state education departments, school websites and teacher forums, focusing on those most frequently mentioned. They included reading and literacy apps, maths apps, language learning tools, classroom management and communication platforms, and general-purpose tools such as note-taking and quiz apps.

For each app, we created test accounts using fictional student profiles, used the app for a set period, and captured the network traffic it generated. This allowed us to see which servers the app communicated with and, in many cases, what kind of information was sent.

We also read every privacy policy, recording how long it was, how easy it was to understand, and what it said about data collection and sharing.

## What we found

The headline numbers are stark:

| Finding | Number of apps | Share |
| Sent data to at least one third party | 89 | 74% |
| Sent data to an advertising or marketing company | 41 | 34% |
| Collected a persistent device identifier | 77 | 64% |
| Privacy policy mentioned all third parties we observed | 23 | 19% |
| Privacy policy readable at a year 10 level or below | 11 | 9% |

Many of the third parties were analytics services, which help developers understand how their apps are used. That is not necessarily harmful. But more than a third of the apps communicated with companies whose main business is advertising or marketing, even where the app itself showed no ads.

Most apps collected identifiers that allow a device to be recognised over time and, potentially, across different apps. Combined with information such as a child's age, school or usage patterns, such identifiers can be used to build profiles.

## Privacy policies don't help

Privacy policies are supposed to tell users what happens to their data. In practice, the policies we reviewed were long, vague and hard to read. The median policy was over 4,500 words. Only 11 of the 120 could be comfortably read by an average 15-year-old, and many would challenge adults.

More concerning, fewer than one in five policies named or clearly described all the third parties we saw the app communicating with. Many used general phrases such as "trusted partners" or "service providers" without further detail.

This matters because, under Australian privacy law, schools and app developers rely heavily on notice and consent. If parents and students cannot understand what they are consenting to, that consent means little.

## Schools are in a difficult position

It would be easy to blame schools, but that would be unfair. Teachers are rarely trained in privacy or data protection, and most schools lack the technical expertise to assess apps. Some state education departments have vetting processes, but these vary widely, and many apps are chosen by individual teachers looking for something that works for their class.

We spoke to 26 teachers and school leaders as part of the study. Most said they had never read an app's privacy policy. Several said they assumed that any app recommended by a department or widely used by other schools must be safe.

## What should change

We believe responsibility should not rest on parents, students or individual teachers. Our recommendations include:

- A national assessment process for educational apps, with a public register of apps that meet clear privacy standards.
- A ban on sharing children's data collected through educational apps with advertising or marketing companies.
- Plain-language privacy summaries, tested with students, for every app used in schools.
- Clear guidance for schools on how to choose apps and what to ask developers before adopting them.

The federal government is currently developing a Children's Online Privacy Code, following reforms to the Privacy Act. This offers an opportunity to set strong rules for educational technology. Similar codes in the United Kingdom have prompted some companies to change how they design products for children.

## What parents can do now

In the meantime, parents can ask their child's school which apps are used and why, whether the school has assessed their privacy practices, and whether students can use them without creating accounts linked to personal information. On devices at home, parents can limit ad tracking through device settings.

Educational technology can bring real benefits to children's learning. But children should not have to trade their privacy for their education. At the moment, too many apps are asking them to do just that.
"""),

S(id=8031, lang="en", section="Newsletter", author="Declan Mwangi", date="2025-02-26", time="07:00",
  tags=["Halifax", "Waterfront", "Fisheries"],
  head="The ferry, the fish plant and the fight over Pier 4",
  dek="Issue #112: A waterfront lease, a shuttered processor, and why three groups want the same stretch of "
      "Dartmouth shoreline",
  body="""
[note] Editor's note: This issue is free for all readers. If you find it useful, consider becoming a paying member, which is how this newsletter pays for the records requests behind stories like this one.

Good morning, and welcome to everyone who signed up after last week's issue on the bus network review. There are a lot of you. I am going to try to live up to it.

This week I want to walk you through a fight that has been simmering for months along a short stretch of the Dartmouth shoreline and is about to boil over. It involves a vacant fish processing plant, an expanding ferry service, a developer with plans for 400 apartments, and a community group that would like none of the above and a park instead. It comes to a head at regional council on March 11. By then I want you to understand it better than most of the people voting on it.

## What is Pier 4?

Pier 4 is the informal name for a roughly three-hectare parcel on the Dartmouth waterfront, just north of the ferry terminal. For most of the last century it was home to a fish processing plant that, at its peak in the 1970s, employed more than 300 people. The plant closed in 2019 after its owner consolidated operations in Lunenburg. The land is owned by the municipality and was leased to the processor under a 50-year agreement that expired last spring.

Since then, the site has been fenced off and empty. The buildings are in poor shape. A report prepared for council last year estimated that demolition and environmental cleanup would cost between $6 million and $9 million, largely because of fuel contamination from old storage tanks.

## The three proposals

Three groups have made formal proposals for the site. I have read all three, along with the staff report that will go to council. Here is the short version.

The first comes from Halifax Transit, which wants to use about a third of the site for a maintenance facility and overnight berth for the two new ferries it is buying to increase service between Dartmouth and downtown Halifax. Transit staff say the current maintenance arrangements, which involve sending ferries across the harbour for servicing, are costly and unreliable. A dedicated facility next to the terminal would, they argue, allow ferries to run every 15 minutes at peak times instead of every 30.

The second comes from a Halifax-based developer, Northshore Properties, which proposes three residential buildings of eight to twelve storeys, with about 400 apartments, ground-floor retail and a public boardwalk. The company would pay for the environmental cleanup and lease the land for 99 years. It has offered to make 15 percent of the units affordable, defined as rents at 80 percent of the market median.

The third comes from the Dartmouth Waterfront Alliance, a community group formed last year, which wants the entire site turned into a public park with a small market building, a swimming area and space for community boats. The group has collected more than 4,000 signatures and has the support of two local councillors. It has not proposed a detailed budget.

## What the staff report says

The staff report, released last Friday, recommends a hybrid: the ferry facility on the southern portion of the site, and a call for proposals for a mixed residential and public space development on the remainder, with a requirement that at least 40 percent of the land be public open space.

Staff argue that the ferry expansion is a priority under the region's transportation plan and that the municipality cannot afford to clean up and maintain the whole site as a park without a revenue source. They note that the developer's offer to pay for remediation is valuable but say a competitive process would likely produce better terms.

> "This is the last large piece of publicly owned waterfront in Dartmouth. Whatever we decide, we are deciding for the next hundred years."

That line is from councillor Sam Okafor, who represents the area and has been careful not to endorse any proposal yet. It is, I think, the right frame.

## What I'm watching

A few things that I don't think have had enough attention:

- Who pays for the cleanup if the site becomes mostly park? The alliance has not said, and the staff report puts the municipal share at up to $9 million.
- How binding is the 40 percent public space figure? Staff language says "at least", but previous waterfront deals have shrunk public space during negotiations.
- The ferry facility's footprint. Transit's plans include a fuel depot, and residents of nearby streets have not been consulted on that.
- The affordability definition. Eighty percent of market median in Dartmouth right now is still well above what many people in the area can pay.

## What happens next

Council will consider the staff recommendation on March 11. Public comments can be submitted through the municipal website until March 7, and there will be a public information session at the Alderney Landing theatre on March 4 at 6:30 p.m.

I will be at the session and at the council meeting, and I'll send a short update to members the same night. If you have documents, memories of the plant, or opinions you want me to hear, hit reply. I read everything, even the angry ones. Especially the angry ones.

See you next week.
"""),

S(id=8032, lang="en", section="Newsletter", author="Declan Mwangi", date="2025-06-18", time="07:00",
  tags=["Housing", "Halifax", "Explainer"],
  head="Council's housing report, decoded",
  dek="Issue #128: Your questions about the new housing needs assessment, answered",
  body="""
Last week Halifax Regional Municipality released its long-awaited housing needs assessment, a 140-page report that will shape zoning and spending decisions for years. Many of you wrote in with questions. I have grouped the most common ones below and tried to answer them as plainly as I can.

[q] What is this report, and why does it matter?

It is an assessment, required by the federal government as a condition of some housing funding, of how many homes the region needs, of what types and at what prices, over the next ten years. It matters because council and staff will use it to justify zoning changes, to apply for federal and provincial money, and to decide where to put infrastructure.

[q] How many homes does it say we need?

The headline figure is about 61,000 new homes by 2035, or roughly 6,100 a year. For context, the region has averaged a little under 4,000 completions a year over the last five years. So the gap is large, and the report says it plainly.

[q] Who are these homes for?

This is the part I found most useful. The report breaks down need by income. About 38 percent of the homes needed are for households earning under $60,000 a year, which in practice means rents below about $1,500 a month. The market is currently building very few homes at that price.

[q] Does the report recommend anything?

Not directly. It is an assessment, not a plan. But it does identify gaps, notably in family-sized rental units, supportive housing for people leaving homelessness, and accessible homes for older residents. Staff will bring recommendations to council in the autumn.

[q] Is the population forecast realistic?

The report uses the province's medium-growth scenario, which assumes continued strong immigration and interprovincial migration. If federal immigration targets are cut further, the numbers could fall. A staff member told me they plan to update the assessment every three years.

[q] What should I watch for next?

Two things. First, the autumn staff report, which will show whether council is willing to change zoning rules at the scale the numbers suggest. Second, the next round of federal housing funding, which will be tied to this document. If the region does not act on it, it may leave money on the table.

As always, the full report is linked on the municipal website, and I am happy to dig into any specific question if you hit reply.
"""),

S(id=8033, lang="en", section="News", author="Ruth Pryor", date="2025-04-08", time="12:00",
  tags=["Library", "Flood", "Millhaven"],
  head="Millhaven library reopens after flood repairs",
  body="""
The Millhaven Public Library reopened its doors Monday, eight months after floodwater from the Cedar River filled its basement and damaged the ground floor.

Around 60 people were waiting outside when library director Anne Kessler cut a ribbon at 10 a.m. Children headed straight for the new story-time corner, while several older patrons went looking for the large-print section, which has moved upstairs.

The flood last August destroyed about 9,000 books, the library's heating system, and much of its furniture. Repairs cost about $640,000, paid for by insurance, a state disaster grant, and nearly $85,000 raised by residents through bake sales, a fun run and donations.

"I don't think I've ever been so happy to see people arguing over the last copy of a mystery novel," Kessler said.

The library's basement, which used to house the children's collection and the local history room, will now be used only for storage. The local history collection, much of which was saved by volunteers who carried boxes upstairs as the water rose, has been moved to a new room on the second floor with climate control.

During the closure, the library ran a temporary branch in the community center and kept its book drop and online services open. Kessler said circulation fell by about half but the temporary branch became a popular gathering place.

The library is open Monday through Saturday. Volunteers are still needed to help reshelve donated books.
"""),

S(id=8034, lang="en", section="News", author="Ruth Pryor", date="2025-05-12", time="09:30",
  tags=["Fire department", "Fundraiser"],
  head="Pancake breakfast raises $3,200 for fire department",
  body="""
The Millhaven Volunteer Fire Department's annual pancake breakfast raised $3,200 on Saturday, organizers said, the most since the event began in 1998.

About 350 people came through the fire station between 7 and 11 a.m., eating an estimated 1,400 pancakes and 60 pounds of sausage. Children climbed into the cab of the department's newest engine and tried on helmets.

Chief Dale Hartman said the money would go toward replacing four sets of protective gear, which cost about $3,500 each. "Every dollar goes straight into keeping our volunteers safe," he said.

Sausage was donated by Kessler Family Meats, and the Millhaven High School FFA chapter helped serve.
"""),

S(id=8035, lang="en", section="Outdoors", author="Chloe Varga", date="2025-01-14", time="17:00",
  tags=["Avalanche", "Backcountry", "Safety", "Weather"],
  head="Avalanche center raises danger to high as storm loads backcountry slopes",
  dek="Forecasters warn of large, human-triggered slides through the weekend in the Elk and West Elk mountains",
  body="""
The regional avalanche center raised the avalanche danger to high, level four on the five-point scale, for the Elk and West Elk mountains on Tuesday afternoon, as a storm that has dropped up to 30 inches of snow since Sunday continued to build dangerous slabs on top of a weak snowpack.

Forecasters said large avalanches were likely on slopes steeper than about 30 degrees, especially on north- and east-facing terrain near and above treeline. They urged backcountry travelers to avoid avalanche terrain entirely through at least Friday.

"This is a classic setup for a dangerous cycle," said lead forecaster Erin Holloway. "We have weak, sugary snow near the ground from the dry spell in December, and now we are putting a heavy load on top of it very quickly. That is exactly the combination that produces big, deep slides that can break wider and run farther than people expect."

[embed] tweet | @ElkMtnAvy | Elk Mountain Avalanche Center | Danger rating raised to HIGH (4) near and above treeline. Natural and human-triggered avalanches likely. Stay off and out from under slopes steeper than 30 degrees. | January 14, 2025

## Recent activity

The center received reports of more than 40 avalanches since Sunday, including several natural slides large enough to bury or kill a person. On Monday, a skier triggered a slide on a northeast-facing slope near Kebler Pass that ran about 800 vertical feet. The skier was partly buried but was able to dig out and was not injured, according to a report submitted by his partner.

No avalanche deaths have been reported in Colorado so far this season. Nationally, avalanches kill an average of about 27 people a year, and Colorado has recorded the highest number of deaths of any state in most recent winters.

## What the forecasters advise

The avalanche center issued the following recommendations for anyone heading into the mountains this week:

- Avoid avalanche terrain, including runout zones at the bottom of steep slopes.
- Be aware that avalanches can be triggered from below or from a distance.
- Carry a transceiver, shovel and probe, and know how to use them.
- Check the daily forecast before leaving, as conditions will change as the storm ends.
- Stay on groomed runs at ski areas, where avalanche mitigation is carried out.

## Highway closures possible

The Colorado Department of Transportation said it may close mountain passes intermittently for avalanche mitigation, which involves triggering slides with explosives before they can reach roads. Drivers on Highway 133 over McClure Pass and Highway 135 between Gunnison and Crested Butte were advised to check road conditions before traveling.

Snowfall is expected to taper off on Wednesday night, but forecasters warned that the danger would remain elevated for several days afterward. "Clear skies and fresh powder are going to be very tempting this weekend," Holloway said. "Please be patient. The snowpack needs time to adjust."
"""),

S(id=8036, lang="en", section="Local News", author="Owen Sandoval", date="2025-10-21", time="20:30",
  tags=["Housing", "Planning", "Ski resort"],
  head="Ski resort worker housing project clears planning commission",
  body="""
A proposal to build 96 apartments for seasonal and year-round ski resort employees won approval from the county planning commission Tuesday night, clearing a key hurdle for a project that has divided neighbors for nearly a year.

The four-building complex, proposed by Crested Peak Resort on a 5-acre parcel off County Road 317, would house up to 240 workers in a mix of studio, one- and two-bedroom units. Rents would be capped at 30 percent of employees' wages, according to the application.

The commission voted 5-2 in favor after more than three hours of public comment. Supporters, including several resort employees, said the project was desperately needed in a valley where many workers commute more than an hour or live in cars and campers during the season.

"I have slept in my truck for two winters," said lift operator Javier Ortega. "I love this job, but I can't keep doing that."

Opponents, most of them residents of a nearby subdivision, raised concerns about traffic, wildfire evacuation routes and the project's height, which at up to 42 feet exceeds the current limit for the area. The commission added conditions requiring a second access road and a traffic study after the first year of occupancy.

The project now goes to the board of county commissioners, which is expected to take it up in December. If approved, construction could begin next summer.
"""),

S(id=8037, lang="en", section="Features", author="Lucia Okafor", date="2025-07-30", time="08:00",
  tags=["Shrimping", "Terrebonne Parish", "Coastal erosion", "Fisheries"],
  head="The shrimpers of Terrebonne Parish are running out of time",
  dek="Cheap imports, rising fuel costs and a vanishing coastline have cut Louisiana's shrimp fleet by half in "
      "twenty years. Those who remain are fighting to keep a way of life afloat.",
  body="""
CHAUVIN – The Miss Evangeline pushed away from the dock on Bayou Little Caillou a little after 4 a.m., her deck lights throwing a yellow glow over the black water. Captain Tommy Thibodeaux, 61, stood at the wheel with a mug of coffee and a cigarette he never lit, watching the channel markers slide past in the dark.

"My daddy taught me this bayou when I was seven," he said. "Half of what he showed me isn't there anymore. The islands he used to tie up behind, the marsh where we'd wait out a storm. It's all open water now."

Thibodeaux has shrimped out of Terrebonne Parish for 44 years. He has survived hurricanes, oil spills, a pandemic and years when the price of shrimp at the dock barely covered the cost of diesel. He is not sure he will survive what is happening now.

## A fleet in decline

Louisiana has long been the largest producer of wild-caught shrimp in the United States. But the industry has shrunk dramatically. The number of commercial shrimp licenses issued by the state has fallen by more than half since the early 2000s, according to state wildlife and fisheries data, and the average age of those still working has crept steadily upward.

The reasons are many, but shrimpers name one above all: imports. The vast majority of shrimp eaten in the United States is farmed abroad, largely in India, Ecuador, Indonesia and Vietnam, and sold at prices that domestic fishermen say they cannot match. Farmed shrimp can be produced year-round, in huge volumes, and frozen for months.

"When I started, we got three, four dollars a pound at the dock for big shrimp," said Thibodeaux. "Last season I got a dollar sixty for some of the same size. Diesel was twice what it was. You do the math."

The federal government has imposed anti-dumping duties on shrimp from several countries over the past two decades, and shrimpers' groups continue to press for more. But domestic processors and restaurants say imports are essential to meet demand, and the duties have done little to change the overall market.

## Losing ground, literally

If imports are the economic threat, the land itself is the physical one. Louisiana has lost more than 2,000 square miles of coastal land since the 1930s, an area roughly the size of Delaware, as a result of subsidence, the leveeing of the Mississippi River, canals dug for oil and gas, and rising seas. Terrebonne Parish has been among the hardest hit.

[fig] Captain Tommy Thibodeaux checks his nets aboard the Miss Evangeline on Bayou Little Caillou before dawn. || Photo: Bayou Weekly

For shrimpers, the loss of marsh is doubly painful. Marshes are nurseries where young shrimp grow before moving into open water, and as they disappear, so does the habitat that has sustained the fishery for generations. The changing coastline also makes navigation more dangerous and leaves communities like Chauvin, at the end of a long road through disappearing wetland, more exposed to hurricanes.

Hurricane Ida in 2021 destroyed or damaged dozens of boats and docks in the parish. Some shrimpers never rebuilt. Others took on debt to repair their vessels just as prices fell.

## The dock

At the end of the day, the Miss Evangeline tied up at a dock in Cocodrie owned by Rene Boudreaux, whose family has bought shrimp from local boats since the 1950s. Boudreaux's dock is one of a handful still operating in the area. A decade ago, he said, thirty boats regularly sold to him. This season, he has eleven.

Boudreaux pays shrimpers by the pound, sorts and ices the catch, and sells it to processors and wholesalers. His margins are thin. "If the boats go, I go," he said. "And if I go, the next closest dock is forty minutes up the road. Some of these guys can't afford to burn the fuel to get there."

He has started selling directly to customers through a small storefront and a social media page, and says local demand for wild shrimp is strong. "People here know the difference," he said. "The problem is, people here aren't enough to keep us going."

## Looking for a lifeline

Some in the industry see hope in marketing. Louisiana now requires restaurants to disclose whether the shrimp and crawfish they serve are imported, a law intended to help customers choose domestic seafood. Shrimpers' associations have pushed for stronger enforcement, saying many restaurants ignore the rule.

Others point to state and federal programs that help fishermen upgrade equipment, improve fuel efficiency or diversify into other fisheries. A coalition of community groups in Terrebonne has begun offering training for young people interested in commercial fishing, though interest is modest.

The state's coastal master plan, a multibillion-dollar effort to rebuild marshes and barrier islands and protect communities from storms, could slow the loss of land. But its projects take years to complete, and some, such as large diversions of Mississippi River water, have been controversial among fishermen who fear that changes in salinity will push shrimp away from their traditional grounds.

## The last generation?

Thibodeaux has two sons. Neither shrimps. One works offshore on oil platforms; the other moved to Baton Rouge and sells insurance. He says he does not blame them.

"I told them, get an education, get a job with insurance and a retirement," he said. "That's what a father should say. But it hurts. When I quit, this boat gets sold, probably to somebody in Texas, or she just sits at the dock till she sinks."

By midmorning, he had made three drags and had about 400 pounds of brown shrimp on ice, an average day. He lit the cigarette at last, looked out across the open water where marsh once stood, and turned the Miss Evangeline back toward home.

"People ask me why I keep doing it," he said. "I don't have a good answer. It's what I know. It's who we are down here. When it's gone, something's gone that doesn't come back."
"""),

S(id=8038, lang="en", section="News", author="Grace Thibodeaux", date="2025-09-25", time="16:40",
  tags=["Houma", "Water", "Public notices"],
  head="Boil-water advisory issued for parts of Houma after main break",
  body="""
HOUMA – Terrebonne Parish Consolidated Waterworks issued a boil-water advisory Thursday for customers in several neighborhoods on the east side of Houma after a 16-inch water main broke near the intersection of Grand Caillou Road and Prospect Boulevard.

The advisory affects customers between Prospect Boulevard and the Houma Navigation Canal, south of Tunnel Boulevard, including the Bayou Gardens and Mulberry areas. Residents in those areas should boil water for at least one minute before drinking, cooking, making ice or brushing teeth, or use bottled water, until further notice.

Water pressure dropped significantly in the affected area after the break, which occurred around 11 a.m. A loss of pressure can allow contaminants to enter the system, which is why the advisory was issued as a precaution, officials said.

Crews expected to complete repairs by late Thursday night. The advisory will remain in effect until two consecutive rounds of water samples test clean, which typically takes 24 to 48 hours after repairs are finished.

Residents with questions can call the waterworks district's customer service line. Updates will be posted on the parish website and social media pages.
"""),

S(id=8039, lang="en", section="Regional", author="Niamh Brennan", date="2025-06-26", time="18:55",
  tags=["Galway", "City Council", "Pedestrianisation"],
  head="Galway councillors vote to pedestrianise Dominick Street",
  dek="Traders split on plan that will close one of the city's busiest streets to cars from September",
  body="""
Galway City Council has voted to permanently pedestrianise a section of Dominick Street in the city centre, despite opposition from some businesses who say it will drive customers away.

The proposal, which was passed by 11 votes to 6 at Monday evening's council meeting, will close the street to general traffic between 11am and 7pm daily from September, with access for deliveries outside those hours. Emergency vehicles and people with disabilities holding parking permits will retain access at all times.

The street, which links the Claddagh area with the city's main shopping district, has been closed to cars on a trial basis every summer since 2020, when restrictions were introduced to allow outdoor dining during the pandemic.

Council officials said surveys during the trial had found that footfall on the street increased by about 20% when it was closed to traffic, and that a majority of people who responded to a public consultation supported permanent pedestrianisation.

## Divided opinion

But the move has divided traders. Restaurant and café owners, who have benefited from being allowed to place tables on the street, largely support it. Some retailers, particularly those selling bulky goods, say customers need to be able to park nearby.

"For a coffee shop, it's brilliant. For a hardware shop, it's a disaster," said one business owner, who asked not to be named. "People aren't going to carry a tin of paint and a ladder half a kilometre to their car."

Independent councillor Frank Moran, who voted against the motion, said the council was "ignoring the businesses that have been here for generations in favour of a summer-time café culture". He called for a further review after one year.

Green Party councillor Aoife Brady, who proposed the motion, said the city needed to make space for people rather than cars. "Every European city that has done this has seen its centre become more vibrant, not less," she said. "We will work with every business to make sure deliveries and access work."

## Next steps

The council said it would install new paving, seating and planting on the street over the coming months, funded through a national active travel grant of €1.4m. Bollards will be installed at either end of the pedestrianised section.

A parking review for the surrounding area will also be carried out, including the possibility of a new short-stay loading zone on nearby Father Griffin Road.

The Galway Chamber said it welcomed the investment but urged the council to monitor the impact on retail businesses closely. "We need to see data, not just anecdotes, after the first year," a spokesperson said.

The decision comes as several Irish cities are expanding car-free zones. Cork City Council pedestrianised a number of streets in the city centre in recent years, and Dublin City Council has approved plans to restrict traffic on parts of the quays.
"""),

S(id=8040, lang="en", section="Health", author="Ciarán Hartley", date="2025-11-18", time="06:00",
  tags=["Ambulance service", "HSE", "Rural health", "Mayo"],
  head="'We waited two hours': Inside the ambulance crisis in the west of Ireland",
  dek="Response times in rural counties have lengthened sharply, and paramedics say the system is stretched to "
      "breaking point",
  body="""
[note] Editor's note: Some of the patients and relatives in this report asked that only their first names be used, to protect the privacy of family members. Sruth News has verified their accounts with medical and emergency service records.

When Bernadette's husband collapsed in the kitchen of their farmhouse outside Belmullet in north Mayo last February, she dialled 999 at 7.42pm. The call taker told her an ambulance was on its way and stayed on the line while she checked his breathing. The ambulance arrived at 9.51pm.

"Two hours and nine minutes," she said, reading the times from the discharge letter she keeps folded in her handbag. "I sat on the floor holding his hand, and every car that passed on the road I thought was them."

Her husband, who had suffered a stroke, survived, though he now uses a wheelchair. Doctors told the family that earlier treatment might have limited the damage. Bernadette does not blame the paramedics who eventually arrived, who she said were kind and visibly exhausted. She blames the system.

## Longer waits

Bernadette's experience is extreme, but it is not unique. Figures obtained by Sruth News under freedom of information legislation show that the proportion of the most urgent calls, known as purple and red calls, reached within the target time of 19 minutes in Mayo, Galway, Roscommon and Donegal fell significantly between 2019 and 2024.

In Mayo, just over a third of the most serious calls last year were reached within the target time, compared with just under half in 2019. For the next category of urgency, the median response time in some rural areas of the county now exceeds 40 minutes.

The National Ambulance Service says response times in rural areas will always be longer than in cities because of distances and sparse populations, and that national targets are designed with this in mind. But paramedics and doctors told Sruth News that the problem has grown worse, and that the main cause is not geography but delays at hospitals.

## Stuck at the hospital door

The key issue, according to paramedics interviewed for this report, is what is known as turnaround time, the time it takes for an ambulance crew to hand a patient over to an emergency department and get back on the road. When emergency departments are overcrowded, crews can wait for hours with patients on stretchers in corridors or in the ambulance itself.

At University Hospital Galway and Mayo University Hospital in Castlebar, turnaround times regularly exceed an hour and sometimes stretch to four or five, paramedics said. While a crew is waiting, the ambulance is unavailable for new calls, leaving large areas without cover.

"You can be sitting outside the ED in Galway for three hours while there is a cardiac arrest in Connemara and the nearest free ambulance is in Athlone," said one advanced paramedic with 15 years' experience, who asked not to be named because staff are not permitted to speak to the media. "That is not a rare event. That is a Tuesday."

## A workforce under pressure

Staff shortages make the situation worse. The National Ambulance Service has recruited more paramedics in recent years, but unions say numbers have not kept pace with demand, which has risen as the population has grown and aged.

Paramedics described long shifts that routinely run over by hours because of delays at hospitals, missed meal breaks, and the emotional toll of arriving at scenes where patients have been waiting far too long. Several said colleagues had left for jobs in Australia, Canada and the Middle East, where pay and conditions are better.

"We got into this to help people," said a paramedic based in Donegal. "When you arrive and a family has been waiting an hour and a half, and they're angry, and they have every right to be angry, and there's nothing you can say. You carry that home."

## What is being done

The Health Service Executive said it was investing in additional ambulances, staff and new models of care designed to reduce pressure on emergency departments. These include a "hear and treat" service, in which clinicians assess some 999 callers by phone and direct them to alternative care, and community paramedic schemes in which paramedics treat patients at home rather than taking them to hospital.

In a statement, the National Ambulance Service said: "We acknowledge that response times in some areas are not where we would want them to be, and we are working closely with hospital groups to reduce handover delays, which are a significant factor in ambulance availability."

The Minister for Health said last month that reducing ambulance delays was a priority and that new funding for the service had been included in the budget. Opposition TDs from the west have called for a dedicated review of emergency response in rural areas.

## "Somebody has to be accountable"

For families like Bernadette's, reassurances ring hollow. She has written to her local TDs and to the HSE, and has joined a group of families in Mayo and Galway campaigning for better emergency cover.

"I'm not looking for someone to be sacked," she said. "I'm looking for someone to be accountable. If we live out here, we pay the same taxes. My husband's life is worth the same as anybody's in Dublin."

Asked what she would say to the Minister for Health if she met him, she paused. "I'd ask him to come and sit on my kitchen floor for two hours," she said, "and then tell me it's fine."
"""),
]
