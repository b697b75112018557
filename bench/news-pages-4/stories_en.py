"""The 44 English stories. All people, organisations, sites and events are invented.

Body lines: one block per line. '## ' subheading, '- ' list item, '> ' block quote,
'| a | b' table row (first row = header), 'Q: ' question of a Q&A, '[photo]' in-body
photo (chrome caption), '[embed]' social post (chrome). [[words]] become topic links.
"""

STORIES = []


def st(**kw):
    STORIES.append(kw)


st(id='wcxb-3001', sys='naviga', section='Police', author='Dana Whitlock', date='2025-03-16 10:05', und=True, noart=True,
   h='Police seek driver after hit-and-run damages fence at Alder Park', dl='ASHFORD FALLS —',
   body='''
ASHFORD FALLS — Police are looking for the driver of a dark pickup truck that struck a fence and a bench at Alder Park early Sunday and left before officers arrived.
A neighbor reported the crash at about 2:40 a.m., according to a news release from the Ashford Falls Police Department. No one was injured.
Officers found about 30 feet of chain-link fence flattened along Birch Street and pieces of a front grille near the park entrance. Sgt. Lena Marsh said the truck was likely a mid-2010s model and should have damage on the passenger side.
Parks crews closed the playground for part of the day while the fence was secured.
Anyone with information or home camera footage from the area is asked to call the department's tip line at 555-0148.
''')

st(id='wcxb-3002', sys='naviga', section='Education', author='Miguel Ferraro', date='2025-01-22 21:40', und=True,
   h="Kettle Valley board approves later start times for high schools",
   dek='Classes at both high schools will begin at 8:45 a.m. next fall after a 4-1 vote that followed months of debate over buses, sports and sleep.',
   dl='ASHFORD FALLS —', body='''
ASHFORD FALLS — Students at Kettle Valley's two high schools will start class almost an hour later next year after the school board voted 4-1 on Tuesday night to shift the first bell from 7:50 to 8:45 a.m.
The decision ends a debate that began last spring, when a group of parents and students presented survey results showing that more than two-thirds of teenagers in the district reported getting less than seven hours of sleep on school nights.
## Buses and budgets
The biggest obstacle was transportation. Because the district runs one fleet of buses in tiers, moving the high schools later means elementary schools will start 15 minutes earlier, at 8:10 a.m.
Transportation director Paul Okafor told the board the new schedule would require two additional routes and cost about $140,000 a year, mostly for drivers. The district plans to cover the first year with money left over from a delayed roof project at Ridgeline Elementary.
## Concerns from coaches
Athletic director Mara Kellerman said later dismissal would push some practices past dark in the fall and winter and force athletes to miss more last-period classes for away games. She asked the board to let coaches use the gym and the lighted turf field before school on some days.
Board member Glen Ashby, who cast the only no vote, said he supported the goal but not the timing. "We are asking families of our youngest students to change their mornings so that older students can sleep in," he said. "I don't think we've heard enough from them."
## What happens next
Superintendent Rosa Delgado said the district will publish the final bell schedules for all 11 schools by March 1 and hold two public sessions on bus routes in April.
Student board representative Ayla Brennan, a junior at Kettle Valley High, thanked the board after the vote. She said the student council would survey classmates again at the end of the first semester to see whether the change was working.
''')

st(id='wcxb-3003', sys='avada', section='Business', author='Corinne Adair', date='2025-05-04 08:30', und=True, noart=True,
   h='Flour & Tide bakery opens in former bait shop on Harbor Road', body='''
A new bakery has opened in the small blue building on Harbor Road that housed Gullwing Bait & Tackle for nearly 40 years.
Flour & Tide, owned by siblings Nora and Felix Brandt, began selling sourdough, cardamom buns and hand pies on Saturday. The line stretched past the neighboring marina office for most of the morning, and the bakery sold out by 11 a.m.
The Brandts spent eight months renovating the space, keeping the original pine counter and the hand-painted sign, which now hangs above the ovens.
"People kept stopping by to tell us what they used to buy here," Nora Brandt said. "Mostly night crawlers."
The bakery is open Wednesday through Sunday from 7 a.m. until it sells out.
''')

st(id='wcxb-3004', sys='avada', section='Events', author='Corinne Adair', date='2025-06-27 12:15',
   h='Lakeshore Summer Lantern Festival returns July 19 with new evening schedule',
   dek="Organizers moved the lantern launch later and added a shuttle from the high school after last year's parking crunch.",
   body='''
The Lakeshore Summer Lantern Festival will return to Cedar Point Park on Saturday, July 19, with a later schedule that organizers hope will ease traffic on the lakefront road.
Last year's festival drew an estimated 9,000 visitors, nearly double the previous record, and cars lined both shoulders of Shore Drive for more than a mile. This year the Lakeshore Rotary Club, which runs the event, has arranged a free shuttle from the Lakeshore High School parking lot every 15 minutes starting at 4 p.m.
The evening schedule:
- 4 p.m.: Food vendors and children's craft tent open
- 6 p.m.: Lakeshore Community Band performs at the pavilion
- 7:30 p.m.: Lantern decorating workshop for all ages
- 9 p.m.: Lantern launch from the south beach
Lanterns cost $5 and are made from rice paper and bamboo without wire, a change the club made in 2023 after complaints from the harbor commission about debris.
Parking at Cedar Point Park itself will be limited to visitors with disability placards. Rotary volunteer coordinator Denise Farrow said the club still needs about 40 volunteers for the night and is especially short on people to help at the shuttle stops.
''')

st(id='wcxb-3005', sys='divi', section='Obituaries', author='Staff report', date='2025-02-08 09:00', und=True, noart=True,
   h='Walter Pruitt, longtime Pine Hollow hardware owner, dies at 88', body='''
Walter E. Pruitt, who ran Pruitt Hardware on Main Street for more than half a century and was known for lending tools to anyone who promised to bring them back, died Thursday at his home in Pine Hollow. He was 88.
Mr. Pruitt took over the store from his father in 1962 and kept it open through two floods and the arrival of a big-box store on the edge of town. He retired in 2016, when his granddaughter, Claire, took over.
He served 22 years on the volunteer fire department and coached Little League into his seventies.
He is survived by his wife of 64 years, June; three children; seven grandchildren; and four great-grandchildren.
A memorial service will be held at 11 a.m. Saturday at First Methodist Church of Pine Hollow.
''')

st(id='wcxb-3006', sys='divi', section='Community', author='Hollis Grady', date='2025-08-17 07:45',
   h="After 30 years, Pine Hollow's last one-room schoolhouse gets a second life",
   dek='Volunteers have spent two summers restoring the Miller Creek School, which will reopen in September as a museum and meeting space.',
   body='''
The Miller Creek School sat empty for three decades at the end of a gravel road north of Pine Hollow, its bell tower leaning and its windows covered with plywood.
On a recent Saturday, a dozen volunteers were on ladders and sawhorses around the building, fitting new cedar shingles and sanding the original floorboards. When the school reopens on Sept. 14, it will be the first time the doors have been unlocked for the public since 1994.
The building was one of 19 one-room schools that once served farm families in the county. Most were torn down or moved after the district consolidated in the 1950s. Miller Creek held on longer than the rest, serving as a polling place and a 4-H meeting hall until the roof began to fail.
The Pine Hollow Historical Society bought the building and a half-acre lot from the Hadley family in 2022 for one dollar. Restoration has cost about $180,000 so far, most of it raised through a quilt raffle, a pancake breakfast series and a state preservation grant.
Society president Ruth Abernathy attended first through sixth grade at Miller Creek. She remembers carrying coal for the stove in winter and the teacher ringing a hand bell when recess ended.
> We had eleven kids in eight grades, and the older ones taught the younger ones without anybody calling it that. I'd like children today to sit at those desks and imagine it.
The society found 14 of the original desks in a barn two miles away, still bolted to their wooden runners. Volunteers also recovered a slate chalkboard, a county map from 1931 and a box of attendance ledgers that list every student by name.
Carpenter Dale Huang, who has led the work on the bell tower, said the hardest part was finding timber to match the original beams. "We ended up using wood from a barn that came down in a storm last year," he said. "It feels right that it came from a neighbor."
The reopened school will host field trips for third-graders from Pine Hollow Elementary, and the historical society plans to rent it out for small meetings and weddings to pay for upkeep.
''')

