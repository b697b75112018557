"""The 44 English stories (wcxb-7001 … wcxb-7044). All people, organisations, sites and events are invented.

Body markup, one block per line: '# ' headline, '~ ' standfirst, '## ' subheading, '- ' list item,
'+ ' numbered item, '> ' block quote, '| a | b |' table row (first row is the header), '? ' Q&A question,
anything else a paragraph. Inline: [words](/path) links, **bold**, *italic*.
"""

STORIES_EN = [
dict(id='wcxb-7001', photo=('Jurors were shown dozens of work orders signed by Holloway, including this one for a water heater that tenants said was never installed.', "Larkin County State's Attorney's Office"),
     kind='court', date='2024-05-14 18:42', updated=95, author=['Dana Whitcombe', 'Luis Arriaga'],
     section='Local', sec='dc-md-va', tags=['Larkin County', 'Courts', 'Housing'],
     hero=('Dwayne Holloway leaves the Larkin County Circuit Courthouse in Ellison, Md., on May 7.', 'Jared Soto/The Capital Sentinel'),
     body='''
# Jury convicts former Larkin County housing official of steering $2.3 million in repair contracts
~ Prosecutors said Dwayne Holloway sent emergency repair work to a company run by his brother-in-law for four years while collecting cash and a leased pickup truck.
A Larkin County jury on Tuesday convicted a former deputy director of the county's housing agency of steering more than $2.3 million in emergency repair contracts to a company controlled by his brother-in-law, capping a two-week trial that laid bare how loosely the agency's no-bid repair program was run.
Dwayne Holloway, 54, was found guilty of two counts of bribery, one count of misconduct in office and four counts of theft scheme. Jurors deliberated for about six hours over two days before returning the verdict in Circuit Court in Ellison. Holloway, who had been free on bond, showed no reaction as the verdict was read and left the courthouse without speaking to reporters.
Prosecutors told jurors that from 2018 to 2022 Holloway approved 311 emergency work orders for Brightline Property Services, a small contractor registered to the home of his sister's husband, Terrence Boyd. Many of the jobs, they said, were for work that was never done or was billed two and three times.
In return, Holloway received at least $64,000 in cash, according to testimony, as well as the use of a leased pickup truck that Brightline paid for. A former Brightline office manager testified that she watched Boyd count out envelopes of twenties and hundreds before meetings with Holloway at a diner off Route 4.
"This was not a paperwork mistake," Deputy State's Attorney Monica Fairley said in her closing argument. "It was a business plan, and the business was the public's money."
The case grew out of an [audit released last spring](/dc-md-va/2023/04/18/larkin-housing-audit-emergency-repairs/) that found the agency had paid for new water heaters in units where tenants said nothing had been replaced, and for roof repairs on buildings whose roofs had been replaced months earlier under a separate contract.
Holloway's attorney, Gerald Pinckney, argued that his client signed off on work orders that had already been reviewed by inspectors and that the agency's own rules allowed emergency jobs to skip competitive bidding. He said the cash payments described by witnesses were repayments of personal loans between relatives.
Pinckney said after the verdict that he would file for a new trial and, if necessary, appeal. "A lot of people in that agency touched those work orders," he said. "Only one of them was sitting at the defense table."
Boyd pleaded guilty in January to one count of theft scheme and testified against his brother-in-law as part of a plea agreement. He is scheduled to be sentenced in July.
Holloway faces up to 20 years in prison on the most serious charge, although state sentencing guidelines call for far less. Judge Harriet Okonjo set sentencing for Aug. 22 and ordered him to surrender his passport.
County Executive Renee Castellanos, who fired Holloway in 2022 after the audit's preliminary findings were shared with her office, said in a statement that the agency has since ended no-bid emergency contracts above $5,000 and now requires photographs of completed work before payment.
"Tenants waited months for repairs while this went on," Castellanos said. "The verdict will not give them that time back, but it should tell everyone who handles public money that someone is watching."
'''),

dict(id='wcxb-7002', kind='transport', date='2024-06-03 13:05', author='Luis Arriaga', section='Transportation',
     sec='transportation', tags=['Transit', 'Capital Area Transit'],
     hero=('A Red Line train pulls into Harwood Station on Sunday night.', 'Ellen Marsh/The Capital Sentinel'),
     body='''
# Transit board approves late-night weekend rail pilot
~ Trains on two lines will run until 2 a.m. on Fridays and Saturdays starting in September.
The Capital Area Transit board on Thursday approved a year-long pilot that will keep trains running until 2 a.m. on Friday and Saturday nights on the Red and Silver lines, the first extension of late-night service since the system cut its hours during the pandemic.
The pilot, which passed 7-1, will begin Sept. 6 and cost about $4.8 million, most of it for overtime and additional station staff. Trains will run every 20 minutes after midnight.
Board member Alicia Ferrante, who proposed the change, said restaurant and hospital workers have told the board for years that the last train leaves before their shifts end. "We keep saying we want people to get out of their cars," she said. "Then we close the stations at the exact moment thousands of them need a ride home."
The lone vote against came from board member Carl Neumann, who said the agency should first fix track problems that have slowed daytime trains. Maintenance crews use late-night hours for repairs, and the agency's general manager, Patrice Odum, said some weekend work would move to Sunday mornings, when ridership is lowest.
Ridership on the two lines has recovered to about 82 percent of 2019 levels on weekdays but only 64 percent on weekends, according to figures presented at the meeting.
The agency will publish ridership and safety numbers for the late-night trains every three months. The board will vote next summer on whether to make the schedule permanent or extend it to other lines.
'''),

dict(id='wcxb-7003', kind='business', date='2024-04-22 17:31', updated=240, author='Natalie Osei', section='Business',
     sec='business/retail', tags=['Mergers & Acquisitions', 'Grocery'],
     hero=("Halvard's operates 96 supermarkets across the upper Midwest.", "Tom Reilly for The Mercantile Journal"),
     body='''
# Halvard's Agrees to Buy 41 Stores From Struggling Rival Fenwick Foods
~ The $610 million deal would make the family-controlled grocer the largest supermarket operator in three Midwestern states.
Halvard's Market, the family-controlled grocery chain, agreed to buy 41 stores from rival Fenwick Foods for $610 million, a deal that would give it the largest share of the supermarket business in Minnesota, Wisconsin and the Dakotas.
The acquisition, announced Monday, includes Fenwick's stores in smaller cities and suburbs but not its 12 urban locations, which Fenwick said it would keep and convert into a smaller-format chain focused on prepared food. Halvard's will also take over two Fenwick distribution centers and about 5,200 employees.
Fenwick has struggled since a failed expansion into Chicago in 2021 left it with heavy debt and empty stores. The company, which is owned by the private-equity firm Larchmont Partners, said it would use proceeds from the sale to pay down about $450 million of loans that come due next year.
"These are good stores in good towns, and they deserve an owner who is going to invest in them," Halvard's chief executive, Ingrid Halvard Moe, said in an interview. Ms. Moe, the granddaughter of the company's founder, said the chain planned to spend about $90 million over three years remodeling the acquired stores and would keep their pharmacies open.
The deal is expected to draw scrutiny from state attorneys general and the Federal Trade Commission, which has taken a harder line on grocery mergers. In 17 of the towns where the companies compete, they are the only two full-size supermarkets.
Halvard's said it expected to sell some stores to resolve antitrust concerns and had already held talks with two regional chains that might buy them. Ms. Moe declined to say how many stores might be divested but said the company had "priced in" the possibility of selling as many as 10.
Grocery analysts said the price was modest. The deal values the Fenwick stores at about five times their annual earnings before interest, taxes, depreciation and amortization, below the multiples paid in most recent supermarket deals.
"Fenwick was a motivated seller, and Halvard's knew it," said Priya Anand, a retail analyst at Coldwater Securities. "They're buying market share at a discount, and the stores come with real estate in places where nobody is building new supermarkets."
The purchase would be the largest in the 71-year history of Halvard's, which had about $5.9 billion in sales last year. The company will pay for it with cash on hand and a new $400 million term loan, it said.
Union leaders representing workers at both chains said they had been told that existing contracts would be honored. The United Food Workers local that represents about 3,000 Fenwick employees said it would seek meetings with Halvard's management this week.
The companies expect the deal to close by the end of the year, subject to regulatory approval.
'''),

dict(id='wcxb-7004', kind='business', date='2024-02-08 07:15', author='Kevin Lindqvist', section='Business',
     sec='business/energy', tags=['Venture Capital', 'Climate Tech'],
     body='''
# Maker of Window Heat Pumps Raises $48 Million
Thermwell, a startup that makes heat pumps designed to sit in apartment windows like air conditioners, has raised $48 million in new funding, the company said Thursday.
The Series B round was led by Northgate Climate Ventures, with participation from existing investors. It values the three-year-old company at about $310 million, according to people familiar with the matter.
Thermwell's units plug into a standard outlet and can heat or cool a room, which the company says makes them easier for renters to install than conventional heat pumps. It has sold about 14,000 units, mostly to public-housing authorities in the Northeast.
Chief Executive Omar Haddad said the money would be used to open a second assembly line in Ohio and to cut the price of its main model to below $1,500 by next year.
'''),

dict(id='wcxb-7005', kind='business', date='2024-03-19 09:47', updated=180, author=['Sigrid Aune', 'Paolo Ferri'],
     section='Industries', sec='news/articles', tags=['Shipping', 'Shipbuilding'],
     hero=('A Tessaro Lines container ship at berth in Rotterdam.', 'Photographer: Marten de Wit/Ledgerline'),
     body='''
# Tessaro Orders Eight Methanol-Ready Ships in $1.1 Billion Bet on Cleaner Fuel
~ The Genoa-based carrier is the latest mid-sized line to commit to dual-fuel engines despite scarce supplies of green methanol.
Tessaro Lines SpA ordered eight container ships that can run on methanol in a deal worth about $1.1 billion, joining larger rivals in betting that the fuel will become the industry's main route to cutting emissions.
The vessels, each able to carry about 9,000 standard containers, will be built by Hanwel Heavy Industries in South Korea and delivered between late 2027 and 2029, the Genoa-based company said in a statement on Tuesday. The ships will have dual-fuel engines that can also burn conventional marine fuel.
The order is the largest in Tessaro's 58-year history and roughly doubles the capacity of its newest ships. The company, which is controlled by the Ferrando family, operates 54 vessels on routes between Europe, West Africa and South America.
"We are not waiting for the perfect fuel to arrive before we replace ships that are 20 years old," Chief Executive Officer Marta Ferrando said in an interview. "A ship ordered today will still be sailing in 2050. It has to be ready for whatever rules exist then."
Shipping accounts for almost 3% of global greenhouse gas emissions, and carriers are under pressure from regulators and cargo owners to cut them. The industry's main regulator has set a target of net-zero emissions by around 2050, and a European carbon levy on shipping began phasing in this year.
Supplies of low-emission methanol remain limited, however, and cost about two to three times as much as conventional fuel. Ferrando said the company had signed a preliminary agreement with a Spanish producer for supplies starting in 2028 but would rely mostly on conventional fuel in the ships' early years.
## Order details
| Item | Detail |
| Number of vessels | 8 |
| Capacity per ship | About 9,000 TEU |
| Builder | Hanwel Heavy Industries |
| Deliveries | Q4 2027 to Q2 2029 |
| Estimated value | $1.1 billion |
Tessaro will finance about 70% of the order through export-credit-backed loans, with the rest coming from cash and a bond sale planned for later this year, Chief Financial Officer Davide Russo said. The company had net debt of €820 million at the end of 2023.
Shipyards have been fully booked as carriers renew fleets, pushing up prices for new vessels. Analysts at Brenner & Co. said Tessaro paid roughly 8% more per ship than similar orders placed a year ago.
Tessaro's shares rose as much as 4.2% in Milan trading, the most in two months.
'''),

dict(id='wcxb-7006', kind='business', date='2024-07-11 14:20', author='Paolo Ferri', section='Markets', sec='news/articles',
     tags=['Biotech', 'Stocks'],
     body='''
# Brightwater Surges After Migraine Drug Meets Goal in Mid-Stage Trial
Brightwater Pharmaceuticals Inc. shares jumped the most in more than a year after the company said its experimental migraine drug reduced the number of monthly headache days in a mid-stage study.
Patients who took the highest dose of the drug, called BW-212, had 4.1 fewer migraine days a month on average after 12 weeks, compared with 1.9 fewer days for those on placebo, the Boston-based company said Thursday. Side effects were mostly mild, it said.
The stock rose as much as 38% in New York, giving the company a market value of about $2.4 billion.
Brightwater plans to start a final-stage trial early next year, Chief Executive Officer Renata Kowalski said on a call with analysts.
'''),

dict(id='wcxb-7007', kind='odd', date='2024-09-02 12:08', updated=210, author='Harriet Pemberton', section='News', sec='news',
     tags=['Pubs', 'Kent'],
     hero=('Landlord Roy Catterall, 77, behind the bar of the Nutshell Inn, which measures just 12ft by 15ft.', 'SWNS'),
     body='''
# Landlord of one of Britain's smallest pubs calls last orders after 41 years because he 'can't find anyone to take it on'
Roy Catterall has pulled his last pint at the Nutshell Inn, a one-room pub in a Kent market town that can hold just 14 drinkers at a time.
The 77-year-old, who took over the tiny bar in 1983, closed its doors for the final time on Saturday night after failing to find a new tenant willing to run a pub with no kitchen, no garden and one toilet shared by everyone.
Regulars queued down the street for the farewell, with some travelling from as far as Newcastle and Cornwall to squeeze inside for one last drink.
'It's been my life,' said Mr Catterall, who lives in the flat above the pub with his wife Maureen. 'I've seen people meet in here, get engaged in here and come back years later with their kids. But my knees have gone and nobody wants to take on a place this size.'
The pub, which measures about 12ft by 15ft, was converted from a cobbler's shop in the 1970s and has featured in several guidebooks as one of the smallest in the country.
Its owner, a local property company, said it had advertised the tenancy for more than a year without success and had now applied for permission to turn the building into a café.
Town councillor Janet Fulbrook said the closure was 'the end of an era' and that she would ask the council to look at listing the building as an asset of community value, which could give locals a chance to bid for it.
Mr Catterall said he would miss the conversation most. 'You can't have a private chat in here,' he said. 'Everyone's in it together. That was the whole point.'
'''),

dict(id='wcxb-7008', kind='police', date='2024-11-19 16:40', author='Owen Redfern', section='News', sec='news',
     tags=['Crime', 'Courts'],
     body='''
# Warehouse worker who stole £31,000 of cheese over 18 months is jailed
A warehouse worker who stole more than £31,000 worth of cheese from his employer by hiding blocks of cheddar in a cool bag has been jailed.
Darren Whitlock, 39, took the cheese from a dairy distribution centre where he worked night shifts and sold it on to cafés, market traders and people he met through a social media group, a court heard.
Prosecutor Amelia Rowntree told Maidstone Crown Court that Whitlock stole on 146 separate occasions between March 2022 and September last year, carrying out up to four 2.5kg blocks at a time.
His employer became suspicious when stock checks repeatedly showed shortfalls on the nights he was working, and managers installed an extra camera near a fire exit, where he was filmed moving the bag to his car.
Whitlock, of no fixed address, admitted theft by employee. His barrister, Kieran Hale, said he had built up gambling debts and had 'lost all sense of proportion'.
Jailing him for 16 months, Judge Philippa Grant said it was a 'persistent and calculated breach of trust' and not a moment of weakness.
'''),

dict(id='wcxb-7009', heavy=True, kind='roads', date='2024-10-07 06:30', author='Becky Hartland', section='Traffic & Travel', sec='news/bristol-news',
     tags=['Roadworks', 'Traffic'],
     body='''
# Main road into city to close for five nights for resurfacing
A major route into the city centre will close overnight for five nights next week while the road surface is replaced.
The A4019 Westgate Road will be shut between the Crossways roundabout and Millbrook Street from 8pm to 6am, starting on Monday, October 14.
Drivers will be diverted via Hatherley Lane and the ring road, which the council said would add about ten minutes to journeys. Access will be maintained for emergency vehicles and for residents, and bus services will follow the diversion.
The council said the work had been scheduled overnight to avoid rush-hour disruption and that it would be postponed if there was heavy rain.
'''),

dict(id='wcxb-7010', photo=('The crash happened on Stapleton Road as Mrs Harmer waited to turn right.', 'Severnside Live'),
     kind='court', date='2024-08-15 15:12', updated=60, author='Sam Jeffries', section='Crime', sec='news/local-news',
     tags=['Courts', 'Road safety'],
     hero=('Nathan Crowley was jailed at Bristol Crown Court.', 'Severnside Live'),
     body='''
# Driver who hit cyclist while watching video on his phone is jailed
~ The victim suffered a broken pelvis and spent three weeks in hospital
A van driver who knocked a cyclist off her bike while watching a football video on his phone has been jailed for 14 months.
Nathan Crowley, 31, was driving along Stapleton Road when he ploughed into the back of 46-year-old Lucy Harmer as she waited to turn right, a court heard.
Mrs Harmer was thrown onto the bonnet and then into the road, suffering a broken pelvis, two broken ribs and a head injury. She spent three weeks in hospital and has been unable to return to her job as a nurse.
Prosecutor Gemma Lister told Bristol Crown Court that data from Crowley's phone showed he had been streaming a match highlights clip for almost two minutes before the crash, and that dashcam footage from another vehicle showed he did not brake.
Crowley, of Fishponds, pleaded guilty to causing serious injury by careless driving. He also admitted using a handheld mobile phone while driving.
In a statement read to the court, Mrs Harmer said she still had nightmares and could no longer ride a bike. "I did everything right that morning," she said. "I was wearing bright clothes, I had my lights on and I was standing still. None of that mattered because he wasn't looking."
Defending, Alex Moreno said Crowley was "deeply ashamed" and had sold his van and given up work as a courier since the crash.
Sentencing him, Judge Martin Ashworth said: "You chose entertainment over the safety of everyone else on that road." Crowley was also banned from driving for three years and seven months and must pass an extended test before he can drive again.
'''),

dict(id='wcxb-7011', photo=("The town's water treatment plant on Harbour Road.", 'Colleen MacIsaac/MPB'),
     kind='qa', date='2024-07-23 11:55', updated=300, author='Colleen MacIsaac', section='Nova Scotia',
     sec='news/canada/nova-scotia', tags=['Water', 'Public health'],
     hero=('Bottled water was handed out at the Rivermouth fire hall on Monday.', 'Colleen MacIsaac/MPB'),
     body='''
# What you need to know about Rivermouth's boil-water advisory
~ About 6,400 people are affected. Here's what the town says about drinking, cooking, bathing and when it might end
Residents of Rivermouth, N.S., are in their third day of a boil-water advisory after tests found E. coli bacteria in a sample from the town's main reservoir.
Town officials and the province's Environment Department have been answering questions at daily briefings. Here is what we know so far.
? Who is affected?
The advisory covers every home and business connected to the municipal water system, which serves about 6,400 people. It does not apply to homes with private wells, although the town is encouraging well owners to have their water tested if they have concerns.
? What should I do with my water?
Bring water to a rolling boil for at least one minute before drinking it, making ice, brushing your teeth, washing fruit and vegetables or preparing baby formula. Boiled water should be cooled and stored in a clean, covered container.
You can use tap water without boiling it for bathing and showering, but adults should avoid swallowing it and young children should be sponge-bathed. Dishwashers are safe if they have a sanitizing cycle; otherwise, rinse dishes in water with a teaspoon of unscented bleach per four litres.
? How did this happen?
The town's water utility manager, Derek Campbell, said a chlorine pump at the treatment plant failed sometime overnight on Friday and an alarm that should have alerted staff did not go off. A routine sample taken Saturday morning tested positive.
"We should have known within minutes, and we didn't," Campbell said. "That is on us, and we are finding out why."
? Has anyone become sick?
The provincial health authority said Tuesday it was not aware of any illnesses linked to the water. Symptoms of E. coli infection include diarrhea, stomach cramps and sometimes fever, and they usually appear within three or four days. Anyone with symptoms should call 811.
? Where can I get bottled water?
The town is handing out bottled water at the Rivermouth fire hall on Main Street from 9 a.m. to 7 p.m. daily, with a limit of two cases per household. Deliveries are available for seniors and people with mobility issues by calling town hall.
? When will it end?
The pump has been replaced and the system flushed, but the advisory can only be lifted after two consecutive clean samples taken at least 24 hours apart. Campbell said the earliest that could happen is Thursday afternoon.
The town will post updates on its website and social media pages, and it is phoning every household registered with its emergency alert system.
'''),

dict(id='wcxb-7012', kind='weather', date='2024-11-12 15:35', author='Marc Boudreau', section='Nova Scotia',
     sec='news/canada/nova-scotia', tags=['Weather'],
     body='''
# Heavy rain, strong winds on the way for Cape Breton
Environment officials have issued a special weather statement for Cape Breton, warning of heavy rain and strong winds beginning Wednesday evening.
Rainfall amounts of 40 to 60 millimetres are expected by Thursday afternoon, with locally higher amounts near the Highlands. Southeast winds could gust to 90 km/h along the Atlantic coast.
Forecasters say the ground is already saturated from last week's storm, raising the risk of localized flooding in low-lying areas and on roads with poor drainage.
The province's power utility said it would have crews on standby. Residents are asked to clear storm drains near their homes and to secure outdoor furniture before the wind picks up.
'''),

dict(id='wcxb-7013', photo=('Lakeside supporters celebrate on the field after the final whistle.', 'Mark Innes/Southern Lakes Herald'),
     kind='sports', date='2024-08-25 19:22', author='Ruby Tane', section='Sport', sec='sport/rugby',
     tags=['Club rugby', 'Southern Lakes'],
     hero=('Lakeside first-five Jacob Aperahama kicks the winning penalty in extra time.', 'Mark Innes/Southern Lakes Herald'),
     body='''
# Lakeside edge Kingsford in extra time to claim premier club rugby title
~ A 92nd-minute penalty from Jacob Aperahama ends Lakeside's 14-year wait for the Walton Shield
Lakeside are club rugby champions for the first time since 2010 after first-five Jacob Aperahama kicked a penalty deep into extra time to beat Kingsford 27-24 in front of a sellout crowd at Memorial Park on Saturday.
The 21-year-old had missed two earlier kicks at goal, but he calmly slotted the winner from 35 metres out after Kingsford were penalised for not releasing at a ruck in the 92nd minute.
"I just told myself the first two didn't matter," Aperahama said. "The boys had worked too hard for me to worry about that."
Kingsford, who were chasing a third straight title, led 17-10 at halftime after tries to winger Sione Fifita and captain Liam Hurst, and looked in control until Lakeside lock Caleb Mitchell barged over from a lineout drive with 12 minutes to play.
Lakeside then hit the front for the first time when halfback Tama Rewiti sniped from the back of a scrum, but Kingsford levelled at 24-all with a Hurst penalty two minutes from the end of regular time.
Extra time was a grim arm-wrestle in heavy rain, with both sides spurning kicks at goal and turning the ball over repeatedly in the wet.
Lakeside coach Grant Fowler, a member of the club's last title-winning team, said his side had "found something extra" after losing to Kingsford twice during the round robin.
"We were written off by plenty of people this week, and fair enough too," Fowler said. "But this group doesn't go away. I'm just rapt for the club and for the supporters who've stuck with us through some lean years."
Kingsford coach Dave Sutherland said his team had no complaints. "We had our chances and didn't take them. Credit to Lakeside, they were the better team when it counted."
The win caps a remarkable turnaround for Lakeside, who finished second-to-last in 2022 and lost several senior players to overseas clubs.
## Final round-robin standings
| Team | Played | Won | Lost | Points |
| Kingsford | 10 | 8 | 2 | 38 |
| Lakeside | 10 | 7 | 3 | 33 |
| Harbour City | 10 | 6 | 4 | 29 |
| Eastern Districts | 10 | 5 | 5 | 24 |
| Pine Valley | 10 | 3 | 7 | 15 |
| Clutha Rovers | 10 | 1 | 9 | 6 |
'''),

dict(id='wcxb-7014', kind='council', date='2024-06-27 17:10', author='Hemi Walker', section='Local Democracy',
     sec='nz-news/local-democracy', tags=['Council', 'Parking'],
     body='''
# Council votes to keep free parking in town centre for another year
Free two-hour parking in the town centre will stay for at least another year after councillors voted 7-4 against introducing meters.
Council staff had recommended paid parking on Stafford and Rata streets from October, saying it would raise about $380,000 a year and free up spaces for shoppers.
But retailers told the council's finance committee that foot traffic was still below pre-pandemic levels and that charging for parking would push customers to the mall on the edge of town.
Mayor Linda Pardoe, who voted for the meters, said the council would have to find the money elsewhere in next year's budget.
'''),

dict(id='wcxb-7015', kind='utility', date='2024-05-08 20:14', author='Ananya Kulkarni', section='Cities', sec='cities/pune-news',
     tags=['Pune', 'Water supply'],
     body='''
# Water supply to be cut in parts of Pune for 24 hours on Thursday
PUNE: Water supply will remain suspended in several parts of the city from 10 am on Thursday to 10 am on Friday for repair work on a main pipeline, the civic body said on Wednesday.
The shutdown is needed to replace a leaking 1,200 mm valve near the Parvati water works, officials said. Areas that will be affected include:
- Sinhagad Road and Dhayari
- Kothrud and Karve Nagar
- Warje and Shivne
- Parts of Bibwewadi
Supply is likely to be at low pressure on Friday morning after it is restored. Residents have been asked to store enough water in advance and to use it carefully.
'''),

dict(id='wcxb-7016', kind='science', date='2024-09-16 13:48', author='Rahul Menon', section='Science', sec='science',
     tags=['Research', 'Food safety'],
     hero=('Researchers demonstrate the paper-based sensor in a laboratory.', 'Special arrangement'),
     body='''
# Hyderabad researchers develop paper strip that detects adulterated milk in 30 seconds
HYDERABAD: Researchers at the Deccan Institute of Technology have developed a low-cost paper sensor that can detect common adulterants in milk within 30 seconds, a tool they say could help small dairies and households check what they buy.
The strip, about the size of a matchbox, changes colour when it comes into contact with milk that contains urea, detergent, starch or hydrogen peroxide, which are sometimes added to increase volume or extend shelf life.
"You dip it, wait half a minute, and compare the colours with a printed chart," said Professor Lakshmi Narayanan, who led the team. "No laboratory, no electricity and no training is needed."
According to a study published this month in a peer-reviewed food chemistry journal, the sensor correctly identified adulterated samples in 96 of 100 tests and was able to detect urea at concentrations lower than the limits set by food safety regulators.
Each strip costs less than two rupees to make, the researchers said. The team has filed for a patent and is in talks with two dairy cooperatives in Telangana to run field trials over the next six months.
Narayanan said the group was also working on a version that could be read by a smartphone camera, which would allow the results to be logged and shared with food safety officials.
'''),

dict(id='wcxb-7017', kind='live', date='2024-08-30 09:41', author='Crescent Global staff', section='Climate Crisis',
     sec='news/liveblog', tags=['Floods', 'South Asia'],
     body='''
# Rescue teams reach cut-off villages in Swat valley
Rescue teams on Friday reached six villages in the upper Swat valley that had been cut off since floodwaters swept away a bridge and sections of the main road on Wednesday, local officials said.
Army engineers built a temporary crossing overnight, allowing trucks carrying food, medicine and tents to reach about 4,000 people who had been stranded without power or mobile phone service.
"People were waiting on the roadside when we arrived. Many of them had not eaten properly for two days," said Farid Ullah, a district disaster management official who travelled with the first convoy.
At least three people in the area died in the floods and 11 are still missing, Ullah said. Search teams with sniffer dogs are working along the riverbanks downstream.
The provincial government said helicopters would continue flying injured people to hospital in Mingora while the temporary bridge is used for supplies. More rain is forecast in the region from Sunday.
'''),

dict(id='wcxb-7018', photo=('Patients rest at a cholera treatment centre in Nicoadala.', 'Jorge Matavele/Crescent Global'),
     kind='health', date='2024-03-11 12:30', author='Ama Boateng', section='Health', sec='news',
     tags=['Health', 'Cholera', 'Africa'],
     hero=('A health worker gives an oral cholera vaccine to a child in Quelimane.', 'Jorge Matavele/Crescent Global'),
     body='''
# Mozambique cholera vaccine drive reaches 1.2 million as cases fall
~ Health workers went door to door in coastal districts hit hardest by the outbreak, but officials warn the rainy season is not over
A mass cholera vaccination campaign in central Mozambique has reached more than 1.2 million people in three weeks, health officials say, as new infections in the worst-hit coastal districts begin to decline.
Teams of health workers and volunteers went door to door in Zambezia and Sofala provinces, giving single doses of oral vaccine to adults and children older than one year. In some areas, workers travelled by boat to reach communities surrounded by floodwater.
"The people were waiting for us. They have seen what this disease does," said Celeste Munguambe, a nurse who led a team in the district of Nicoadala. "Some families asked if they could get a second dose for relatives who were away fishing."
## Cases falling, but not gone
The outbreak, which began in late November, has infected about 9,800 people and killed 126, according to the health ministry. Weekly cases peaked at more than 1,400 in late January and have since fallen to about 300.
Health officials credit the vaccines, along with chlorine distribution and the opening of 18 treatment centres, for the decline. But they warn that the rainy season, which brings flooding and contaminates wells, will continue until April.
"A drop in cases is not the end of an outbreak," said Dr Tomás Macuácua, the ministry's head of epidemic response. "One broken latrine next to one shallow well is enough to start it again."
## Vaccine supplies stretched
The doses were supplied from a global emergency stockpile that has been under strain for two years because of outbreaks in more than 20 countries at the same time. Because of the shortage, the stockpile's managers have been approving single doses instead of the usual two, which provide protection for a shorter period.
Only one manufacturer currently supplies most of the world's oral cholera vaccine, although two others are expected to begin production next year.
Public health experts say vaccination needs to be combined with long-term investment in clean water and sanitation. Fewer than half of households in rural Zambezia have access to a protected water source, according to government figures.
## Quote from the field
> We can vaccinate a village in a day. Building a water system for it takes years, and that is the work that actually ends cholera.
The words belong to Helena Ribeiro, who coordinates water projects for a local charity in Quelimane, and who said funding for that work has not kept pace with emergency spending.
The health ministry said it planned a second round of vaccination in May in districts where the risk remains high, if enough doses become available.
'''),

dict(id='wcxb-7019', kind='obituary', date='2024-01-18 10:00', author='Staff report', section='Obituaries', sec='obituaries',
     tags=['Obituaries', 'Harbor Road'],
     hero=('Margaret "Peg" Lindqvist in her bakery in 1998.', 'Family photo'),
     body='''
# Margaret "Peg" Lindqvist, who ran Harbor Road bakery for four decades, dies at 91
Margaret "Peg" Lindqvist, whose cardamom buns and birthday cakes were a fixture of Harbor Road for more than 40 years, died Jan. 14 at her home in Port Ellery. She was 91.
Born in Duluth to Swedish immigrant parents, she moved to Port Ellery in 1956 with her husband, Arne, and opened Lindqvist's Bakery in a former shoe store in 1961. She ran it six days a week until she retired in 2003, rising at 3:30 each morning.
She was preceded in death by Arne and by a son, Erik. Survivors include her daughter, Karin Hale, four grandchildren and six great-grandchildren.
A memorial service will be held at 11 a.m. Saturday, Jan. 27, at Bethany Lutheran Church. The family asks that memorials go to the Port Ellery Food Shelf.
'''),

dict(id='wcxb-7020', kind='business', date='2024-04-04 08:30', author='Jenna Albrecht', section='Business', sec='business',
     tags=['Business', 'Route 9'],
     hero=('Co-owners Ray and Denise Kowal in the new Kowal Hardware on Route 9.', 'Jenna Albrecht'),
     body='''
# Kowal Hardware opens second store on Route 9
Kowal Hardware, the family-owned store that has been selling nails, paint and fishing licenses on Main Street since 1978, opened its second location this week in the former Pet Depot building on Route 9.
The new store is about three times the size of the original, with a garden center, a rental counter for tools and equipment, and a larger lumber yard out back. It employs 14 people, most of them hired locally.
Co-owner Ray Kowal, whose father founded the business, said the family had looked for a bigger space for almost a decade as contractors and new homeowners in the subdivisions north of town asked for more stock.
"We were turning people away because we just didn't have room for a pallet of mulch, let alone a riding mower," Kowal said. "Out here we can carry what people actually need."
The Main Street store will stay open, and the family said it will keep its current hours there. Denise Kowal, Ray's wife and co-owner, said the downtown shop will focus on everyday hardware, key cutting and paint mixing, while the Route 9 store will handle larger orders and deliveries.
A grand opening with free hot dogs, a ribbon cutting and demonstrations from equipment makers is planned for Saturday, April 13, from 9 a.m. to 2 p.m. The new store is open daily from 7 a.m. to 7 p.m.
'''),

dict(id='wcxb-7021', heavy=True, kind='correction', date='2024-10-10 14:05', author='Editor', section='Corrections', sec='news',
     tags=['Corrections'],
     body='''
# Correction: Library levy story misstated millage rate
A story on Page A1 of the Oct. 8 edition about the proposed Marlow Public Library levy misstated the rate voters will be asked to approve.
The renewal levy on the Nov. 5 ballot is 1.2 mills, not 1.5 mills. For the owner of a home valued at $200,000, that would cost about $84 a year, the same amount paid under the current levy, not $105 as reported.
The story also said the levy would run for ten years. It would run for five years.
The Ledger regrets the errors.
'''),

dict(id='wcxb-7022', photo=("Treasurer Leon Whitaker presents the district's five-year forecast.", 'Tracy Nguyen/The Marlow Ledger'),
     kind='school', date='2024-06-18 22:40', updated=600, author='Tracy Nguyen', section='Education',
     sec='education', tags=['Marlow City Schools', 'Budget', 'School board'],
     hero=('School board members listen to public comment on Monday night.', 'Tracy Nguyen/The Marlow Ledger'),
     body='''
# School board adopts $48.6 million budget, adds two counselors and a reading specialist
~ The spending plan avoids cuts for another year, but the district's treasurer warns of a deficit by 2027 without new revenue
The Marlow City Schools board on Monday adopted a $48.6 million budget for the coming school year that adds three positions and gives teachers a 3 percent raise, while drawing down the district's savings for the second year in a row.
The budget passed 4-1, with board member Gary Pruitt voting no. It takes effect July 1.
## New staff
The plan adds two counselors, one at Marlow Middle School and one shared between Eastview and Lincoln elementary schools, and a reading specialist who will work with students in kindergarten through second grade.
Superintendent Dr. Andrea Mills said the counseling positions were the top request in a survey of parents and staff last winter. The middle school has had one counselor for about 640 students, well above the ratio recommended by state guidelines.
"We hear it from teachers every week," Mills said. "Kids are coming to school carrying things that a math lesson can't fix, and we haven't had enough adults to help them."
## Pay and benefits
The 3 percent raise was negotiated with the Marlow Education Association in a two-year contract approved in April. Health insurance premiums for the district will rise about 7 percent, treasurer Leon Whitaker said, adding about $410,000 in costs.
Classified staff, including bus drivers, aides and cafeteria workers, will also get a 3 percent raise under a separate agreement.
## Savings and the deficit
Whitaker said the district expects to spend about $1.3 million more than it takes in next year, covering the gap from a cash balance of roughly $11 million. Federal pandemic relief money, which paid for tutors and summer programs, has run out.
If spending and revenue continue on their current paths, the district would run out of reserves in the 2027-28 school year, according to the five-year forecast Whitaker presented to the board.
"I am not telling you we are in trouble this year," Whitaker said. "I am telling you that three years from now, somebody is going to have to make a hard choice, and it's better to start talking about it now."
Pruitt said he voted against the budget because it did not include any savings to slow the decline. He proposed cutting two administrative positions, but the motion failed for lack of a second.
Board president Carla Simmons said the board would hold a work session in September to discuss whether to ask voters for an operating levy in 2025, which would be the district's first new tax request in 11 years.
## Other business
- The board approved a $212,000 contract to replace the roof on the Lincoln Elementary gym.
- Board members voted to extend the district's agreement with the city for a school resource officer at the high school.
- The district will keep breakfast free for all students at Eastview, where more than 60 percent of families qualify for reduced-price meals.
'''),

dict(id='wcxb-7023', heavy=True, kind='sports', date='2024-12-04 22:15', author='Derek Saunders', section='Sports', sec='sports',
     tags=['High school sports', 'Basketball'],
     body='''
# Roundup: Lady Hawks win district opener; boys fall in overtime
The Hollis Valley girls basketball team opened district play with a 58-41 win over visiting Carterville on Tuesday night.
Junior guard Maya Ellison scored 19 points and senior Brianna Cole added 12 points and 11 rebounds for the Lady Hawks (4-1, 1-0), who pulled away with a 17-4 run in the third quarter.
In the boys game, Carterville rallied from 10 points down in the fourth quarter and won 63-60 in overtime. Isaiah Trent led the Hawks (2-3, 0-1) with 22 points, including four 3-pointers.
Both Hollis Valley teams play at Ridgeway on Friday. The girls game starts at 6 p.m.
'''),

dict(id='wcxb-7024', kind='health', date='2024-10-01 09:00', author='News Desk', section='Health', sec='news',
     tags=['Flu shots', 'Health district'],
     body='''
# Health district offers free flu shots at three weekend clinics
The Tri-Valley Health District will give free flu vaccines to anyone 6 months and older at three walk-in clinics this month, no appointment or insurance required.
The clinics will run from 9 a.m. to 1 p.m. at the following locations:
- Saturday, Oct. 12: Orchard Grove Community Center, 410 Pine St.
- Saturday, Oct. 19: Hollis Valley High School cafeteria, 1200 Bridger Road
- Sunday, Oct. 27: St. Agnes Parish Hall, 77 Church St., Millbrook
Updated COVID-19 vaccines will also be available at the Oct. 19 and Oct. 27 clinics while supplies last.
Health officer Dr. Samuel Ortiz said last winter's flu season put more people from the district in the hospital than any year since 2018, and that most of those patients had not been vaccinated.
"It takes about two weeks after the shot for your body to build protection, so now is the right time," Ortiz said.
People who attend are asked to wear short sleeves and bring a photo ID. Children under 18 must be accompanied by a parent or guardian. More information is available by calling the health district at 555-0148.
'''),

dict(id='wcxb-7025', kind='sports', date='2024-03-10 18:05', author='Club Secretary', section='First XV', sec='first-xv',
     tags=['Match reports'],
     body='''
# First XV keep title hopes alive with bonus-point win at Hollins Park
Brackenridge moved to within two points of the league leaders with a 36-12 win away to Hollins Park on Saturday, scoring five tries in a one-sided second half.
Hooker Callum Reid crossed twice from driving mauls and winger Joe Akande finished a flowing move from inside our own half to secure the bonus point with ten minutes left.
With two games to go, the top of the table reads:
| Team | Played | Points |
| Ashby Vale | 20 | 84 |
| Brackenridge | 20 | 82 |
| Morton Cross | 20 | 77 |
Next Saturday we host Morton Cross, kick-off 2.30pm. The clubhouse opens at noon.
'''),

dict(id='wcxb-7026', kind='community', date='2024-06-05 12:00', author='Gala Committee', section='Community News', sec='community-news',
     tags=['Gala', 'Road closures'],
     body='''
# Road closures and parking for this year's Brackenridge Gala
This year's Brackenridge Gala takes place on Saturday 22 June, and several roads in the village will be closed during the day for the procession and the fair on the Green.
The procession leaves the primary school at 12.30pm and follows its usual route along Station Road, High Street and Mill Lane before finishing at the Green at about 1.30pm. Stewards will be on hand along the route.
The following closures will be in place:
- High Street, from its junction with Station Road to Church Lane, 11am to 6pm
- Mill Lane, 12 noon to 2pm
- The Green car park, closed all day from 7am
Buses will not serve the High Street stops between 11am and 6pm and will use temporary stops on Kirk Road instead.
Parking will be available at the rugby club on Hollins Road for a donation of £3, with all money going to gala funds. Blue badge holders can park at the church hall, which will be reserved for them.
Residents on the closed streets will be able to leave by car before 11am and return after 6pm. The committee asks anyone who needs access during the closure for medical reasons to contact them in advance.
This year's Gala Queen is Ellie Barr of Brackenridge Primary, who will be crowned on the Green at 2pm.
'''),

dict(id='wcxb-7027', photo=('The wooded lot on Larch Street where Cedar Row Housing plans to build.', 'Marisol Vega/Ferris County Record'),
     kind='council', date='2024-09-11 23:55', updated=480, author='Marisol Vega', section='Housing',
     sec='news/housing', tags=['City Council', 'Housing', 'Zoning'],
     hero=('Residents line up to speak during the City Council hearing on the Larch Street project.', 'Marisol Vega/Ferris County Record'),
     body='''
# City Council approves rezoning for 212-unit Larch Street housing project after five-hour hearing
~ Supporters called it a badly needed addition to the city's housing supply. Neighbors worried about traffic, parking and the loss of a wooded lot.
After more than five hours of public comment that stretched past 11 p.m., the Ferris City Council voted 5-2 on Tuesday to rezone a 9-acre wooded lot on Larch Street, clearing the way for a 212-unit apartment project that would be one of the largest built in the city in decades.
The vote changes the property's zoning from single-family residential to multifamily, allowing developer Cedar Row Housing to build four three-story buildings with a mix of one-, two- and three-bedroom units. Forty-two of the apartments would be set aside for households earning 60 percent or less of the area median income.
Council members Ana Lucero and Brent Oyler voted against the rezoning.
More than 90 people signed up to speak, and the council chamber was so full that city staff opened an overflow room with a video feed. Speakers were roughly evenly split.
Supporters, many of them renters, described years of searching for apartments they could afford. A teacher at Ferris High School said she commutes 40 minutes each way because she could not find a place in the city. A nurse said she had moved four times in five years as rents rose.
"Every time we talk about housing, we hear that it's the right idea in the wrong place," said Tomás Herrera, who rents a one-bedroom apartment near downtown. "If not here, then where? And if not now, when?"
Opponents, most of them homeowners in the Larch Hill neighborhood, said the project was too large for a street with no sidewalks, and that the traffic would overwhelm the intersection at Larch and Route 12. Several said the wooded lot was home to deer, owls and a small wetland.
> This is not about who gets to live here. It's about whether the city is going to build the road, the sidewalks and the stormwater system before it lets 212 families move onto a street that floods every spring.
That was Ellen Marsh, who has lived on Larch Street for 31 years and who helped organize a petition against the project that gathered about 1,100 signatures.
A traffic study commissioned by the developer found that the project would add about 1,400 car trips a day but would not push the Route 12 intersection past its capacity if a dedicated left-turn lane is added. As a condition of the rezoning, Cedar Row agreed to pay for the turn lane, a sidewalk along its frontage and a stormwater pond.
The company also agreed to keep a 60-foot wooded buffer along the property's northern edge and to leave the wetland undisturbed.
Council member Jordan Whitfield, who voted for the rezoning, said the city's own housing study found it needs about 2,500 additional homes by 2030 to keep up with job growth. "We have said yes to this study, yes to that plan, yes to every goal," Whitfield said. "Tonight is the first time anyone has asked us to say yes to an actual building."
Lucero said she supported more housing but could not vote for the project without a firm commitment from the state to widen Route 12. Oyler said he was concerned that the city's fire department would need a new ladder truck to serve three-story buildings in that part of town.
Cedar Row still needs site plan approval from the Planning Commission, which could come this winter. The company has said construction would take about two years.
Opponents said they were considering a legal challenge. The city attorney, Rebecca Stone, told the council that rezoning decisions can be appealed to county court within 30 days.
'''),

dict(id='wcxb-7028', kind='court', date='2024-02-21 16:30', author='Curtis Bell', section='Environment', sec='news/environment',
     tags=['Landfill', 'Courts', 'Ferris County'],
     body='''
# Judge dismisses lawsuit over closed county landfill; residents plan appeal
A Ferris County judge has dismissed a lawsuit brought by residents who say contamination from the closed Mill Creek landfill has seeped into their wells, ruling that they waited too long to sue.
In a 22-page decision issued Monday, Circuit Judge Paul Whitaker found that the residents knew or should have known about possible contamination by 2017, when the county sent letters warning nearby homeowners about elevated levels of chemicals in test wells at the edge of the property. State law gives plaintiffs five years to file such claims. The suit was filed in 2023.
The ruling does not address whether the landfill is the source of the chemicals found in the residents' wells.
The plaintiffs, 17 households on Old Quarry Road and Pike Lane, asked the court to order the county to pay for a public water line and for medical monitoring. Several said they had switched to bottled water and installed filters at their own expense.
"The county sent a letter that said there was nothing to worry about, and now the county says that letter was our warning," said Deborah Lanning, one of the plaintiffs. "We did what they told us to do. We trusted them."
The residents' attorney, Harold Quist, said they would appeal. He argued that the 2017 letters told residents their water was safe and that the clock should start from 2021, when private tests first found the chemicals in their wells.
County Administrator Greg Hollister said in a statement that the county continues to monitor groundwater at the landfill and is applying for state money to study extending water service to the area.
'''),

dict(id='wcxb-7029', kind='science', date='2024-05-29 10:00', author='Halvorsen Institute Communications', section='News',
     sec='news', tags=['Marine mammals', 'Field research'],
     body='''
# Researchers record first winter sighting of harbour porpoises in Skerry Sound
Halvorsen Institute researchers have recorded harbour porpoises in Skerry Sound during the winter for the first time since monitoring began in 2009.
Underwater microphones placed at four sites in the sound picked up porpoise echolocation clicks on 23 days between December and February. A survey team then confirmed a group of at least five animals from the institute's research vessel in late January.
Until now the species had only been seen in the sound between May and September. "It suggests that the food supply here is changing," said Dr. Ingrid Solheim, who leads the institute's marine mammal program.
The team plans to keep the microphones in place through next winter.
'''),

dict(id='wcxb-7030', photo=('Juvenile pollack shelter in a restored eelgrass meadow in Carrick Bay.', 'Halvorsen Institute'),
     kind='science', date='2024-11-05 09:30', author='Halvorsen Institute Communications', section='Research News',
     sec='news', tags=['Seagrass', 'Restoration', 'Coastal ecology'],
     hero=('A diver measures eelgrass shoots in a restored plot in Carrick Bay.', 'Halvorsen Institute'),
     body='''
# Seagrass meadows in restored bays are recovering faster than expected, five-year survey finds
~ Eelgrass planted in three bays has spread to more than four times its original area, with fish and shellfish returning alongside it.
Eelgrass meadows replanted in three bays along the northern coast have grown to more than four times the area originally planted, according to a five-year survey led by scientists at the Halvorsen Institute for Coastal Research.
The results, published this week in a peer-reviewed journal of marine restoration, suggest that seagrass can recover much faster than many researchers believed once water quality improves and seeds or shoots are reintroduced.
"When we started, the working assumption was that a restored meadow would take decades to behave like a natural one," said Dr. Maren Holt, a marine ecologist at the institute and lead author of the study. "In two of our three sites, we were seeing densities comparable to healthy reference meadows within four years."
## What the team did
Between 2019 and 2020, researchers and volunteers planted about 3.2 hectares of eelgrass in Carrick Bay, Lowther Inlet and the eastern arm of Skerry Sound. The bays had lost almost all of their seagrass during the second half of the 20th century, mainly because of nutrient pollution and sediment from nearby farms and towns.
The team used two methods: planting bundles of shoots by hand, which requires divers, and scattering seeds collected from a donor meadow in hessian bags that were lowered to the seabed. Each year, divers measured shoot density and mapped the edges of each meadow using GPS.
## What they found
By 2024, the meadows covered a combined 13.9 hectares. Growth was fastest in Carrick Bay, where the meadow expanded by about 60 percent a year once it became established. Lowther Inlet, which has murkier water, grew more slowly but still doubled in size.
The survey also recorded the return of species that depend on seagrass for shelter and food:
- juvenile cod and pollack, which were found in restored areas at three times the density of nearby bare sand;
- pipefish, which had not been recorded in Carrick Bay since the 1980s;
- native oysters and several species of scallop.
Seed-based planting produced slower early growth but cost about a third as much per hectare as planting shoots by hand, the researchers found. Holt said that could make large-scale restoration affordable for coastal communities.
## Why water quality matters
The researchers cautioned that the results depended on improvements that happened before the planting began. Upgrades to two wastewater treatment plants and changes in farming practices reduced nitrogen levels in the bays by about 40 percent between 2005 and 2018.
An earlier attempt to replant Lowther Inlet in 2011 failed completely, Holt said, because algae blooms fed by pollution blocked the light the seagrass needed.
"Seagrass is not a magic fix you can drop into a polluted bay," she said. "It's the reward for cleaning the water up."
## What comes next
The institute is now working with two harbour authorities and a regional fishing association on plans to restore a further 20 hectares over the next five years. The team is also measuring how much carbon the restored meadows store in their sediments, which could make future projects eligible for funding through carbon credit schemes.
The study was funded by the Coastal Futures Trust and the regional environment agency. Data from the survey will be made publicly available through the institute's research portal.
'''),

dict(id='wcxb-7031', kind='council', date='2024-12-02 11:00', author='Communications Team', section='News', sec='news',
     tags=['Bins and recycling'],
     body='''
# Garden waste collections suspended over Christmas
Garden waste collections will be suspended for two weeks over the Christmas period so that crews can help with the extra recycling and general waste produced during the holidays.
There will be no garden waste collections from Monday 23 December to Friday 3 January. Collections will restart on your usual day from Monday 6 January.
Recycling and general waste collections will continue, but some will take place on different days. Please check your collection day using the bin day finder before putting your bins out.
Real Christmas trees can be taken to any of the district's household waste recycling centres free of charge until 31 January.
'''),

dict(id='wcxb-7032', kind='council', date='2024-07-17 16:45', author='Communications Team', section='News', sec='news',
     tags=['Housing', 'Planning', 'Cabinet decisions'],
     hero=('The former Eastmere bus depot on Station Road.', 'Eastmere District Council'),
     body='''
# Councillors approve plan to turn former bus depot into 60 affordable homes
Plans to build 60 affordable homes on the site of the former Eastmere bus depot have been approved by the council's cabinet.
The council bought the Station Road site in 2022 after the bus company moved to a new depot on the Fenwick industrial estate. The land has been empty since, apart from temporary use as a car park during the town's summer events.
The scheme will include 36 flats and 24 houses, all of which will be let at affordable or social rents. The council will build and own the homes through its housing company, Eastmere Homes, and they will be let to people on the council's housing register.
The homes will be built to high energy efficiency standards, with air source heat pumps and solar panels, which the council says will keep energy bills low for tenants.
Councillor Sarah Penfold, cabinet member for housing, said: "There are more than 1,400 households on our housing register, and many of them are families living in temporary accommodation. This site has sat empty for too long, and these homes will make a real difference to local people."
The project is expected to cost £17.8 million. It will be funded through borrowing, money from the council's affordable housing fund and a grant from the regional housing agency.
A planning application will be submitted this autumn. If approved, work is expected to start in summer 2025, with the first residents moving in during 2027.
Residents can see the early designs and give their views at drop-in sessions at Eastmere Library on 30 July and 6 August, between 2pm and 7pm.
'''),

dict(id='wcxb-7033', kind='roads', date='2024-03-27 14:00', author='Carrow County Engineer\'s Office', section='Roads & Bridges',
     sec='news', tags=['Road closures'],
     body='''
# County Road 14 bridge over Tuckahoe Creek to close for deck repairs starting April 8
The Carrow County Engineer's Office will close the County Road 14 bridge over Tuckahoe Creek starting Monday, April 8, so crews can replace the concrete deck and repair the guardrail.
The closure is expected to last about six weeks, weather permitting. The bridge is located between Township Road 209 and State Route 61.
The posted detour will use State Route 61, Hartman Road and Township Road 209. Local traffic will have access to homes on both sides of the bridge.
The $412,000 project is being paid for with county motor vehicle license fees and a state bridge grant.
'''),

dict(id='wcxb-7034', kind='health', date='2024-04-16 17:20', updated=1200, author='Carrow County Department of Public Health',
     section='Public Health', sec='news', tags=['Measles', 'Public health alerts'],
     body='''
# Health department warns of possible measles exposure at three locations
~ Anyone who was at the locations below during the listed times should check their vaccination status and watch for symptoms through May 7.
The Carrow County Department of Public Health is notifying residents of possible exposure to measles after a confirmed case in an unvaccinated adult who recently returned from international travel.
The person was infectious while visiting several public places in Carrow County between April 11 and April 14. The health department is working to contact people who may have been exposed, but it is asking anyone who visited the following locations at the times listed to monitor for symptoms:
- Harvest Fresh Market, 2200 West Main Street, Linwood: Thursday, April 11, from 4 p.m. to 7 p.m.
- Linwood Family Urgent Care, 415 Commerce Drive: Friday, April 12, from 9:30 a.m. to 1 p.m.
- Carrow County Public Library, main branch, 18 Court Street: Saturday, April 13, from 10 a.m. to 2 p.m.
- St. Brendan's Church, 600 Oak Avenue: Sunday, April 14, from 8:30 a.m. to 11 a.m.
Measles is a highly contagious virus that spreads through the air when an infected person coughs or sneezes. The virus can remain in the air for up to two hours after an infected person leaves a room.
Symptoms usually appear seven to 21 days after exposure and begin with a high fever, cough, runny nose and red, watery eyes. A rash typically appears three to five days later, starting on the face and spreading down the body.
"Most people in our county are protected because they received two doses of the MMR vaccine as children," said Health Commissioner Dr. Rachel Imbody. "But measles can be serious, especially for babies, pregnant women and people with weakened immune systems, and it spreads very easily among people who are not vaccinated."
## What to do if you were exposed
People who were at one of the locations and are not sure whether they are vaccinated should contact their health care provider. Getting the MMR vaccine within 72 hours of exposure may prevent illness. For some people, an injection of immune globulin within six days of exposure may provide protection.
Anyone who develops symptoms should call their doctor, urgent care or emergency room before arriving so that staff can take steps to prevent others from being exposed. Do not go to a medical office or emergency department without calling first.
## Vaccine clinics
The health department will hold walk-in MMR vaccine clinics at its office, 1100 Harding Highway, on Thursday, April 18, and Monday, April 22, from 8 a.m. to 6 p.m. Vaccines are available at no cost to uninsured residents.
Two doses of MMR vaccine are about 97 percent effective at preventing measles. Children should receive their first dose at 12 to 15 months of age and their second dose at 4 to 6 years of age.
This is the first confirmed measles case in Carrow County since 2019. Questions can be directed to the health department's communicable disease line at 555-0199, Monday through Friday, 8 a.m. to 4:30 p.m.
'''),

dict(id='wcxb-7035', kind='press_release', date='2024-09-24 10:30', author='Department for Infrastructure and Transport',
     section='Press release', sec='news', tags=['Ferries', 'Transport'],
     body='''
# New ferry timetable to add winter sailings between Carnholm and the mainland
~ Islanders will have two extra return sailings a week between November and March under the new timetable, which begins on 4 November.
The Department for Infrastructure and Transport has published the winter ferry timetable for 2024 to 2025, adding two extra return sailings a week on the Port Carn to Ardmore route.
The additional sailings will run on Tuesday and Thursday afternoons, leaving Port Carn at 2.15pm and returning from Ardmore at 4.45pm. They respond to feedback from islanders, businesses and the health service, who said the previous winter timetable made same-day medical appointments on the mainland difficult.
The extra sailings will be operated by the MV Skerra Isle, which returned to service in August after a refit that included new engines and improved accessible seating.
Minister for Infrastructure and Transport, Alan Brodie MHK, said:
> We have listened to islanders who told us that the winter timetable did not meet their needs, particularly those travelling for hospital appointments. These additional sailings will make it easier to get to the mainland and back in a day, and I am grateful to the crews who will operate them.
Fares will not change as a result of the new timetable. Residents holding a medical travel voucher will continue to travel free of charge.
The full timetable is available on the ferry services page and at the Port Carn terminal. Bookings for sailings from 4 November open on 1 October.
'''),

dict(id='wcxb-7036', kind='press_release', date='2024-02-14 07:00', author='Department of Environment, Food and Agriculture',
     section='Press release', sec='news', tags=['Flooding', 'Climate adaptation', 'Infrastructure'],
     body='''
# £14 million programme to protect coastal towns from flooding announced
~ Sea walls, drainage and natural flood defences will be built or upgraded in four towns over the next five years, protecting more than 2,300 homes and businesses.
The Government of Carnholm has announced a £14 million programme to reduce the risk of coastal flooding in four towns, following two winters in which storm surges flooded homes and closed roads.
The Coastal Resilience Programme will fund new and upgraded defences in Port Carn, Kelby, Ramsey Strand and Ardvale between 2024 and 2029. The Department of Environment, Food and Agriculture estimates that the work will reduce the risk of flooding for more than 2,300 homes and businesses.
The programme includes:
- raising and strengthening 1.4 kilometres of sea wall along the Port Carn promenade;
- new tidal flood gates and pumping capacity at Kelby harbour;
- replacing the culvert that carries the Strand Burn under the main road in Ramsey Strand;
- restoring 40 hectares of saltmarsh at Ardvale to absorb wave energy and store floodwater;
- a network of tide and river gauges to give earlier flood warnings across the island.
Work at Kelby harbour will begin this summer. Detailed designs for the Port Carn sea wall will be published for public consultation in the autumn, and the department has committed to working with residents and businesses on the promenade to limit disruption during construction.
The programme responds to the findings of the Carnholm Climate Change Risk Assessment, published last year, which identified coastal flooding as the most serious climate risk facing the island. Sea levels around Carnholm have risen by about 15 centimetres since 1950, and the assessment projects a further rise of between 30 and 70 centimetres by the end of this century.
Minister for Environment, Food and Agriculture, Catriona Kewley MHK, said:
> The storms of the last two winters showed us how vulnerable some of our coastal communities are. Families were forced out of their homes and businesses lost weeks of trade. This programme is the largest investment in flood defence in our history, and it combines traditional engineering with natural solutions like saltmarsh that will protect our coast and support wildlife for generations.
The programme will be funded from the capital budget over five years. The department will also apply to the Coastal Futures Trust for additional funding for the Ardvale saltmarsh project.
Residents in areas at risk of flooding are encouraged to sign up for free flood warnings by text or email, and to check whether their property is in a flood risk area using the flood map on the government website.
## Notes to editors
The four towns were selected based on the number of properties at risk, the condition of existing defences and the frequency of flooding since 2010. Ramsey Strand flooded in both January 2023 and December 2023, affecting 86 properties.
A public meeting on the Port Carn sea wall will be held at the Port Carn Centenary Hall on Thursday 7 March at 7pm.
'''),

dict(id='wcxb-7037', kind='police', date='2024-08-12 15:50', author='Harlow Springs Police Department', section='Police Department',
     sec='news', tags=['Police'],
     body='''
# Police ask for help identifying driver in Maple Avenue hit-and-run
The Harlow Springs Police Department is asking for the public's help identifying the driver of a vehicle that struck a pedestrian on Maple Avenue on Saturday night and left the scene.
The crash happened at about 10:40 p.m. near the intersection of Maple Avenue and 4th Street. A 58-year-old man was crossing Maple Avenue when he was hit. He was taken to Mercy Regional Medical Center with serious injuries and is in stable condition.
Witnesses described the vehicle as a dark-colored pickup truck, possibly a Ford F-150, with damage to the front passenger side. It was last seen heading north on Maple Avenue.
Anyone with information is asked to call Officer Kyle Brandt at 555-0132.
'''),

dict(id='wcxb-7038', kind='police', date='2024-01-29 11:20', author='Harlow Springs Police Department', section='Police Department',
     sec='news', tags=['Police', 'Scams'],
     body='''
# Police warn residents about phone scam using officers' names
The Harlow Springs Police Department is warning residents about a phone scam in which callers pretend to be police officers and demand payment to clear an arrest warrant.
Over the past two weeks, the department has received at least nine reports of calls from people who identified themselves as Harlow Springs officers, sometimes using the names of real officers taken from the department's website. In several cases, the caller ID showed the department's main phone number.
The callers tell victims that they have missed jury duty or that a warrant has been issued for their arrest, and that they must pay a fine immediately using gift cards, a wire transfer or a cryptocurrency machine. Two residents lost a combined $6,300 before realizing it was a scam.
Police Chief Ramona Ellis said the department will never call anyone to demand payment. "If someone on the phone tells you to go buy gift cards to keep yourself out of jail, that is a scam, every single time," Ellis said. "Hang up and call us."
Residents can protect themselves by following these steps:
- Do not give personal or financial information to anyone who calls you unexpectedly.
- Hang up and call the department directly at its non-emergency number, 555-0100, to check whether the call was real.
- Do not trust caller ID, which can easily be faked.
- Talk to older relatives and neighbors about this scam, as they are often targeted.
Anyone who believes they have been a victim of this scam is asked to file a report with the department.
'''),

dict(id='wcxb-7039', kind='school', date='2024-04-26 15:00', author='Pell River USD Communications', section='District News',
     sec='news', tags=['Music', 'Pell River High School'],
     body='''
# Pell River High band earns superior rating at state festival
The Pell River High School Wind Ensemble earned a superior rating, the highest possible, at the state band festival on April 20.
The 58-member ensemble, directed by Andrew Castellano, performed three pieces for a panel of judges and completed a sight-reading exercise. It is the band's first superior rating at the state level since 2016.
Senior clarinetist Olivia Brandt also received an outstanding soloist award from the judges.
The Wind Ensemble will perform its spring concert on May 16 at 7 p.m. in the Pell River High School auditorium. Admission is free.
'''),

dict(id='wcxb-7040', kind='school', date='2024-02-13 19:30', author='Pell River USD Communications', section='District News',
     sec='news', tags=['Board of Education', 'Calendar'],
     body='''
# Board approves 2025-26 school calendar; first day set for Aug. 13
The Pell River Unified School District Board of Education approved the 2025-26 school calendar at its regular meeting on Feb. 11. The first day of school for students will be Wednesday, Aug. 13, 2025, and the last day will be Thursday, May 28, 2026.
The calendar keeps a full week off at Thanksgiving and adds a second teacher professional development day in January, which was requested by staff in a survey last fall. It includes 180 instructional days, as required by state law.
Key dates for students and families include:
- First day of school: Wednesday, Aug. 13
- Labor Day, no school: Monday, Sept. 1
- Thanksgiving break: Nov. 24 to 28
- Winter break: Dec. 22 to Jan. 2
- Spring break: March 30 to April 3
- Last day of school: Thursday, May 28
Superintendent Dr. Gloria Ramírez thanked the calendar committee, which included parents, teachers, classified staff and students, for reviewing more than 1,200 survey responses.
"Our families told us that predictability matters to them, especially for child care and work schedules," Ramírez said. "This calendar follows the same pattern as the last two years, with a few changes our teachers asked for."
The full calendar is available on the district website and will be printed in the district's spring newsletter.
'''),

dict(id='wcxb-7041', kind='weather', date='2024-01-11 16:25', author='KVRN 9 Weather Team', section='Weather', sec='weather',
     tags=['Winter storm warning', 'Snow'],
     hero=('Snow falls on Highway 9 near Rollins Pass during a storm last winter.', 'KVRN 9'),
     body='''
# Winter storm warning issued for mountains; up to 18 inches of snow possible
A winter storm warning is in effect for the northern and central mountains from 5 p.m. Thursday until 11 a.m. Saturday, with 10 to 18 inches of snow expected above 9,000 feet.
Snowfall rates could reach 2 inches an hour at times Friday, and winds gusting to 45 mph will cause blowing snow and near-zero visibility on mountain passes.
Travel will be very difficult, especially during the Friday evening commute. Drivers heading to the high country should check road conditions before leaving and carry chains, water and blankets.
In the city, expect rain changing to light snow late Friday, with 1 to 3 inches possible by Saturday morning.
'''),

dict(id='wcxb-7042', photo=('Firefighters build a containment line along County Road 29.', 'Foothills Ridge Fire Authority'),
     kind='fire', date='2024-10-21 22:05', updated=720, author=['Jesse Navarro', 'Alyssa Kim'], section='News',
     sec='news', tags=['Wildfire', 'Evacuations', 'Larimer County'],
     hero=('Smoke rises from the Elk Ridge Fire west of Loveland on Monday afternoon.', 'KVRN 9 SkyCam'),
     body='''
# Crews stop forward progress of grass fire that forced evacuations west of Loveland
~ The Elk Ridge Fire burned about 640 acres and destroyed two outbuildings before winds eased Monday evening.
LOVELAND, Colo. (KVRN) — Firefighters stopped the forward progress of a fast-moving grass fire west of Loveland on Monday evening after it forced the evacuation of about 300 homes and burned roughly 640 acres, fire officials said.
The Elk Ridge Fire was reported at about 1:15 p.m. near County Road 29 and spread quickly east through dry grass and brush, pushed by wind gusts of up to 50 mph. By mid-afternoon, a column of smoke could be seen from Fort Collins and Longmont.
Two outbuildings and a horse trailer were destroyed, but no homes were lost, according to the Foothills Ridge Fire Authority. One firefighter was treated for heat exhaustion at the scene. No other injuries were reported.
"The wind was the whole story today," said Battalion Chief Marcus Reyes. "We had flames moving faster than a person can run across open grass, and our crews did an incredible job getting in front of it and protecting those homes."
Evacuation orders were issued for neighborhoods along County Road 29, Buckhorn Road and the Cedar Crest subdivision. Residents were directed to an evacuation center at Loveland High School, where the Red Cross set up cots and served dinner to about 60 people.
A large-animal shelter was opened at the county fairgrounds, where volunteers took in more than 80 horses, goats and llamas.
Just after 7 p.m., the sheriff's office lifted evacuation orders for the Cedar Crest subdivision and downgraded the rest of the area to pre-evacuation status, meaning residents can return home but should be ready to leave again if conditions change.
Two air tankers and a helicopter dropped retardant and water on the fire's eastern edge during the afternoon. About 150 firefighters from 14 agencies were working the fire Monday night, and crews planned to stay overnight to strengthen containment lines.
The fire was 35% contained as of 9 p.m.
The cause is under investigation. Officials said there was no lightning in the area Monday, and they asked anyone who saw anything suspicious near County Road 29 around 1 p.m. to contact the sheriff's office.
A red flag warning remains in effect for the foothills until 8 p.m. Tuesday, with gusty winds and low humidity expected again. Fire officials urged residents to avoid any activity that could spark a fire, including mowing dry grass and towing trailers with dragging chains.
KVRN 9 will continue to update this story as more information becomes available.
'''),

dict(id='wcxb-7043', kind='business', date='2024-05-02 09:00', author='Harbourside Makers', section='News', sec='news',
     tags=['Press release'],
     body='''
# Harbourside Makers Market opens its first permanent shop on Quay Street
Harbourside Makers Market, which has run a monthly market on the waterfront since 2019, will open its first permanent shop on Saturday 11 May at 14 Quay Street.
The shop will stock work by more than 40 local makers, including ceramics, prints, woodwork, knitwear and small-batch preserves, and will be open Wednesday to Sunday, 10am to 5pm.
The space, a former chandlery, has been renovated with help from a town centre grant. It includes a small workshop room that will host evening classes in pottery, printmaking and bookbinding.
"Our makers kept asking where people could buy their work between markets," said founder Isla Pennock. "Now there's an answer."
'''),

dict(id='wcxb-7044', kind='community', date='2024-03-18 12:00', author='Harbourside Makers', section='News', sec='news',
     tags=['Community', 'Environment'],
     body='''
# Volunteers plant 1,200 trees along the Esk cycle path
More than 150 volunteers spent Saturday morning planting 1,200 native trees along a two-kilometre stretch of the Esk cycle path, in what organisers said was the largest community planting in the town's history.
The saplings, including oak, rowan, hazel, birch and wild cherry, were planted in a strip between the path and the railway line, on land owned by the council. They will form a hedge and woodland corridor that links the riverside park with the woods above the old quarry.
The planting was organised by the Esk Valley Green Group with support from the council's parks team, who prepared the ground and supplied tree guards and stakes. Our own makers' market stallholders made up two of the planting teams, and the market donated hot soup and drinks from the Quay Street shop.
Volunteers ranged from a two-year-old, who planted a rowan with her grandmother, to a 91-year-old former forester who gave tips on spacing and how deep to set the roots.
Green Group chair Fraser Lindsay said the aim was to give wildlife a safe route along the valley and to make the path more pleasant for cyclists and walkers. "In ten years this will be a proper green tunnel," he said. "Everyone who came today will be able to say they were part of it."
The group will hold follow-up sessions in the summer to water the saplings and replace any that fail. Anyone who would like to help can sign up through the group's page.
'''),
]
