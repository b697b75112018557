"""Headline pools for the lists of other stories on sites whose beat differs from a small-town paper."""

INDIA = ['Metro line 3 trial run likely by October', 'Civic body hikes water charges by 8 per cent', 'Two-wheeler riders fined for skipping helmets',
         'City records heaviest June rainfall in a decade', 'Property tax amnesty scheme extended till March', 'New flyover to ease traffic near railway station',
         'Heritage walk draws 500 participants', 'Dengue cases rise; civic body steps up fogging', 'College admissions: cut-offs dip for science streams',
         'Power cut hits eastern suburbs for six hours', 'Police bust fake call centre, 14 held', 'Airport to get new terminal by 2027',
         'Residents protest tree felling for road widening', 'Onion prices soar in wholesale market']
AUSTRALIA = ['Heatwave warning issued for inland districts', 'Council votes to close caravan park for upgrades', 'Fuel prices expected to rise before long weekend',
             'Koala population rebounds after fires, survey finds', 'Regional hospital to get new emergency department', 'Farmers welcome late winter rain',
             'Surf lifesavers rescue swimmers caught in rip', 'Train line closure to affect commuters for a month', 'Grain harvest forecast revised up',
             'Local footy club celebrates first flag in 30 years', 'Water restrictions eased as dams fill', 'Bushfire brigade calls for more volunteers']
BUSINESS = ['Oil edges higher as supply concerns linger', 'European shares close flat ahead of rate decision', 'Carmaker cuts full-year delivery forecast',
            'Bank posts record quarterly profit on higher margins', 'Retail sales fall for second month', 'Chipmaker shares jump after upbeat outlook',
            'Airline to cut 1,200 jobs in restructuring', 'Regulator fines lender over mis-sold loans', 'Container rates ease as port congestion clears',
            'Brewer agrees sale of soft-drinks unit', 'Dollar steadies after jobs data', 'Private equity firm raises $6 billion fund',
            'Miner lifts dividend as copper prices climb', 'Insurer warns on storm claims']
TECH = ['The best budget earbuds you can buy right now', 'A popular note-taking app is adding an AI assistant nobody asked for',
        'This e-reader finally gets page-turn buttons right', 'Streaming service raises prices again', 'The new folding phones are less fragile, but still pricey',
        'A smart thermostat update broke schedules for thousands', 'Hands-on with the lightest gaming laptop yet', 'Why your router is probably fine',
        'A startup wants to replace passwords with your watch', 'Review: the mechanical keyboard for people who hate noise', 'Social app adds chronological feed back',
        'How to back up your photos before it is too late']
CULTURE = ['The Novelist Who Writes Only in Train Stations', 'A Museum Reopens Its Doors After a Decade of Repairs', 'The Summer Albums Worth Your Time',
           'Inside the Last Hand-Painted Cinema Sign Shop', 'The Chef Bringing Back Forgotten Grains', 'A Choreographer’s Long Road Home',
           'Why Everyone Is Suddenly Knitting Again', 'The Best New Books of the Month', 'A Photographer Returns to the Town Where She Grew Up',
           'How a Tiny Theater Company Survived', 'The Poets of the Night Shift', 'Ten Movies to Watch This Fall']
POLITICS = ['House committee advances school funding overhaul', 'Governor signs bill expanding rural clinics', 'Senate leaders trade blame over delayed vote',
            'Ethics panel opens inquiry into lobbying trips', 'Redistricting lawsuit heads to state supreme court', 'Lawmakers weigh cap on property tax increases',
            'Attorney general sues over water contamination', 'Two senators announce they will not seek reelection', 'Transit bill stalls in conference committee',
            'Budget office warns of shortfall in pension fund', 'Candidate filing period opens for fall races', 'Newsletter: What to watch at the Capitol this week']