st(id='wcxb-3007', sys='bimber', section='Science', author='Rico Valdane', date='2025-07-09 15:20', und=True,
   h='Rare pink grasshopper turns up in a Millfield community garden',
   embed=dict(net='ig', id='C9pinkHopr2', who='Tamsin Oduya', handle='tamsin.grows',
              text='Look who was sitting on the kale this morning!! Nobody at the garden has ever seen one of these 💗🦗'),
   body='''
A bright pink grasshopper has become the most popular resident of the Eastside Community Garden in Millfield this week.
Volunteer gardener Tamsin Oduya spotted the insect on a row of kale on Monday and posted a photo that has since been shared thousands of times.
[embed]
The unusual color comes from a genetic condition called erythrism, which causes the body to produce too much red pigment, said entomologist Priya Lindqvist of Millfield State University. Pink grasshoppers are rare because their color makes them easy targets for birds.
"This one is lucky to have made it to adulthood," Lindqvist said.
Garden organizers have asked visitors to look but not to try to catch it.
''')

st(id='wcxb-3008', sys='bimber', section='Transit', author='Rico Valdane', date='2025-08-29 11:00',
   h='Seven things to know before the new Millfield transit passes launch',
   dek='The tap-to-ride cards go on sale Monday. Here is what changes for riders.', body='''
Millfield Area Transit will start selling its new reloadable fare cards on Monday, replacing the paper passes that riders have used since the 1990s. The agency says the switch will speed up boarding and make it easier to cap fares for frequent riders.
Here is what riders need to know:
- The cards cost $2, but the fee is waived for anyone who registers the card online within 30 days.
- A single ride still costs $1.75, with free transfers for 90 minutes.
- Riders will never pay more than $60 in a calendar month; after that, rides are free.
- Paper monthly passes will be accepted through the end of September.
- Seniors and students can load reduced fares after showing ID at the downtown transit center.
- Cards can be reloaded online, at 42 stores, or at machines at the main stations.
- Lost cards that are registered can be replaced with the balance intact.
Transit spokesperson Leo Carrasco said drivers will still accept cash for the foreseeable future, and that the agency will station staff at the busiest stops during the first two weeks to help riders with the new cards.
''')

st(id='wcxb-3009', sys='smartmag', section='Sports', author='Gus Tremblay', date='2025-11-08 18:50', und=True,
   h='Harrow Valley edges Carlton 3-2 to claim first regional soccer title',
   dek="Senior Maya Reyes scored twice, and goalkeeper Lily Chen stopped a late penalty as the Hawks finished the regional tournament unbeaten.",
   body='''
Harrow Valley's girls soccer team won its first regional championship on Saturday, beating Carlton 3-2 at Memorial Field in front of a crowd that filled both sets of bleachers and spilled onto the running track.
Senior forward Maya Reyes scored in the 12th and 51st minutes, and sophomore Ella Novak added the winner with a header off a corner kick with 14 minutes left. Carlton answered each of the first two goals within minutes and pressed hard in the final stretch.
The Hawks' unbeaten season nearly ended with four minutes to go, when a handball in the box gave Carlton a penalty. Goalkeeper Lily Chen guessed right and pushed Hannah Sorensen's shot around the post.
"I didn't even see it go wide. I just heard everybody scream," Chen said.
Coach Dana Whitfield, in her ninth season, said the team had talked all week about staying calm after conceding. "We've come from behind before. They never panicked," she said.
Reyes, who has signed to play at Lindell College next fall, finished the regional tournament with six goals in three games.
Chen, a junior, has allowed only nine goals all season. She said she had studied video of Carlton's penalty takers with an assistant coach on Thursday night and noticed that Sorensen almost always shoots to the goalkeeper's right.
Harrow Valley (19-0-2) advances to the state semifinals next Saturday against the winner of Tuesday's game between Oakmont and St. Brendan's. Carlton finishes 15-5-1.
Other regional final results from Saturday:
| Sport | Winner | Score | Runner-up
| Girls soccer | Harrow Valley | 3-2 | Carlton
| Boys soccer | Oakmont | 1-0 | Fenwick
| Volleyball | St. Brendan's | 3-1 | Harrow Valley
| Field hockey | Carlton | 2-1 (OT) | Westbrook
Tickets for the state semifinals go on sale Wednesday through the state athletic association's website. Prices are $8 for adults and $4 for students.
''')

st(id='wcxb-3010', sys='smartmag', section='Business', author='Renee Halvorsen', date='2025-02-13 14:10',
   h="Fairview Mill, the county's last paper plant, to close in June",
   dek='The owner cites falling demand and energy costs. About 210 workers will lose their jobs.', body='''
[[Calder Paper Co.]] will close its Fairview Mill on June 30, ending more than a century of papermaking in the county and eliminating about 210 jobs, the company said Thursday.
In a letter to employees, chief executive Martin Lowe said demand for the uncoated printing paper made at the mill had fallen by almost half since 2015 and that the plant's aging boilers made it one of the most expensive in the company's network to run.
## A long decline
At its peak in the late 1970s, the mill employed nearly 1,100 people and ran four paper machines around the clock. Two machines were shut down in 2009, and a third was idled in 2020.
The company spent $12 million upgrading the remaining machine in 2018 and received a property tax break from the county in exchange for a promise to keep at least 200 workers on the payroll through 2025.
## Workers and the union
Most of the mill's hourly employees are represented by Local 417 of the United Paper and Forest Workers. Local president Gina Tolliver said the union learned of the decision an hour before workers did.
"People here have given this mill 20 and 30 years," Tolliver said. "We're going to fight for every dollar of severance and every month of health coverage we can get."
The company said it would offer severance based on years of service and would work with the state's workforce agency to hold job fairs at the mill in April.
## What happens to the site
The 160-acre property along the Sable River includes a rail spur, a water intake and a wastewater plant that also treats sewage from part of the village of Fairview. Village manager Curtis Bell said the village has asked the company to keep the treatment plant running until a replacement can be arranged.
County commissioners plan to discuss the closure at their meeting on Tuesday. Commissioner Amy Reinholt said the county would ask the state for help marketing the site to new industrial tenants.
''')

st(id='wcxb-3011', sys='foxiz', section='Energy', author='Irina Castell', date='2025-04-22 06:30',
   h='Coastline Power to pay customers who cut use during summer peaks',
   dek="The utility's opt-in program offers bill credits of up to $90 a season.", body='''
Coastline Power will pay residential customers to turn down their air conditioners and delay running appliances on the hottest afternoons this summer, part of an effort to avoid buying expensive electricity during peak demand.
Under the program, called Peak Savers, customers who sign up will get a text message the day before an expected peak. If they cut their usage between 4 and 8 p.m. the next day below their normal level, they will receive a credit of $1 for each kilowatt-hour saved, up to $90 for the season.
The utility expects to call 10 to 15 peak events between June and September.
Customers with smart thermostats can let the utility adjust their temperature by up to four degrees automatically. Those customers will also receive a one-time $40 enrollment credit.
Coastline spokesperson Irene Vasquez said a pilot with 3,000 homes last summer reduced peak demand among participants by an average of 18%. "For most people it meant running the dishwasher after dinner instead of before," she said.
Enrollment opens May 1 on the utility's website and app.
''')

st(id='wcxb-3012', sys='foxiz', section='Weather', author='Irina Castell', date='2025-12-09 16:45', und=True,
   h='High surf warning issued for Coastline beaches through Friday', body='''
The National Weather Service has issued a high surf warning for all west-facing beaches in the Coastline area from 6 a.m. Wednesday through 6 p.m. Friday.
Forecasters expect breaking waves of 12 to 18 feet, with occasional sets up to 22 feet at exposed points, as a long-period swell arrives from a storm far out in the Pacific.
Strong rip currents and sneaker waves that run far up the sand are likely. The county lifeguard service said it would close the jetty at Pelican Point and post staff at the main access stairs.
Residents are urged to stay off rocks and jetties, keep children and pets well back from the water, and never turn their back to the ocean.
''')

st(id='wcxb-3013', sys='colormag', section='Community', author='Beth Amundsen', date='2025-04-03 10:20',
   h='Marlow Valley library hosts free seed swap and gardening workshop', body='''
The Marlow Valley Public Library will host its annual spring seed swap on Saturday, April 12, from 10 a.m. to 2 p.m. in the community room.
Gardeners can bring seeds saved from last season in labeled envelopes, but no one needs to bring seeds to take some home. The library's seed catalog, started in 2019 with donations from the Marlow Valley Garden Club, now holds more than 300 varieties of vegetables, herbs and flowers.
At 11 a.m., master gardener Ottilie Ramsey will lead a workshop on starting tomatoes and peppers indoors. The workshop is free, but space is limited to 30 people, and registration is required at the front desk or by phone.
Refreshments will be provided by the Friends of the Library.
''')

st(id='wcxb-3014', sys='colormag', section='Education', author='Beth Amundsen', date='2025-04-15 22:05',
   h='Marlow school board delays vote on cellphone ban after parents pack meeting', body='''
The Marlow Valley school board postponed a vote Monday on a proposal to ban students' cellphones during the school day, after more than 50 parents and students spoke for nearly three hours.
The policy, drafted by a committee of teachers and principals, would require students in grades 6 through 12 to keep phones in locked pouches from the first bell to the last. Elementary students already may not use phones at school.
Supporters, including several teachers, said phones distract students and fuel conflicts that spill over from social media into hallways. "I spend the first ten minutes of every class asking kids to put their phones away," said Ridge Middle School teacher Corinne Matsuda.
Parents who opposed the plan said they worried about reaching their children in an emergency. Several students asked the board to consider allowing phones at lunch.
Board president Harold Finch said the committee would revise the draft to address emergency communication and bring it back on May 5. The pouches would cost the district about $38,000.
''')

st(id='wcxb-3015', sys='cnn', section='US', author='Tara Wendell', date='2025-04-28 05:00',
   h='A river town bet on a floating flood wall. This spring was its first real test', dl='BELLMONT, Iowa (NWN) —',
   pcap='Crews assemble steel flood panels along the Cedar Fork River in Bellmont on April 9.', pcredit='Jordan Feld',
   body='''
BELLMONT, Iowa (NWN) — For three days in April, the Cedar Fork River rose toward the top of a gray wall of interlocking steel panels that the town of Bellmont had never used in a real flood.
The temporary barrier, which crews assembled in about 16 hours on a concrete footing along the riverfront, held. Water reached 23.4 feet on the town gauge, the third-highest crest on record, but downtown stayed dry.
"Five years ago we would have been sandbagging around the clock and still losing buildings," said Mayor Tess Harlan, standing on the wall's dry side as the river slid past at eye level.
Business owners who had moved their inventory to upper floors as a precaution began carrying it back downstairs on Monday.
[photo]
Bellmont, a town of about 4,800 people, spent $6.2 million on the removable wall after a 2019 flood put four feet of water into 60 downtown businesses. About two-thirds of the money came from federal hazard mitigation grants; the rest came from a local sales tax voters approved in 2020.
Removable flood walls have been used for years in parts of Europe and in a handful of larger American cities, but they are still unusual in small towns, which often lack the staff to store, maintain and quickly deploy the panels.
Bellmont's public works department trained twice a year on the setup. Crew chief Ramon Estes said the first practice run took nearly two days. "By the third time we could do it in our sleep, which is about how much sleep we got this time," he said.
Not everyone is protected. About 40 homes on the low-lying south side of town sit outside the wall's footprint, and several basements there flooded this spring. Resident Gail Porter said she was glad for downtown but frustrated that her street was still waiting for a buyout program promised two years ago.
The city council is expected to vote next month on whether to apply for another grant to extend the footing south. Harlan said the spring flood had made her case for her.
''')

st(id='wcxb-3016', sys='cnn', section='Weather', author='Sam Kilbride', date='2025-01-14 13:35',
   h='Ice storm warning posted for parts of three states as freezing rain moves in', body='''
Forecasters issued ice storm warnings Tuesday for a stretch of the southern Plains, where up to half an inch of ice could coat trees and power lines by Wednesday morning.
The freezing rain is expected to begin late Tuesday and continue through the overnight hours, the National Weather Service said. Ice accumulations of a quarter inch are enough to bring down branches and cause scattered power outages; amounts near half an inch can cause widespread damage.
Travel will be extremely dangerous on untreated roads and bridges, the service warned. Several school districts have already canceled classes for Wednesday.
Temperatures are expected to rise above freezing by Wednesday afternoon.
''')

st(id='wcxb-3017', sys='nyt', section='U.S.', author='Eleanor Voight', date='2025-09-21 05:00',
   h='In a Quiet Harbor, a Fight Over Who Gets to Fish',
   dek='A lottery for new lobster permits has split a Maine island community between families who have fished for generations and newcomers who say the system is rigged against them.',
   dl='GANNET ISLAND, Maine —', body='''
GANNET ISLAND, Maine — On the morning the lottery results were posted, a small crowd gathered outside the post office on Gannet Island, the only place on the island where the state's notices are pinned to a cork board.
Eleven names were on the list. Nine belonged to people whose parents or grandparents had fished the island's waters. Two belonged to people who had moved here within the last decade.
Within a week, the island's harbor committee had received a formal complaint, a petition with 83 signatures and a letter from a lawyer in Portland.
## A limited resource
The state caps the number of commercial lobster licenses in each fishing zone, and for years there has been a waiting list for the waters around Gannet Island. When the state added a lottery for a handful of new permits in 2021, it gave extra entries to applicants who had completed an apprenticeship with a licensed captain.
Critics say that rule favors island families, because most captains hire relatives and neighbors. Supporters say it ensures that permits go to people who know the water.
> Nobody is trying to keep anyone out. We are trying to keep people from getting hurt out there, and to keep the grounds from being fished to nothing.
That was Harold Voss, 71, who has fished from the island for 54 years and sits on the harbor committee.
## 'We did everything right'
Kristen Albee moved to Gannet Island in 2016 to teach at the island school, which has 14 students. She began sternfishing for a neighbor on weekends, then full time in the summers. She has entered the lottery three times.
"We did everything right," she said. "We bought a house here, we volunteer, my kids are in the school. At some point you have to ask what it takes to belong."
Ms. Albee and two other applicants have asked the state marine resources department to review the apprenticeship rules, arguing that they were applied unevenly. A department spokeswoman said the agency was reviewing the complaint and had no further comment.
## An uncertain future
The dispute comes as the island's population is aging. The median age of its 160 year-round residents is 58, and the school's enrollment has fallen by half since 2005. Some residents worry that if young families cannot earn a living on the water, the school — and eventually the island's year-round community — will close.
Mr. Voss said he understood that fear. He said he had offered to take Ms. Albee's oldest son on as an apprentice next summer.
"That's how it's always worked," he said. "Whether that's the problem or the solution depends on who you ask."
''')

st(id='wcxb-3018', sys='nyt', section='Obituaries', author='Philip Arkwright', date='2025-10-03 17:12',
   h='Lorraine Kessel, Whose Cookbooks Taught a Generation to Bake Bread, Dies at 91',
   dek='Her plain-spoken guides, written for home cooks with small kitchens, sold more than two million copies.', body='''
Lorraine Kessel, whose no-nonsense baking books coaxed a generation of wary home cooks into making their own bread, died on Tuesday at her home in Rhinecliff, N.Y. She was 91.
Her daughter, Anna Kessel-Brody, said the cause was heart failure.
Ms. Kessel's first book, "Bread on a Tuesday," was published in 1974 and was built on a simple premise: that a loaf of bread could fit into an ordinary weeknight. Its recipes called for one bowl, no special equipment and, in many cases, an overnight rest in the refrigerator.
The book sold steadily for decades, and its six sequels together sold more than two million copies. Ms. Kessel answered reader letters by hand until her late 80s.
Lorraine Ruth Abelson was born on March 3, 1933, in Scranton, Pa., to Samuel Abelson, a baker, and Miriam (Fried) Abelson, a bookkeeper. She learned to bake in her father's shop and studied English at a teachers college before working for a decade as a magazine food editor.
Her husband, Martin Kessel, died in 2011. In addition to her daughter, she is survived by a son, Paul; four grandchildren; and a great-granddaughter.
''')

st(id='wcxb-3019', sys='reuters', section='Business', author='Henrik Aasen', date='2025-05-06 08:47', dl='OSLO, May 6 (Tidewater) -',
   h='Nordvik Shipping to buy rival Kestrel Lines in $1.4 billion deal', body='''
OSLO, May 6 (Tidewater) - [[Nordvik Shipping]] agreed on Tuesday to buy smaller rival [[Kestrel Lines]] for about $1.4 billion including debt, creating the largest operator of short-sea container vessels in northern Europe.
Nordvik will pay 142 Norwegian crowns per Kestrel share in cash, a premium of 31% to Kestrel's closing price on Monday. Kestrel's board has recommended the offer, and shareholders holding 44% of the shares have already agreed to accept it, the companies said in a joint statement.
The combined company will operate 96 vessels serving ports from the Bay of Biscay to the Gulf of Bothnia.
Nordvik Chief Executive Ingrid Solheim said the deal would generate annual cost savings of about $60 million within two years, mainly from combining routes and port contracts.
"The short-sea market is fragmented, and customers want fewer, more reliable partners," Solheim told reporters on a conference call.
Shares in Kestrel jumped 27% in early trading, while Nordvik's stock rose 4%.
The deal is subject to approval by competition authorities, and the companies expect it to close in the fourth quarter.
''')

st(id='wcxb-3020', sys='reuters', section='Markets', author='Julia Brenner', date='2025-03-12 09:31', dl='FRANKFURT, March 12 (Tidewater) -',
   h='Alvena Foods withdraws 2025 outlook, shares slide', body='''
FRANKFURT, March 12 (Tidewater) - Alvena Foods withdrew its full-year profit forecast on Wednesday, citing higher cocoa and packaging costs, and said it would publish revised guidance with its first-quarter results on April 24.
The German confectionery maker had in February forecast adjusted operating profit of 310 million to 340 million euros for 2025.
Shares in Alvena fell 9% by 0915 GMT, the biggest decline among European food stocks.
Chief Financial Officer Katrin Ebner said in a statement that the company was in talks with retailers about price increases and expected the cost pressure to ease in the second half.
''')

st(id='wcxb-3021', sys='chorus', section='Tech', author='Jonah Pell', date='2025-06-10 10:00',
   h="The Loop smart ring's first big update fixes sleep tracking and breaks it for some users",
   dek="Version 3.2 was supposed to make the ring's sleep scores more accurate. Some owners say it has stopped recording naps altogether.",
   embed=dict(net='x', id='1932004417725530112', who='Marisol Quist', handle='marisolquist', date='June 10, 2025',
              text='Worked a night shift, slept 9am to 3pm, and my Loop says I "rested" for six hours. Cool. Very cool. @LoopLabsHQ'),
   body='''
Loop Labs pushed a major software update to its smart ring on Monday, promising more accurate sleep stages, a redesigned readiness score and better battery life. By Tuesday morning, the company's support forums were filling up with complaints.
The update, version 3.2, changes how the ring decides when you have fallen asleep. Instead of relying mostly on movement, it now weighs changes in heart rate and skin temperature more heavily. Loop says that makes it far better at telling the difference between lying still with a book and actually sleeping.
For many users, the change seems to work. I've worn a Loop ring for six months, and the new version's estimate of when I fell asleep lined up with my own notes almost to the minute on three nights out of four.
But a number of owners say the ring has stopped detecting naps and short sleeps entirely, and some shift workers say it now records their daytime sleep as rest.
[embed]
Loop's head of product, Dara Whitcombe, acknowledged the problem in a post on the company's forum and said a fix was being tested. "We tuned the new model heavily on overnight data, and we didn't give daytime sleep the attention it needed," she wrote.
The company told The Circuit that it expects to release version 3.2.1 within two weeks, and that users who want to can roll back to the previous version from the app's settings menu in the meantime.
The episode is a reminder of how much of a wearable's value now comes from software that can change overnight. The Loop ring costs $299, plus a $6 monthly subscription for most of its health features, and the update arrived automatically for anyone with the app set to install updates.
Battery life, at least, has improved. My ring went from lasting about five days on a charge to just over six.
If you rely on the ring for naps or daytime sleep, it is worth turning off automatic updates until the fix arrives.
''')

st(id='wcxb-3022', sys='chorus', section='Apps', author='Kemi Adebayo', date='2025-03-20 14:02',
   h='Pixelgrove is shutting down its photo-sharing app on June 1', body='''
Pixelgrove, the photo-sharing app known for its chronological feed and lack of ads, will shut down on June 1, its founders announced Thursday.
In a blog post, co-founders Mika Tervo and Julia Osei said the company had failed to find a sustainable business model after a year of testing a $3 monthly subscription, which fewer than 4 percent of active users chose to pay.
Users will be able to download an archive of their photos, captions and comments until August 31, after which all data will be deleted. The app will be removed from app stores next week.
Pixelgrove launched in 2021 and said it had about 1.2 million monthly users at its peak.
''')

st(id='wcxb-3023', sys='forbes', section='Retail', author='Delia Mountford', date='2025-02-25 07:00', beat='restaurants and retail',
   h='The Five Fastest-Growing Coffee Chains In The Midwest Are All Under 50 Stores', body='''
The biggest coffee chains in the country have spent the last two years closing stores and cutting hours. In the Midwest, a handful of much smaller regional chains have been doing the opposite.
According to store-count data compiled by the retail research firm Larkspur Analytics, the five fastest-growing coffee chains in the region last year each operated fewer than 50 locations at the start of 2024, and together they opened 71 new stores.
| Chain | Headquarters | Stores (Jan. 2024) | Stores (Jan. 2025) | Growth
| Brightside Coffee | Des Moines | 18 | 31 | 72%
| Kettle & Crow | Madison | 24 | 39 | 63%
| Prairie Roast | Omaha | 41 | 58 | 41%
| North Loop Espresso | Minneapolis | 33 | 45 | 36%
| Bluestem Cafe | Wichita | 29 | 38 | 31%
What the five have in common is a focus on drive-through locations in growing suburbs, short menus built around flavored iced drinks, and mobile ordering apps that account for a large share of sales. At Brightside, app orders made up 44% of transactions last year, according to founder Casey Morrow.
"We don't try to be a third place," Morrow said. "We try to be the fastest ten minutes of your morning."
The growth has been financed in different ways. Kettle & Crow took a $25 million investment from a private equity firm in 2023, while Prairie Roast has expanded mostly through franchising. Bluestem remains entirely family-owned and has funded new stores from cash flow and bank loans.
Analysts caution that the drive-through model is easy to copy and that rising real estate costs in suburban corridors could slow expansion. "The land under a good drive-through pad has gotten very expensive," said Larkspur analyst Monique Haddad. "The chains that own their real estate will have an advantage if the market cools."
All five chains plan to open more stores this year. Brightside has said it will cross 50 locations by December.
Kettle & Crow and Prairie Roast are also testing smaller walk-up kiosks in hospital lobbies and college campuses, which cost a fraction of a full drive-through to build.
''')

st(id='wcxb-3024', sys='forbes', section='Innovation', author='Aaron Feldkamp', date='2025-07-15 09:30', beat='climate technology',
   h='This Ohio Startup Wants To Recycle Wind Turbine Blades Into Bridge Beams', body='''
Wind turbine blades are built to last for decades in punishing weather, which is exactly what makes them so hard to get rid of. Most of the fiberglass blades taken down in the United States still end up in landfills, cut into pieces small enough to fit on a truck.
Span Forge, a two-year-old startup based in Toledo, says it has a better use for them. The company cuts decommissioned blades into long sections and reinforces them to make beams for pedestrian bridges and small road crossings.
Its first bridge, a 40-foot footbridge over a drainage creek in a county park, opened in March. Co-founder and chief executive Elena Vrabel says the company has orders for six more from parks departments and a rail-trail group.
Span Forge raised $4.5 million in seed funding last month, led by the climate-focused venture firm Greenhollow Partners. Vrabel says the money will pay for a second cutting line and for load testing required by state transportation departments before the beams can be used for vehicle traffic.
"Every blade we use is one that doesn't get buried," Vrabel says. "But we have to prove the engineering first, not the sustainability story."
''')

st(id='wcxb-3025', sys='verso', section='Culture', author='Noor Castellanos', date='2025-10-12 06:00',
   h='The Quiet Return of the Neighborhood Record Store',
   dek="Across the country, small shops are reopening in storefronts that big chains abandoned. Their owners are betting on something streaming can't offer.",
   body='''
When Tomasz Wren signed the lease on a narrow storefront on Alder Street last winter, the space still had the laminated sign of the cellphone store that had left it. Now the walls are lined with bins of used LPs, a listening station with two turntables and a handwritten list of the week's new arrivals.
Wren's shop, Second Side Records, is one of at least a dozen independent record stores that have opened in the city's neighborhoods in the past three years. Most are small, run by one or two people and heavy on used vinyl.
## More than nostalgia
Vinyl sales have been rising for nearly two decades, but the people opening these stores say the appeal isn't only about the format. "People come in to talk," Wren says. "They want somebody to tell them what to listen to next, and they want it to be a person."
At Hi-Fi Hearth, a shop that opened in a former laundromat last spring, owner Bea Nakamura hosts a listening night every Thursday. Customers bring one record each and take turns playing a song. Some weeks, 40 people show up.
## Thin margins
The economics remain difficult. New records are expensive to stock, and distributors require minimum orders that can tie up thousands of dollars. Most of the new shops make their money on used records, which they buy from estate sales, collectors and people clearing out their parents' basements.
"A new record might make me four dollars," Nakamura says. "A used one that I bought in a box of two hundred might make me twenty. That's the whole business."
Rent is the other challenge. Several owners said they had found affordable leases only because landlords had struggled to fill retail space after the pandemic, and they worry about what will happen when those leases come up for renewal.
## A place to be
For customers, the shops fill a gap that has little to do with music. Retired teacher Gloria Pike visits Second Side every Saturday morning. She rarely buys more than one record, she says, but she likes hearing what Wren is playing.
"It's the only store I go to where nobody is trying to get me out the door," she says.
''')

st(id='wcxb-3026', sys='verso', section='Movies', author='Felix Arundel', date='2025-05-30 12:40',
   h='A Lost Film by Silent-Era Director Ida Marlowe Has Been Found in an Attic', body='''
A print of "The Lantern Keeper," a 1924 feature by the silent-film director Ida Marlowe that was long believed lost, has been discovered in an attic in Ohio, the Corliss Film Archive announced this week.
The nitrate reels were found by a couple clearing out a relative's house, who contacted the archive after noticing Marlowe's name on a film can. Archivists say about 80 percent of the film survives, including the climactic storm sequence described in reviews of the time.
Marlowe directed nine features between 1919 and 1928. Only two were known to survive before the discovery.
The archive plans to restore the film and screen it at its fall festival.
''')

st(id='wcxb-3027', sys='npr', section='Science', author='Helena Marsh', date='2025-08-05 05:02',
   pcap='A bumblebee fitted with a radio tag feeds on bee balm in a community garden.', pcredit='Kestrel State University',
   h="Scientists Tracked 40 Bumblebees Across A City. Here's Where They Went", body='''
Researchers who fitted tiny radio tags to 40 [[bumblebees]] in a mid-sized city found that the insects regularly flew more than a mile to reach gardens and roadside flowers, crossing busy streets and even a highway along the way.
The study, published this week in the Journal of Urban Ecology, is one of the first to follow individual bumblebees through an urban landscape for weeks at a time, rather than estimating their movements from where they are caught.
[photo]
"We expected them to stay close to the nest if there were flowers nearby," said Helen Okonkwo, an ecologist at Kestrel State University who led the research. "Instead, some of them went right past perfectly good flowers to get somewhere else."
The tags, each weighing less than a grain of rice, send a signal to receivers placed on rooftops and utility poles. The team tracked the bees from late May to early August.
Most foraging trips were short, but about a quarter of the bees made regular trips of more than a mile. Several repeatedly visited the same community garden, which had a long bed of native bee balm and goldenrod, even when closer yards were in bloom.
The findings suggest that the quality of flowers matters more to bees than convenience, Okonkwo said, and that small, well-planted spaces can draw pollinators from across a wide area.
That is encouraging news for people planting for pollinators in cities, said Marcus Bell, an entomologist who was not involved in the research. "It means your garden doesn't have to be connected to a big park to matter," he said. "If you build it with the right plants, they'll find it."
The researchers also found that bees crossing wide roads flew higher, suggesting that traffic may not be as much of a barrier as previously thought. But they caution that the sample size is small and that the team lost track of several bees within days.
Okonkwo's group plans to repeat the study next year with 150 bees in three cities.
''')

st(id='wcxb-3028', sys='npr', section='Science', author='Helena Marsh', date='2025-02-19 16:25',
   h='A Tiny Frog Discovered In Peru Is Named After A Beloved Local Teacher', body='''
Biologists have described a new species of frog from the cloud forests of central Peru and named it after a schoolteacher who spent decades taking students into the forest.
The frog, Pristimantis velardeae, is about the size of a fingernail and has copper-colored eyes and a faint orange stripe along its back. It was found during nighttime surveys at elevations above 2,500 meters, according to a paper published in the journal Herpetologica Andina.
The name honors Rosa Velarde, who taught biology in the town of Huancamayo for 34 years. Several members of the research team were once her students.
"She taught us to listen to the forest at night," said co-author Luis Quispe.
''')

st(id='wcxb-3029', sys='axios', section='Riverton', author='Priya Anand-Lowe', date='2025-03-26 06:00',
   h="Riverton's downtown parking is about to get pricier", body='''
Riverton will raise downtown parking meter rates for the first time since 2012, the city council decided Tuesday.
Why it matters: Parking costs are a frequent complaint from downtown businesses, which say shoppers already avoid the area.
Driving the news: The council voted 6-3 to raise meter rates from $1 to $2 an hour and extend enforcement from 6pm to 8pm on weekdays.
- The changes take effect July 1.
- Sundays will remain free.
- Rates at the city's two garages will not change.
By the numbers: The city expects the change to bring in about $1.1 million a year, roughly double what meters collect now.
What they're saying: "We're charging less than it costs us to maintain the spaces," council member Ruth Galindo said.
- Downtown Riverton Alliance director Sam Keller said the group would ask the council to spend part of the new revenue on lighting and sidewalk repairs.
What's next: The city plans to add pay-by-phone at all meters by the end of the summer.
''')

st(id='wcxb-3030', sys='axios', section='Riverton', author='Priya Anand-Lowe', date='2025-09-04 06:00',
   h='Riverton gets its first Ethiopian restaurant', body='''
Riverton's first Ethiopian restaurant, Lalibela Table, opens Friday on Grand Avenue.
Why it matters: Riverton's restaurant scene has grown fast, but East African food has been missing.
Details: Owners Selam and Yonas Tesfaye moved to Riverton in 2022 and have been selling sambusas at the Saturday farmers market ever since.
- The menu includes doro wat, misir wat and a vegetarian combination platter.
- Injera is made in-house daily.
- A traditional coffee ceremony is served on weekends.
If you go: Open 11am–9pm Tuesday through Sunday at 412 Grand Ave.
''')

st(id='wcxb-3031', sys='politico', section='Budget', author='Warren Tighe', date='2025-05-15 04:12',
   h='State Senate passes budget with surprise cut to broadband fund',
   dek='The $48 billion plan now heads to the House, where leaders have already signaled they want the money restored.', body='''
The state Senate approved a $48.2 billion budget early Thursday after an overnight session, sending the spending plan to the House with a last-minute change that cuts $90 million from a [[rural broadband program]] the governor has made a centerpiece of her agenda.
The budget passed 27-21, largely along party lines, with two members of the majority voting no.
The broadband cut was added in an amendment introduced shortly after midnight by Senate Finance Chair Dwight Carrow, who said the program had spent less than a third of the money it received two years ago and did not need a fresh infusion.
"We are not going to keep stacking money in an account that isn't moving," Carrow said on the floor. "When they show us they can spend what they have, we'll talk."
Gov. Miriam Okafor's office responded within an hour. In a statement, her spokesperson said the program had awarded contracts for nearly 40,000 homes and that construction was "finally hitting its stride."
> Cutting this money now would strand families who were promised a connection and tell every provider that the state can't be counted on. The House has a chance to fix this, and we expect it to.
House Speaker Reggie Tunstall told reporters Thursday afternoon that he expected the House's version to restore the full amount, setting up negotiations between the two chambers.
The Senate budget also includes a 3% raise for state employees, $310 million for school construction and a one-time $150 rebate for taxpayers earning less than $75,000 a year. It keeps the state's rainy-day fund at about $2.1 billion.
Lawmakers have until June 30 to send a final budget to the governor. The last time the two chambers failed to meet that deadline, in 2017, the state operated under a stopgap spending bill for 11 days.
The House Appropriations Committee is scheduled to take up its version of the budget next Tuesday.
''')

st(id='wcxb-3032', sys='politico', section='Elections', author='Lacey Ambrose', date='2025-12-05 15:47', live=True,
   h="Election board certifies District 9 recount, confirming Hale's 212-vote win", body='''
The State Board of Elections voted 4-1 on Friday to certify the results of the District 9 recount, confirming that Nora Hale defeated Trent Mayfield by 212 votes in the race for the open congressional seat.
The recount, requested by Mayfield after election night returns showed a margin of 0.07 percentage points, changed the tally by only nine votes across 14 counties.
Board chair Evelyn Sato said the process had been "thorough, transparent and dull, which is exactly what a recount should be."
The board's lone dissent came from member Carl Ruddick, who said he voted no because two counties had submitted their paperwork after the deadline, not because he doubted the count.
Mayfield conceded in a short statement about an hour after the vote and said he would not pursue a legal challenge. He thanked the county election workers who conducted the hand count over the past two weeks.
Hale is expected to be sworn in when the House returns on Monday. Her win narrows the majority's margin to three seats.
''')

st(id='wcxb-3033', sys='toi', section='Pune News', author='Neha Kulkarni', date='2025-07-22 23:14', und=True, noart=True, dl='PUNE:',
   h='Pune: Two held for stealing copper cables from metro site', body='''
PUNE: The city police on Tuesday arrested two men for allegedly stealing copper cables worth around Rs 3.2 lakh from an under-construction metro site on the eastern stretch of the corridor.
The suspects, aged 24 and 29, were caught on CCTV cameras loading cable drums into a tempo around 2am on Sunday, an officer said. A security supervisor at the site lodged a complaint after staff noticed the drums missing during a morning check.
Police traced the vehicle through its registration number and found part of the stolen material at a scrap dealer's godown on the city's outskirts. The dealer has also been booked.
Senior inspector Vikram Salunkhe said the duo were involved in at least two similar thefts earlier this year. Further investigation is on.
''')

st(id='wcxb-3034', sys='toi', section='Mumbai News', author='Aditya Sawant', date='2025-03-08 04:30', dl='MUMBAI:',
   h='Civic body to restore 12 lakes in western suburbs before monsoon', body='''
MUMBAI: The municipal corporation will begin desilting and restoring 12 small lakes in the western suburbs next week, with a target to complete the work before the monsoon arrives in June.
The project, estimated to cost Rs 46 crore, includes removing accumulated silt and plastic, repairing embankments, installing aerators and building walking tracks around five of the lakes. Officials said the restored lakes would help recharge groundwater and reduce waterlogging in surrounding areas during heavy rain.
Additional municipal commissioner Rohini Desai said the lakes had been selected after a survey found that their storage capacity had fallen by 30 to 60 per cent over the past two decades. "Some of these water bodies had become little more than drains," she said.
Residents' groups have welcomed the plan but asked the corporation to stop sewage from flowing into the lakes first. "Desilting without stopping the sewage is like mopping the floor with the tap open," said Anil Kamath of the Western Lakes Citizens' Forum.
Officials said sewage diversion work at four lakes was already under way and would be taken up at the remaining sites in the next phase.
''')

st(id='wcxb-3035', sys='abcau', section='Emergency', author='Bronwyn Tate', date='2025-10-20 06:15',
   h='Your questions answered: what the new bushfire warning levels mean for you',
   dek="The state is changing the way it warns people about fires this summer. Here's what's different and what you should do.",
   body='''
Bushfire season is approaching, and with it a new system for warning residents about fires. Emergency Services Minister Claire Hollis says the changes are designed to make warnings clearer and to tell people exactly what action to take.
We put your most common questions to the state's fire service.
Q: What is changing?
The old system had three alert levels with names that many people found confusing. From November 1, warnings will use three levels linked to a clear action: Stay Informed, Get Ready and Act Now. Each warning will now end with a short instruction, such as "Prepare to leave" or "Leave now".
Q: How will I get the warnings?
Through the state's emergency app, the fire service website, local radio and, for the highest level, a text message to every phone in the affected area. Sirens will still be used in some towns.
Q: Do I need to download a new app?
No. The existing app will update automatically. If you have turned off notifications, you will need to turn them back on.
Q: What should I do at the Get Ready level?
Check your bushfire plan, move your car so it faces the road, pack important documents and medicines, and decide where you will go if you need to leave. Keep an eye on updates.
Q: Will the fire danger ratings be the same everywhere?
Yes. The ratings, which describe how dangerous conditions are on a given day, are now the same across all districts, so a High day means the same thing in the hills as it does on the coast.
Q: What if I don't have mobile coverage?
Fire service chief officer Daniel Moretti says people in areas with poor coverage should not rely on any single source. "Have a battery-powered radio, know your neighbours, and make your decision early," he said. "The safest option on a bad day is to leave the night before or early in the morning."
Q: Where can I find out more?
The fire service will hold community meetings in 40 towns during October. Dates and locations are listed on its website.
''')

st(id='wcxb-3036', sys='abcau', section='Weather', author='Liam Corrigan', date='2025-11-26 11:50',
   h='Severe thunderstorm warning for south-east with giant hail possible', body='''
Forecasters have warned of severe thunderstorms across the south-east of the state this afternoon, with large to giant hail, damaging winds and heavy rainfall possible.
Storms are expected to develop west of the ranges around midday and move east through the evening, affecting towns including Marrangup, Wilde Creek and Tarloo.
Senior forecaster Jess Hartigan said hailstones larger than five centimetres were possible in the strongest cells. "If you can, put your car under cover now," she said.
The State Emergency Service has asked people to avoid driving through floodwater and to stay away from fallen power lines.
''')

st(id='wcxb-3037', sys='postmedia', section='Sports', author='Curtis Fenwick', date='2025-01-27 19:30',
   h='Westfield curlers sweep provincial junior titles',
   dek="Rinks from the Westfield Curling Club won both the boys' and girls' championships for the first time since 1998.", body='''
For the first time in 27 years, the same club will send both of the province's junior curling teams to nationals.
Rinks skipped by Owen Lachance and Ruby Sandhu, both from the Westfield Curling Club, won the provincial junior championships on Sunday in Moose Bend, capping a week in which the two teams lost a combined three games.
Lachance's team beat Carver Lake 7-5 in the boys' final, scoring two in the 10th end after Carver Lake skip Finn Duguay's last rock slid a few centimetres too far. Sandhu's rink controlled the girls' final against North Ridge from the start, taking four in the third end on the way to an 8-3 win in eight ends.
"We've been throwing rocks together since we were nine," Sandhu said. "Knowing the boys were out there the same weekend made it even more fun."
Both teams are coached by Marcel Thibodeau, a retired science teacher who has run the club's junior program since 2005. He said the club's decision a decade ago to offer free ice time to juniors on weekday afternoons had made the difference.
Final standings in the girls' round robin:

| Team | Wins | Losses
| Westfield (Sandhu) | 7 | 0
| North Ridge (Amundsen) | 5 | 2
| Carver Lake (Oyelaran) | 4 | 3
| Silver Plains (Kowalchuk) | 3 | 4
| Moose Bend (Dumont) | 1 | 6
The national junior championships will be held in February. The club is raising money to help cover travel costs for the two teams and their coaches, and will host a fundraising bonspiel on Dec. 14.
Lachance said his team would spend the next two months working on their draw weight. "We got away with a couple of heavy ones this weekend," he said. "That won't happen at nationals."
Sandhu's team will be making its second straight trip to nationals after finishing fifth last year. Her third, Priya Walcott, said the rink had spent the off-season working on sweeping technique with a university coach. "We were out-swept at nationals last year," she said. "That's the part we could fix."
''')

st(id='wcxb-3038', sys='postmedia', section='Local News', author='Amrita Gill', date='2025-09-23 15:05', und=True,
   h='City corrects water bill error affecting 3,400 households', body='''
The City of Westfield says about 3,400 households were overcharged on their most recent water bills because of a software error that doubled the fixed infrastructure fee.
The error affected accounts in the city's north and east billing zones that were issued between Sept. 3 and Sept. 17, according to a notice posted by the utilities department on Monday. The overcharge was $28.40 per account.
Residents who have already paid will see a credit on their next bill. Those who have not paid can subtract the overcharge or wait for a corrected bill, which the city says will be mailed by Oct. 4.
No late fees will be charged on affected accounts.
''')

st(id='wcxb-3039', sys='rails', section='Schools', author='Gwen Latimer', date='2025-02-25 22:30', und=True, noart=True, dl='MILLBROOK —',
   h='Millbrook school board approves new playground for Elm Street Elementary', body='''
MILLBROOK — The Millbrook Board of Education voted unanimously Monday to spend $186,000 on a new playground at Elm Street Elementary School, replacing equipment that has been fenced off since an inspection in the fall.
The new playground will include a wheelchair-accessible surface, a climbing structure for older students and a separate area for kindergartners. About $60,000 of the cost will be covered by the Elm Street PTO, which has raised money through a fun run and a spring auction for three years.
Principal Janelle Ortiz said students have been using the blacktop and field during recess. Construction is expected to begin in June and be finished before school starts.
''')

st(id='wcxb-3040', sys='rails', section='Business', author='Gwen Latimer', date='2025-06-06 17:20', und=True, noart=True, dl='MILLBROOK —',
   h='Corner Book Nook to close after 41 years on Main Street', body='''
MILLBROOK — The Corner Book Nook, the independent bookstore that has anchored the corner of Main and Chestnut streets since 1984, will close at the end of August, owner Marjorie Haines announced Friday.
Haines, 74, said she had tried for more than a year to find a buyer who would keep the store running but could not reach a deal. The building's owner plans to sell the property.
"I always said I'd know when it was time, and I was right, I just didn't like it," Haines said.
The store began as a used-book shop run by Haines and her late husband, Richard, and added new books in the 1990s. It hosted a weekly story time for 35 years and a monthly mystery book club that still draws more than 20 readers.
A closing sale begins July 1, with discounts increasing each week. Haines said she would donate unsold books to the Millbrook Public Library's Friends sale and to the county jail's reading program.
Gift cards will be honored through Aug. 15, and the store's regular hours will not change until the final week.
''')

st(id='wcxb-3041', sys='ning', section='Announcements', author='Deb Kowalski', date='2025-09-30 19:02', und=True, noart=True,
   h='Harlan Ridge Fall Clean-Up Day set for October 18', body='''
Harlan Ridge's annual Fall Clean-Up Day will take place Saturday, October 18, from 8 a.m. to 1 p.m., with volunteers meeting at the Community Center pavilion on Ridge Road.
This year's crews will focus on the creek trail between the pavilion and the old mill dam, the ball field fence line and the flower beds at the entrance sign. The Harlan Ridge Garden Club will supply mulch and bulbs, and the township has agreed to leave a roll-off dumpster at the pavilion through the weekend.
Volunteers should bring work gloves and wear sturdy shoes. Rakes, trash grabbers and bags will be provided. Children are welcome with an adult, and students can earn community service hours.
Residents with bulky items — old furniture, appliances without refrigerant, scrap metal — can drop them at the township garage on Mill Lane that morning. Tires, paint and electronics will not be accepted.
The Harlan Ridge Volunteer Fire Company will serve a free lunch of chili and hot dogs at noon for everyone who helps out.
To sign up for a crew, reply to this post or send a message to the clean-up committee through the network.
''')

st(id='wcxb-3042', sys='ning', section='Community News', author='Phyllis Grant', date='2025-06-16 08:44', und=True, noart=True,
   h='How Harlan Ridge saved its covered bridge — and what comes next', body='''
When a delivery truck struck the Harlan Ridge covered bridge two summers ago, many residents assumed the 1871 structure was finished. One of the main trusses was split, the portal beam hung loose, and the county closed the bridge to all traffic the same afternoon.
Last Saturday, about 300 people walked across the repaired bridge behind the Harlan Ridge High School marching band, and the county engineer cut a ribbon at the east portal.
## Two years of work
The repair cost $1.3 million. Most of it came from a state historic bridge program and the trucking company's insurer, but residents raised $94,000 through bake sales, a quilt auction and a 5K race that crossed the creek by the old ford.
Timber framer Sam Oyelowo and his crew replaced the damaged truss members with white oak cut to match the originals and used wooden pegs rather than steel bolts wherever the engineers allowed. About 70% of the original timber was saved.
## New rules for the bridge
The bridge is open to cars and light trucks only. Steel height bars at both ends now stop vehicles taller than 9 feet, and the weight limit is 3 tons. The county has installed cameras at both approaches, and drivers who ignore the limits face fines of up to $1,000.
Residents had argued for two years over whether the bridge should reopen to cars at all. A township survey last spring found 58% in favor of reopening it to vehicles and 42% in favor of making it pedestrian-only.
## What comes next
The Harlan Ridge Historical Society plans to install a small exhibit inside the bridge about its history, including photos from the 1936 flood, when the bridge was one of only two in the county left standing.
Society volunteers are also working on a plan to repaint the bridge its original red next spring. "The new wood is bright yellow right now," said volunteer coordinator Walt Dimmick. "It'll weather in, but we'd like to give it a little help."
The township will hold a meeting in November to discuss adding lighting to the bridge. Residents can share ideas in the comments below or at the township office.
''')

st(id='wcxb-3043', sys='webflow', section='Community', author='Kavya Brandt', date='2025-03-03 09:15', und=True,
   h="Northgate's new tool library lends everything from drills to pasta makers",
   dek='More than 600 items are available to borrow with a free library card. Organizers hope it will cut waste and save residents money.',
   body='''
Need a pressure washer for a weekend? A tile saw for a bathroom project? A pasta maker for a dinner party? Starting this month, Northgate residents can borrow all of them for free.
The Northgate Tool Library opened on Saturday in the basement of the Oak Street branch library, with more than 600 items donated by residents, local hardware stores and a contractor who was retiring. Anyone with a Northgate library card can borrow up to five items at a time for a week.
The project was started by neighbors Kavya Raman and Brett Holloway, who met at a repair café in 2022 and realized they owned nearly identical sets of rarely used tools. "We had two circular saws between us that had each been used maybe three times," Holloway said.
The most popular items so far:
- Cordless drills and driver sets
- Ladders of various sizes
- Carpet cleaners
- A stud finder and laser level kit
- Camping tents and cooking gear
- A stand mixer and pasta attachment
Borrowers must watch a short safety video before checking out power tools, and volunteers inspect each item when it is returned. Items that come back broken are repaired by a group of about a dozen volunteers on Wednesday evenings; so far, Raman said, the most common repair has been replacing dull saw blades.
The library received a $25,000 grant from the Northgate Community Foundation to build shelving and buy an inventory system that lets patrons reserve tools online. Raman said the group hopes to open a second location at the Eastside branch next year.
Branch manager Lucia Ferreira said circulation at Oak Street has risen since the tool library opened, and that many people who come in for a drill leave with a book.
The tool library is open Wednesday from 4 to 8 p.m. and Saturday from 10 a.m. to 2 p.m. Donations of tools in good working condition are accepted during open hours.
''')

st(id='wcxb-3044', sys='webflow', section='Business', author='Theo Marchetti', date='2025-10-24 12:00', und=True, noart=True,
   h='Hollow Oak Brewing opens taproom in restored Northgate firehouse', body='''
A brewery has moved into one of Northgate's oldest public buildings, and the brass fire pole is still in place.
Hollow Oak Brewing opened its taproom Friday in the former Engine Company No. 3 firehouse on Mercer Street, which the city sold in 2021 after the fire department moved to a new station two blocks away. The brick building, built in 1908, had been vacant for nearly four years.
Owners Jessie Quartermain and Theo Baptiste spent about $1.8 million buying and renovating the firehouse. The apparatus bay, where fire engines once parked, is now the main taproom, with long tables made from the bay's original wooden doors. The brewing equipment sits in a glass-walled room at the back, where the hose-drying tower used to be.
The pole, which runs from the second floor to the middle of the taproom, has been left in place but fenced off. "Everyone asks if they can slide down it," Quartermain said. "The answer is no, but we'll take your picture next to it."
Hollow Oak began as a small brewery in an industrial park on the city's east side in 2019 and built a following for its hazy IPAs and a smoked porter. The new location has five times the brewing capacity, which the owners say will allow them to sell cans to grocery stores for the first time.
The renovation was partly paid for with a state historic tax credit, which required the owners to preserve the building's façade, its tin ceilings and the painted company number above the bay door. Crews also restored the original fire alarm telegraph box, which now hangs by the entrance.
Retired firefighter Lou Castellano, who worked out of the station from 1979 until 2004, attended the opening with about a dozen former colleagues. He said he was glad the building was being used again. "We used to cook chili for the whole shift in that kitchen," he said. "Now they're making beer in it. I think the guys would approve."
The taproom is open Wednesday through Sunday. Food trucks will park on the firehouse apron on weekends, and the owners plan to host a monthly trivia night benefiting the Northgate firefighters' charity fund.
''')
