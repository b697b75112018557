"""Stories wcxb-8041 ... wcxb-8060 (de, fr, es, it, nl, sv, pt, pl)."""


def S(**kw):
    return kw


STORIES = [
S(id=8041, lang="de", section="Hamburg", author="Katrin Lorenzen", date="2025-03-08", time="10:00",
  tags=["Elbe", "Fähren", "Hamburg", "Handwerk"],
  head="Die letzten Fährleute der Elbe",
  dek="Zwischen Glückstadt und Wischhafen pendelt seit hundert Jahren eine Fähre. Ihre Besatzung kennt den "
      "Fluss wie kaum jemand sonst – und fragt sich, wie lange es sie noch braucht.",
  body="""
Um halb sechs ist der Anleger in Glückstadt noch leer. Nur ein Lieferwagen mit laufendem Motor wartet an der Schranke, der Fahrer schläft mit offenem Mund. Auf der Elbe liegt Nebel, so dicht, dass man das andere Ufer nur ahnen kann. Henrik Claußen steht im Steuerhaus der „Wischhafen“, eine Thermoskanne neben dem Radar, und schaut auf den Bildschirm, auf dem sich ein grüner Punkt langsam flussaufwärts schiebt. „Ein Containerschiff“, sagt er. „Das lassen wir erst mal vorbei.“

Seit 31 Jahren fährt Claußen über die Elbe, erst als Matrose, dann als Schiffsführer. Die Strecke ist kurz, knapp zweieinhalb Kilometer, eine Überfahrt dauert etwa 25 Minuten. An guten Sommertagen pendeln vier Fähren zwischen Schleswig-Holstein und Niedersachsen hin und her, im Winter zwei. Für viele Pendler, Landwirte und Handwerker aus der Region ist die Verbindung die einzige Möglichkeit, den Fluss zu überqueren, ohne den Umweg über Hamburg zu nehmen – mit allen Staus, die dazugehören.

## Ein Fluss, der sich verändert

Die Elbe, die Claußen als junger Mann kennengelernt hat, gibt es so nicht mehr. Die Fahrrinne wurde mehrfach vertieft, damit immer größere Containerschiffe den Hamburger Hafen erreichen können. Die Strömung ist stärker geworden, der Tidenhub größer, und an manchen Stellen lagert sich schneller Schlick ab als früher.

„Bei Niedrigwasser müssen wir heute viel genauer aufpassen“, sagt Claußen. „Es gibt Tage, da kommen wir mit voller Beladung kaum noch in den Hafen von Wischhafen rein.“ Die Reederei lässt die Zufahrt regelmäßig ausbaggern, doch die Kosten steigen. Im vergangenen Jahr, so heißt es aus dem Unternehmen, habe man mehr als eine halbe Million Euro allein für die Unterhaltung der Hafenzufahrten ausgegeben.

Dazu kommt der Verkehr auf dem Fluss. Wer mit der Fähre über die Elbe will, kreuzt eine der meistbefahrenen Wasserstraßen Europas. Mehrmals pro Überfahrt muss Claußen Tempo rausnehmen oder einen Bogen fahren, um den Schiffen auf dem Weg nach Hamburg Vorrang zu lassen. „Die großen Pötte sind 400 Meter lang“, sagt er. „Die können nicht ausweichen. Also weichen wir aus.“

> „Man muss den Fluss jeden Tag neu lesen. Wer glaubt, er kennt ihn, der hat schon verloren.“

## Pendler, Trecker, Touristen

Gegen sieben füllt sich das Deck. Ein Pflegedienst mit drei Kleinwagen, ein Traktor mit Anhänger, eine Gruppe Radfahrer in Funktionsjacken, die nach Stade wollen. Im Sommer, erzählt Deckmann Malte Rahn, stünden die Autos teilweise zwei Stunden an, wenn Urlauber auf dem Weg an die Nordsee die Abkürzung nehmen. Im Winter sei es ruhiger, aber die Stammkunden kämen bei jedem Wetter.

Einer davon ist Jonas Thiesen, Dachdecker aus Kollmar. Er fährt seit zwölf Jahren fast jeden Werktag mit der Fähre zu Baustellen im Alten Land. „Über Hamburg brauche ich anderthalb Stunden, wenn nichts los ist“, sagt er. „Und es ist immer was los.“ Die Überfahrt sei für ihn die einzige Pause am Tag. „Zehn Minuten Kaffee, Blick aufs Wasser. Das braucht man.“

Die Fährverbindung kostet für einen Pkw mit Fahrer derzeit rund 14 Euro pro Strecke. Die Preise sind in den vergangenen Jahren mehrfach gestiegen, vor allem wegen der höheren Treibstoffkosten. Viele Pendler nutzen Zehnerkarten oder Monatsabos, die günstiger sind.

## Die Frage nach der Zukunft

Über der Fährverbindung hängt seit Jahren eine große Frage: der geplante Elbtunnel der Autobahn 20. Die Küstenautobahn soll eines Tages westlich von Hamburg unter der Elbe hindurchführen, nur wenige Kilometer von der Fährstrecke entfernt. Wann der Tunnel gebaut wird, ist offen. Die Planungen ziehen sich seit mehr als zwei Jahrzehnten hin, Klagen von Umweltverbänden und Kostensteigerungen haben das Projekt immer wieder verzögert.

Für die Fähre wäre der Tunnel vermutlich das Ende. „Wenn man unten durchfahren kann, ohne zu bezahlen, nimmt keiner mehr die Fähre“, sagt Claußen. Die Reederei gibt sich gelassen. Man plane nicht für ein Projekt, dessen Fertigstellung nicht absehbar sei, heißt es. Stattdessen investiert das Unternehmen: Eine der Fähren soll in den kommenden Jahren durch ein Schiff mit Hybridantrieb ersetzt werden, das im Hafenbetrieb elektrisch fahren kann.

Auch das Personal ist ein Thema. Wie viele Reedereien in der Binnen- und Küstenschifffahrt hat das Unternehmen Mühe, Nachwuchs zu finden. Die Arbeit ist im Schichtdienst, bei jedem Wetter, oft am Wochenende. „Junge Leute wollen geregelte Zeiten“, sagt Claußen. „Das kann ich verstehen. Aber wer einmal hier draußen war, bei Sonnenaufgang über der Elbe, der will eigentlich nicht mehr ins Büro.“

## Ein Stück Heimat

Für viele in der Region ist die Fähre mehr als ein Verkehrsmittel. Sie taucht in Heimatbüchern auf, auf Postkarten, in Geschichten von Großeltern, die mit dem Fahrrad übersetzten, um auf der anderen Seite zu tanzen. Als die Reederei vor einigen Jahren den Winterbetrieb einschränken wollte, sammelte eine Bürgerinitiative innerhalb weniger Wochen mehr als 6000 Unterschriften. Der Plan wurde aufgegeben.

Um kurz nach acht hat sich der Nebel gelichtet. Auf der anderen Seite taucht Wischhafen auf, ein paar Häuser, ein Deich, ein Kiosk am Anleger. Claußen legt die Fähre mit einer ruhigen Bewegung an die Rampe, als würde er ein Auto einparken. Die Schranke geht hoch, die Autos rollen von Bord, der Traktor zuletzt.

Ob er sich vorstellen könne, dass es diese Verbindung eines Tages nicht mehr gibt? Claußen zuckt mit den Schultern. „Die Elbe war vor uns da, und sie wird nach uns da sein“, sagt er. „Die Frage ist nur, wer dann noch rüberfährt.“
"""),

S(id=8042, lang="de", section="Schleswig-Holstein", author="Svenja Ketelsen", date="2025-06-21", time="07:30",
  tags=["Freibad", "Ehrenamt", "Kommunen"],
  head="Wie eine Kleinstadt ihr Freibad rettete",
  dek="Die Stadt Kellinghusen wollte ihr Freibad aus Kostengründen schließen. Dann gründeten Bürger einen "
      "Verein – und übernahmen den Betrieb selbst.",
  body="""
Am Eröffnungstag stand die Schlange bis zum Parkplatz. Kinder mit Schwimmnudeln, Rentner mit Badetaschen, ein Vater, der ein aufblasbares Krokodil unter dem Arm trug. Als Birte Voss um zehn Uhr das Tor aufschloss, gab es Applaus. „Da hatte ich einen Kloß im Hals“, sagt die 54-Jährige. „Vor zwei Jahren dachten wir alle, dieses Bad sehen wir nie wieder offen.“

Das Freibad von Kellinghusen, einer Kleinstadt mit knapp 8000 Einwohnern im Kreis Steinburg, war 2023 eigentlich am Ende. Die Technik war veraltet, das Becken undicht, die jährlichen Verluste lagen bei rund 250.000 Euro. Die Stadt, finanziell angeschlagen, beschloss die Schließung. Ein Sanierungsgutachten bezifferte die nötigen Investitionen auf mehr als zwei Millionen Euro.

## Ein Verein mit 900 Mitgliedern

Doch viele Bürger wollten sich damit nicht abfinden. Wenige Wochen nach dem Ratsbeschluss gründete sich der Verein „Unser Freibad Kellinghusen“. Voss, Lehrerin an der örtlichen Grundschule, wurde zur Vorsitzenden gewählt. Heute hat der Verein mehr als 900 Mitglieder – mehr als jeder zehnte Einwohner.

Der Verein schloss mit der Stadt einen Pachtvertrag über 20 Jahre. Die Stadt beteiligt sich weiterhin mit einem festen Zuschuss von 80.000 Euro pro Jahr, den Rest müssen die Ehrenamtlichen selbst erwirtschaften: über Eintrittsgelder, Mitgliedsbeiträge, Spenden und einen Kiosk, der von Freiwilligen betrieben wird.

Für die Sanierung sammelte der Verein Fördermittel von Land und Bund, dazu kamen Spenden von Unternehmen aus der Region und eine Crowdfunding-Aktion, die in vier Wochen mehr als 140.000 Euro einbrachte.

## Ehrenamt mit Grenzen

Ganz ohne bezahltes Personal geht es allerdings nicht. Für die Wasseraufsicht sind ausgebildete Rettungsschwimmer vorgeschrieben. Der Verein beschäftigt zwei Fachangestellte für Bäderbetriebe in Vollzeit während der Saison, dazu kommen rund 40 ehrenamtliche Rettungsschwimmer, die meisten von ihnen Schüler und Studenten, die ihren Schein bei der örtlichen DLRG-Gruppe gemacht haben.

„Die Personalfrage ist das größte Risiko“, sagt Voss. Bundesweit fehlen Fachkräfte in Schwimmbädern, viele Bäder müssen deshalb ihre Öffnungszeiten verkürzen. Auch in Kellinghusen ist das Bad an Regentagen nur nachmittags geöffnet.

Dass Bürger ein Schwimmbad übernehmen, ist kein Einzelfall. Nach Angaben der Deutschen Gesellschaft für das Badewesen werden bundesweit inzwischen mehrere Hundert Bäder von Vereinen oder Genossenschaften betrieben, vor allem in ländlichen Regionen. Fachleute warnen jedoch davor, das Modell als Allheilmittel zu sehen. Ohne dauerhafte Unterstützung der Kommunen seien viele Vereine überfordert, vor allem wenn größere Reparaturen anstehen.

## „Hier lernen die Kinder schwimmen“

Für Voss geht es um mehr als Freizeit. Die Zahl der Kinder, die nicht sicher schwimmen können, ist in den vergangenen Jahren gestiegen. Ohne Freibad hätten die Schulen in Kellinghusen für den Schwimmunterricht mit dem Bus ins nächste Hallenbad fahren müssen – eine halbe Stunde pro Strecke.

„Hier lernen die Kinder schwimmen. Hier treffen sich die Alten morgens zum Bahnenziehen. Hier verlieben sich Jugendliche“, sagt Voss. „Das kann man nicht in einer Bilanz ausdrücken.“

Die erste Saison unter Vereinsführung lief besser als erwartet: Mehr als 38.000 Besucher kamen, der Verein schloss mit einem kleinen Plus ab. Für die kommenden Jahre plant er einen Solarpark auf dem Dach der Umkleiden, um die Energiekosten zu senken, und eine Sauna für die Wintermonate.
"""),

S(id=8043, lang="de", section="Wirtschaft", author="Till Hansen", date="2025-02-12", time="15:22",
  tags=["Deutsche Bahn", "Generalsanierung", "Pendler"],
  head="Generalsanierung zwischen Hamburg und Hannover verzögert sich",
  dek="Die Vollsperrung der Bahnstrecke soll nun erst im Herbst 2026 beginnen. Pendlerverbände sind verärgert, "
      "Güterverkehrsunternehmen erleichtert.",
  body="""
Die geplante Generalsanierung der Bahnstrecke zwischen Hamburg und Hannover verzögert sich um mehrere Monate. Wie die Infrastrukturgesellschaft der Bahn am Mittwoch mitteilte, soll die monatelange Vollsperrung der Strecke nicht wie bisher geplant im Frühjahr, sondern erst im Herbst 2026 beginnen.

Als Grund nannte das Unternehmen Verzögerungen bei der Planung der Ersatzverkehre und bei der Vergabe von Bauaufträgen. Zudem müssten zusätzliche Abstimmungen mit den Ländern Niedersachsen und Hamburg sowie mit den Güterverkehrsunternehmen geführt werden.

Die Strecke gehört zu den am stärksten belasteten Verbindungen im deutschen Schienennetz. Täglich fahren dort nach Bahnangaben mehr als 500 Züge, darunter ICE-Verbindungen in Richtung Süden, Regionalzüge und zahlreiche Güterzüge vom und zum Hamburger Hafen.

## Was sich für Fahrgäste ändert

Während der Sanierung sollen Gleise, Weichen, Oberleitungen und Stellwerke auf rund 180 Kilometern erneuert werden. Für Reisende bedeutet das erhebliche Einschränkungen:

- Fernzüge werden über Bremen oder Uelzen umgeleitet, die Fahrzeit verlängert sich um bis zu 45 Minuten.
- Zwischen Lüneburg und Celle wird ein Ersatzverkehr mit Bussen eingerichtet.
- Einige Regionalzüge entfallen ganz, andere verkehren nur auf Teilstrecken.
- Der Güterverkehr soll weitgehend über die Strecke Maschen–Rotenburg–Verden geführt werden.

Die Bahn kündigte an, die genauen Fahrpläne und Ersatzkonzepte bis zum Sommer zu veröffentlichen.

[rel] Bahnchaos im Norden: Was Pendler jetzt wissen müssen

## Kritik von Pendlern

Der Fahrgastverband Pro Bahn Niedersachsen kritisierte die erneute Verschiebung. „Die Pendlerinnen und Pendler brauchen Planungssicherheit“, sagte eine Sprecherin. „Viele haben Umzüge, Jobwechsel oder Betreuung für die Zeit der Sperrung organisiert. Jetzt wissen sie wieder nicht, woran sie sind.“

Auch aus Lüneburg kam Kritik. Der Oberbürgermeister der Stadt, die besonders stark von der Sperrung betroffen sein wird, sprach von einem „Vertrauensverlust“. Die Stadt hatte bereits Flächen für zusätzliche Busparkplätze am Bahnhof reserviert.

Erleichtert zeigte sich dagegen der Verband der Güterbahnen. Die zusätzliche Zeit ermögliche es, die Umleitungsstrecken besser vorzubereiten, hieß es. Der Verband hatte zuvor gewarnt, dass die Ausweichstrecken nicht genug Kapazität für den umgeleiteten Güterverkehr hätten.

## Teil eines bundesweiten Programms

Die Strecke Hamburg–Hannover ist Teil eines Programms, mit dem die Bahn bis 2030 rund 40 besonders stark belastete Korridore grundlegend erneuern will. Statt jahrelanger Baustellen mit einzelnen Sperrungen sollen die Strecken jeweils für mehrere Monate komplett gesperrt und in einem Zug saniert werden.

Die erste dieser Generalsanierungen, auf der Riedbahn zwischen Frankfurt und Mannheim, war im Dezember 2024 abgeschlossen worden. Die Bahn wertete sie als Erfolg, Kritiker verweisen jedoch auf hohe Kosten und anhaltende Verspätungen auch nach der Wiedereröffnung.
"""),

S(id=8044, lang="de", section="Norddeutschland", author="Frauke Möller", date="2025-10-27", time="06:12",
  tags=["Sturmflut", "Nordsee", "Wetter"],
  head="Sturmflutwarnung für die Nordseeküste aufgehoben",
  body="""
Das Bundesamt für Seeschifffahrt und Hydrographie hat die Sturmflutwarnung für die deutsche Nordseeküste am Montagmorgen aufgehoben. Die Wasserstände lagen in der Nacht an mehreren Pegeln mehr als einen Meter über dem mittleren Hochwasser.

In Husum und Büsum wurden Parkplätze in Hafennähe überflutet, größere Schäden wurden nach ersten Angaben nicht gemeldet. Einige Fährverbindungen zu den Halligen und Inseln fielen am Sonntagabend aus, der Betrieb soll im Laufe des Vormittags wieder aufgenommen werden.

Der Deutsche Wetterdienst erwartet für die kommenden Tage abnehmenden Wind aus West bis Nordwest.
"""),

S(id=8045, lang="fr", section="Lyon", author="Camille Rivière", date="2025-04-10", time="06:00",
  tags=["Vélo", "Mobilité", "Lyon", "Urbanisme"],
  head="À Lyon, la bataille des pistes cyclables sur les quais du Rhône",
  dek="La métropole veut doubler la voie vélo le long du fleuve et supprimer une file de circulation. "
      "Commerçants, riverains et cyclistes s'affrontent sur un projet à 18 millions d'euros.",
  body="""
Il est 8 h 15 sur le quai Augagneur, et la piste cyclable déborde. Vélos cargos chargés d'enfants, trottinettes, cyclistes en costume et coursiers à vélo électrique se serrent sur une voie de deux mètres de large, tandis qu'à côté, sur la chaussée, les voitures avancent au pas. « Aux heures de pointe, c'est devenu dangereux », souffle Manon Garnier, infirmière, qui traverse chaque matin le Rhône pour rejoindre l'hôpital Édouard-Herriot. « On se double à quelques centimètres, on freine en catastrophe. Il faut faire quelque chose. »

Quelque chose, la Métropole de Lyon a décidé de le faire. Le projet présenté en mars prévoit de doubler la largeur de la piste cyclable sur près de quatre kilomètres, entre le pont Pasteur et le parc de la Tête d'Or, en supprimant une file de circulation automobile sur les quais. Coût estimé : 18 millions d'euros. Début des travaux : janvier 2026, pour une livraison à l'été 2027.

Mais le projet a réveillé une querelle que l'on croyait assoupie, entre les partisans d'une ville apaisée et ceux qui craignent pour l'accessibilité du centre.

## Un axe devenu saturé

Les chiffres donnent raison, au moins en partie, aux promoteurs du projet. Selon les compteurs installés par la Métropole, le passage de vélos sur les quais du Rhône a plus que doublé depuis 2019, avec des pointes à plus de 12 000 passages par jour au printemps. Dans le même temps, le trafic automobile sur l'axe a baissé d'environ 20 %.

« La piste actuelle a été conçue pour quelques milliers de cyclistes par jour. Nous en sommes à trois ou quatre fois plus », explique Julien Lacroix, vice-président de la Métropole chargé des mobilités. « Ne rien faire, c'est accepter des accidents. »

La collectivité met en avant un objectif : faire passer la part du vélo dans les déplacements de l'agglomération de 6 % aujourd'hui à 15 % d'ici 2030. Le réseau des « Voies lyonnaises », des pistes larges et continues reliant le centre aux communes de la périphérie, doit compter douze lignes à terme.

> « On ne peut pas demander aux gens de laisser leur voiture et ne pas leur offrir de quoi circuler en sécurité. »

## Les commerçants inquiets

Sur la rive gauche, le discours est tout autre. L'association des commerçants du 7e arrondissement a lancé une pétition qui a recueilli plus de 5 000 signatures. Elle réclame le maintien des deux files de circulation et la création de places de livraison supplémentaires.

« Nos clients ne viennent pas tous à vélo », fait valoir Thibault Chevalier, qui tient une boutique de luminaires près du pont de la Guillotière. « Quand vous achetez un lustre ou une table, vous ne repartez pas avec sur un porte-bagages. Chaque fois qu'on retire de la place aux voitures, on perd des clients au profit des zones commerciales de la périphérie. »

Les artisans et les entreprises de livraison craignent également des difficultés d'accès. La Chambre de commerce et d'industrie a demandé une étude d'impact économique indépendante avant le lancement des travaux.

La Métropole répond que plusieurs études, en France comme à l'étranger, montrent que les cyclistes et les piétons dépensent au total autant, voire davantage, que les automobilistes dans les commerces de proximité, car ils viennent plus souvent. Elle promet aussi des aires de livraison et un accès maintenu pour les riverains et les personnes à mobilité réduite.

## Les riverains partagés

Chez les habitants, les avis sont plus nuancés. Lors d'une réunion publique organisée fin mars à la mairie du 3e arrondissement, plusieurs riverains ont salué un projet qui réduira le bruit et la pollution. D'autres ont exprimé leur crainte de voir le trafic reporté sur les rues voisines, déjà encombrées.

« Les voitures ne vont pas disparaître, elles vont passer devant chez nous », a lancé une habitante de la rue de Créqui, sous les applaudissements d'une partie de la salle. Les services de la Métropole assurent que des modélisations ont été réalisées et que le report sera limité, mais les documents n'ont pas encore été rendus publics.

Les associations de cyclistes, elles, soutiennent le projet tout en demandant davantage. La Ville à Vélo réclame une séparation physique continue entre cyclistes et piétons, ainsi qu'un meilleur traitement des carrefours, où se produisent la plupart des accidents.

## Un enjeu politique

Au-delà des quais, le dossier est devenu un symbole. L'opposition de droite au conseil de la Métropole dénonce une « guerre contre la voiture » et promet de revoir le projet en cas de victoire aux prochaines élections. La majorité écologiste y voit au contraire la preuve que la transformation de la ville est engagée.

Gaëlle Tanguy, politiste à l'université Lumière-Lyon 2, observe que les débats sur le vélo cristallisent des oppositions plus larges. « Derrière la piste cyclable, il y a la question de savoir à qui appartient l'espace public, et qui a le droit de s'y déplacer comment », explique-t-elle. « C'est pour cela que ces projets suscitent des réactions aussi fortes, bien au-delà de leur coût réel. »

Une concertation publique est ouverte jusqu'au 15 mai. La Métropole assure qu'elle tiendra compte des contributions avant de valider le tracé définitif à l'automne. Sur le quai Augagneur, en attendant, Manon Garnier continue de pédaler prudemment. « Je comprends les commerçants », dit-elle. « Mais moi, je veux juste arriver entière au travail. »
"""),

S(id=8046, lang="fr", section="Grenoble", author="Yann Perrin", date="2025-07-03", time="17:40",
  tags=["Transports", "Téléphérique", "Grenoble"],
  head="Grenoble : le téléphérique urbain reporté à 2028",
  body="""
Le futur téléphérique urbain de l'agglomération grenobloise ne sera pas mis en service avant le printemps 2028, soit avec plus d'un an de retard sur le calendrier initial, a annoncé jeudi le syndicat des mobilités de l'aire grenobloise.

Baptisé Métrocâble, le projet doit relier Fontaine à Saint-Martin-le-Vinoux en franchissant le Drac et l'Isère, sur un peu moins de quatre kilomètres. Ses cabines, d'une capacité de dix personnes, doivent transporter jusqu'à 1 800 voyageurs par heure et par sens.

Le report s'explique par des difficultés techniques rencontrées lors des études de sol pour l'implantation de deux pylônes, situés en zone inondable, ainsi que par un recours déposé par une association de riverains contre le permis de construire, rejeté en première instance en mai.

Le coût du projet a également été revu à la hausse. Estimé à 64 millions d'euros lors de son lancement, il atteint désormais 78 millions, en raison notamment de l'augmentation du prix de l'acier et des travaux de renforcement des fondations.

« Ce retard est regrettable, mais nous préférons prendre le temps de bien faire plutôt que d'avoir des problèmes une fois l'équipement en service », a déclaré le président du syndicat lors d'une conférence de presse.

L'opposition dénonce un projet « coûteux et mal ficelé ». Les premiers travaux préparatoires doivent débuter à l'automne.
"""),

S(id=8047, lang="fr", section="Saint-Malo", author="Loïc Le Goff", date="2025-11-20", time="07:05",
  tags=["Pêche", "Coquille Saint-Jacques", "Saint-Malo"],
  head="Saint-Malo : les pêcheurs de coquilles Saint-Jacques inquiets pour la saison",
  dek="Des gisements moins abondants, un gazole toujours cher et des prix sous pression : la campagne de "
      "coquilles démarre dans le doute.",
  body="""
Sur le quai de la criée de Saint-Malo, les casiers de coquilles Saint-Jacques s'alignent sous les néons. Il est 5 h 30, la vente commence dans une demi-heure. Yann Morvan, patron du chalutier Ker Anna, remonte de sa cale un panier qu'il pose sans enthousiasme. « Elles sont belles, mais il n'y en a pas beaucoup », lâche-t-il. « On a passé la nuit à chercher. »

La campagne de pêche à la coquille Saint-Jacques a ouvert début novembre dans le golfe normand-breton et en baie de Saint-Brieuc, et les premiers débarquements confirment les craintes des professionnels. Selon le comité régional des pêches, les volumes sont en recul d'environ 15 % par rapport à la même période l'an dernier sur certains gisements.

## Des gisements sous surveillance

Les scientifiques de l'Ifremer, qui évaluent chaque année l'état des gisements avant l'ouverture de la saison, avaient annoncé une biomasse en baisse sur plusieurs zones. Les causes restent débattues : recrutement plus faible des jeunes coquilles ces dernières années, hausse des températures de l'eau, prédation, ou encore pression de pêche.

« Ce n'est pas une catastrophe, mais il faut rester prudent », explique Élodie Fournier, biologiste halieutique. « La coquille Saint-Jacques a des cycles naturels, avec des bonnes et des mauvaises années. Ce qui nous inquiète, c'est la tendance sur plusieurs saisons. »

Pour préserver la ressource, les autorités ont maintenu des règles strictes : nombre de jours de pêche limité, horaires encadrés, quotas par navire et taille minimale de capture. Certaines zones restent fermées pour permettre aux jeunes coquilles de grandir.

## Le prix du gazole pèse toujours

À ces incertitudes s'ajoute le coût du carburant. Même s'il a reculé par rapport aux sommets de 2022, le prix du gazole de pêche reste nettement supérieur à ce qu'il était il y a cinq ans. Pour un chalutier comme le Ker Anna, le plein représente plusieurs milliers d'euros par semaine.

« Quand on cherche plus longtemps pour trouver la même quantité, on brûle plus de gazole », résume Yann Morvan. « Et le prix de vente, lui, ne suit pas. »

À la criée, les prix ont oscillé la semaine dernière autour de 4 euros le kilo pour les coquilles entières, un niveau jugé correct mais insuffisant pour compenser la hausse des charges. Les mareyeurs, eux, pointent la concurrence des coquilles importées, notamment du Royaume-Uni et d'Amérique du Sud, vendues moins cher en grandes surfaces.

## Un métier qui peine à recruter

Comme dans beaucoup de ports bretons, la flottille malouine vieillit. Plusieurs patrons approchent de la retraite sans repreneur, et les jeunes hésitent à se lancer dans un métier exigeant, soumis aux aléas de la météo et de la ressource.

Le lycée maritime de Saint-Malo forme pourtant chaque année une trentaine de jeunes aux métiers de la pêche. « Ils ont envie, ils sont motivés », assure un enseignant. « Mais acheter un bateau, c'est un investissement énorme, et les banques sont frileuses. »

Malgré tout, Yann Morvan n'envisage pas de raccrocher. « Mon père faisait ça, mon grand-père aussi », dit-il en regardant les acheteurs s'installer devant les écrans de la criée. « Tant que la mer nous donne quelque chose, on y va. »
"""),

S(id=8048, lang="fr", section="Lannion", author="Solène Bonnaud", date="2025-03-24", time="11:48",
  tags=["Faits divers", "École", "Lannion"],
  head="Lannion : une école primaire évacuée après une fuite de gaz",
  dek="Près de 200 élèves ont été mis à l'abri dans un gymnase voisin lundi matin. Aucun blessé n'est à déplorer.",
  body="""
Les élèves de l'école primaire du quartier de Ker Uhel, à Lannion, ont vécu une matinée agitée ce lundi 24 mars. Vers 9 h 40, une forte odeur de gaz a été signalée dans un couloir du bâtiment principal, entraînant l'évacuation immédiate de l'établissement.

Les 196 élèves et leurs enseignants ont été conduits dans le calme jusqu'au gymnase municipal situé à une centaine de mètres, où ils ont été pris en charge par le personnel de l'école et des agents de la mairie. Aucun blessé n'est à déplorer.

Les sapeurs-pompiers des Côtes-d'Armor, arrivés rapidement sur place, ont mis en place un périmètre de sécurité et procédé à des mesures. Une fuite a été localisée sur une canalisation alimentant la chaufferie, à la suite de travaux réalisés la semaine précédente sur le réseau. Les techniciens de GRDF ont coupé l'alimentation et sécurisé l'installation.

« Les enfants ont été formidables, ils connaissaient les consignes grâce aux exercices d'évacuation », a salué la directrice de l'école. Les parents ont été prévenus par message dans la matinée.

Les cours ont pu reprendre normalement en début d'après-midi, après le feu vert des pompiers. La mairie a annoncé qu'une vérification complète des installations de gaz serait réalisée pendant les vacances de printemps.
"""),

S(id=8049, lang="es", section="Campo", author="Joaquín Etcheverry", date="2025-02-16", time="08:00",
  tags=["Sequía", "Ganadería", "La Pampa", "Clima"],
  head="La sequía golpea al oeste pampeano: los productores venden vacas para no perderlas",
  dek="Con lluvias muy por debajo del promedio y pasturas secas, los ganaderos adelantan ventas y achican "
      "rodeos. En algunos departamentos, el agua para la hacienda llega en camiones.",
  body="""
La tranquera de la estancia La Aguada, a unos 40 kilómetros de Victorica, se abre a un paisaje que Martín Quiroga no recuerda haber visto nunca. El pasto natural, que en esta época debería estar verde y alto, es una alfombra amarilla que cruje bajo las botas. Los molinos giran, pero los tanques australianos están a media agua. En un corral, unas cuarenta vacas esperan el camión que las llevará al remate de General Acha.

«Son vacas buenas, preñadas muchas de ellas», dice Quiroga, de 58 años, mientras las mira por encima del alambrado. «No las vendo porque quiero. Las vendo porque si me quedo con ellas, en dos meses no tengo con qué darles de comer y se me mueren.»

El oeste de La Pampa atraviesa una de las sequías más severas de las últimas dos décadas. Según datos de la red de estaciones meteorológicas de la provincia, en los departamentos de Loventué, Chalileo y Chicalcó llovió entre el 35 y el 50 por ciento de lo habitual entre septiembre y enero, los meses clave para el crecimiento de las pasturas.

| Departamento | Lluvia normal sept-ene (mm) | Lluvia registrada (mm) |
| Loventué | 310 | 152 |
| Chalileo | 240 | 98 |
| Chicalcó | 225 | 112 |
| Toay | 380 | 241 |

## Ventas anticipadas y precios en baja

La consecuencia más visible es la salida anticipada de hacienda. En los remates de la región, la oferta de vacas y vaquillonas creció con fuerza en las últimas semanas, y los consignatarios advierten que muchos productores están desprendiéndose de animales de cría, lo que afectará la producción de terneros de los próximos años.

«Cuando un productor vende vientres, no está vendiendo la producción de este año, está vendiendo la de los próximos tres o cuatro», explica Florencia Olivera, ingeniera agrónoma de una cooperativa de Santa Rosa. «Recuperar un rodeo lleva mucho tiempo. Hay campos que después de la sequía de 2009 tardaron casi una década en volver a la carga que tenían.»

El aumento de la oferta presiona sobre los precios. En el último remate de General Acha, las vacas de invernada se vendieron hasta un 15 por ciento por debajo de los valores de diciembre, según los consignatarios. Los terneros, en cambio, mantienen cotizaciones firmes por la demanda de los engordadores de otras zonas.

## Agua en camiones

En los campos más alejados, el problema ya no es solo el pasto sino el agua. Muchas aguadas naturales se secaron, y algunos molinos no alcanzan a bombear lo suficiente cuando el viento afloja. El gobierno provincial puso en marcha un operativo de distribución de agua con camiones cisterna para pequeños productores del oeste, en coordinación con los municipios.

Santiago Ferreyra, crianceros de cabras y vacas en un puesto cercano a Algarrobo del Águila, recibe el camión dos veces por semana. «Sin eso no aguantaríamos», reconoce. «Pero es agua para que los animales sobrevivan, no para que engorden.» Su familia, que tenía unas 300 cabras y 60 vacas, ya vendió la mitad de los animales.

## Las medidas oficiales

La Legislatura provincial aprobó la semana pasada la declaración de emergencia agropecuaria para siete departamentos del oeste y el centro de la provincia. La medida permite a los productores afectados postergar el pago de impuestos provinciales, acceder a líneas de crédito con tasas subsidiadas del banco provincial y solicitar la prórroga de vencimientos.

El ministro de la Producción provincial señaló que también se gestiona ante el gobierno nacional la homologación de la emergencia, lo que habilitaría beneficios impositivos federales. «Estamos acompañando a los productores, pero sabemos que las herramientas financieras no reemplazan a la lluvia», admitió en una conferencia de prensa.

Las entidades rurales consideran que las medidas llegan tarde y son insuficientes. La Asociación Agrícola Ganadera de La Pampa reclamó aportes directos para la compra de alimento y la perforación de nuevos pozos, además de una rebaja temporal de las retenciones a la carne. «Un crédito sirve si vas a tener cómo devolverlo. Hoy muchos no saben si van a tener campo el año que viene», dijo su presidente.

## Qué dicen los pronósticos

Los especialistas en clima no traen buenas noticias en el corto plazo. El Servicio Meteorológico Nacional prevé lluvias inferiores a lo normal para el centro-oeste del país durante el próximo trimestre, en un contexto de enfriamiento del océano Pacífico que suele asociarse a temporadas más secas en la región.

Valentina Sosa, investigadora de la Universidad Nacional de La Pampa que estudia la variabilidad climática en la región semiárida, advierte que las sequías severas se volvieron más frecuentes en las últimas dos décadas. «El oeste pampeano siempre fue un ambiente difícil, con años buenos y malos», explica. «Lo que vemos es que los periodos secos se alargan y que hay menos tiempo para recuperarse entre uno y otro.»

Para Sosa, la adaptación pasa por ajustar la carga animal a la capacidad real de los campos, invertir en reservas de forraje en los años buenos y mejorar la infraestructura de agua. «No es solo un problema del productor. Es un problema de desarrollo de toda la región.»

## «Hay que aguantar»

En La Aguada, el camión llegó a media tarde. Quiroga ayudó a cargar las vacas una por una, sin hablar demasiado. Cuando el vehículo se alejó por el camino de tierra, levantando una nube de polvo que tardó en asentarse, se quedó un rato mirando el horizonte.

«Mi abuelo llegó acá en 1930 y pasó sequías peores, dicen», comentó después. «Hay que aguantar. Si llueve en marzo, algo se recupera. Si no llueve, no sé.» Miró el cielo limpio, sin una nube. «Acá uno aprende a no hacer planes con el tiempo.»
"""),

S(id=8050, lang="es", section="Sociedad", author="Camila Benítez", date="2025-09-12", time="13:30",
  tags=["Energía solar", "Santa Rosa", "Municipio"],
  head="Santa Rosa inauguró su primer parque solar municipal",
  dek="La planta, de 2 megavatios, abastecerá el alumbrado público y los edificios municipales. El intendente "
      "aseguró que el ahorro será de 180 millones de pesos por año.",
  body="""
La Municipalidad de Santa Rosa inauguró este viernes su primer parque solar, ubicado en un predio de seis hectáreas en la zona sur de la ciudad, junto a la ruta nacional 35. La planta, con una potencia instalada de 2 megavatios, generará energía suficiente para abastecer el alumbrado público y los principales edificios municipales.

El parque cuenta con 3.600 paneles fotovoltaicos montados sobre estructuras con seguimiento solar, que se orientan a lo largo del día para aprovechar al máximo la radiación. La energía producida se inyecta a la red de la cooperativa eléctrica local y se descuenta de las facturas del municipio mediante un sistema de compensación.

Durante el acto de inauguración, el intendente destacó que la obra permitirá un ahorro estimado de 180 millones de pesos anuales en el gasto de energía de la comuna. «Cada peso que dejamos de pagar en luz es un peso que podemos invertir en calles, en salud, en los barrios», afirmó ante vecinos, funcionarios y representantes de la cooperativa.

## Una inversión de cuatro años

El proyecto comenzó a planificarse en 2021 y demandó una inversión total cercana a los 2.400 millones de pesos, financiada en parte con un crédito de un fondo de desarrollo provincial y en parte con recursos propios. Los trabajos de obra comenzaron a fines de 2023 y estuvieron a cargo de una empresa de General Pico, que empleó a unas 45 personas durante la construcción.

Según los técnicos municipales, La Pampa tiene condiciones muy favorables para la energía solar, con altos niveles de radiación y muchos días despejados al año. «La región semiárida tiene un recurso solar comparable al de zonas con mucha más tradición en renovables», explicó el ingeniero a cargo del proyecto.

## Qué opinan los vecinos

La obra fue recibida con entusiasmo por la mayoría de los vecinos consultados, aunque algunos plantearon dudas. Agustina Larrañaga, que vive en un barrio cercano al predio, contó que al principio temía por el impacto visual. «Pensé que iba a ser algo feo, pero está bien hecho, con una cortina de árboles. Lo que me gustaría es que ahora bajen las tasas», dijo.

Desde la oposición en el Concejo Deliberante valoraron la iniciativa, pero pidieron mayor transparencia sobre el costo final y las condiciones del crédito. «No estamos en contra de la energía solar. Queremos ver los números completos», señaló un concejal.

## Próximos pasos

El municipio anunció que evalúa una segunda etapa, que podría duplicar la capacidad del parque, y un programa para instalar paneles en escuelas y centros de salud. También analiza, junto con la cooperativa eléctrica, un esquema para que los vecinos puedan instalar paneles en sus casas y vender el excedente a la red, según lo que permite la legislación provincial de generación distribuida.

La Pampa cuenta ya con otros parques solares en funcionamiento en localidades del interior de la provincia, y el gobierno provincial se propuso aumentar de forma significativa la generación renovable en los próximos años.
"""),

S(id=8051, lang="it", section="Verona", author="Giulia Menegatti", date="2025-05-29", time="18:20",
  tags=["Viabilità", "Ponti", "Verona"],
  head="Verona, il ponte chiuso che divide due quartieri",
  dek="Da quattro mesi il ponte pedonale sull'Adige tra Veronetta e San Giorgio è inagibile. Commercianti in "
      "difficoltà, anziani costretti a lunghi giri: il Comune promette la riapertura entro l'autunno.",
  body="""
Per attraversare l'Adige, Rosa Castagna oggi impiega venti minuti. Prima ne bastavano tre. La signora, 81 anni, abita in una via di Veronetta e ogni mattina andava a piedi al mercato di San Giorgio, dall'altra parte del fiume, attraversando la passerella pedonale che collega i due quartieri. Da febbraio la passerella è chiusa, transennata su entrambi i lati.

«Adesso devo scendere fino al ponte Nuovo e poi risalire», racconta, appoggiata al bastone. «Con le mie gambe non ce la faccio più. Vado al mercato una volta a settimana, quando mi accompagna mia nipote.»

La chiusura è stata disposta dal Comune all'inizio di febbraio, dopo che un'ispezione tecnica aveva rilevato segni di corrosione avanzata in alcuni elementi della struttura metallica, costruita negli anni Settanta. Secondo la relazione dei tecnici, la passerella non garantiva più le condizioni di sicurezza necessarie per il passaggio dei pedoni, soprattutto in caso di piena del fiume.

## Commercianti in difficoltà

Per i negozi e i bar che si affacciano sulle due estremità del ponte, la chiusura è stata un colpo duro. «Abbiamo perso almeno il trenta per cento dei clienti», dice Davide Rizzardi, titolare di un bar a pochi metri dall'ingresso della passerella sul lato di San Giorgio. «Molti erano persone che passavano la mattina andando al lavoro o all'università. Adesso fanno un'altra strada e non ci vedono più.»

Un gruppo di commercianti ha scritto al sindaco chiedendo tempi certi per i lavori e un contributo per compensare il calo degli incassi.

Anche gli studenti dell'università, che ha diverse sedi a Veronetta, hanno protestato. Un'assemblea studentesca ha raccolto oltre mille firme per chiedere la realizzazione di una passerella provvisoria durante i lavori.

[rel] Verona, lavori in lungadige: le modifiche alla viabilità fino a giugno

## I lavori e i tempi

Secondo il cronoprogramma presentato dall'assessore ai lavori pubblici, l'intervento di consolidamento costerà circa 1,9 milioni di euro e prevede la sostituzione delle travi corrose, il rifacimento della pavimentazione e l'installazione di un nuovo sistema di illuminazione. La gara d'appalto è stata aggiudicata ad aprile e il cantiere dovrebbe aprire a metà giugno.

«L'obiettivo è riaprire la passerella entro ottobre», ha spiegato l'assessore durante una commissione consiliare. «Sappiamo bene i disagi che stanno vivendo i residenti e i commercianti, ma la sicurezza viene prima di tutto. Non potevamo correre rischi.»

L'ipotesi di una passerella provvisoria è stata scartata dai tecnici per ragioni di costo e di tempi: secondo il Comune, installarla avrebbe richiesto quasi quanto il restauro di quella esistente. In alternativa, l'amministrazione ha potenziato una linea di autobus che collega i due quartieri e ha attivato un servizio di navetta gratuita per gli anziani, su prenotazione, nei giorni di mercato.

## Il nodo della manutenzione

L'opposizione in consiglio comunale accusa l'amministrazione di aver trascurato per anni la manutenzione delle infrastrutture. «Le criticità della passerella erano note da tempo», sostiene un consigliere di minoranza, che cita un verbale di sopralluogo del 2019 in cui si raccomandavano interventi urgenti. «Se si fosse intervenuti allora, oggi non saremmo in questa situazione.»

Il Comune replica che negli ultimi anni sono stati stanziati fondi per la verifica di tutti i ponti cittadini e che il monitoraggio ha permesso proprio di individuare il problema prima che diventasse pericoloso.

Intanto, davanti alle transenne, qualcuno ha appeso un cartello scritto a mano: «Ci vediamo in autunno». Sotto, un altro passante ha aggiunto con un pennarello: «Speriamo».
"""),

S(id=8052, lang="it", section="Lago di Garda", author="Matteo Dalla Valle", date="2025-04-05", time="07:00",
  tags=["Navigazione", "Turismo", "Lago di Garda", "Trasporti"],
  head="Garda, la crisi dei battelli mette a rischio la stagione",
  dek="Mancano marinai e comandanti, la flotta è vecchia e le corse ridotte. Albergatori e sindaci chiedono un "
      "piano straordinario prima dell'estate.",
  body="""
Alle nove del mattino, sul pontile di Malcesine, una cinquantina di turisti aspetta il battello per Limone. Il tabellone indica un ritardo di venti minuti, poi quaranta. Alla fine arriva un annuncio in tre lingue: la corsa è soppressa. «Per mancanza di personale», spiega un'addetta alla biglietteria, allargando le braccia. Una coppia di tedeschi si guarda intorno, indecisa. Un gruppo di ragazzi olandesi si avvia verso la fermata dell'autobus.

Scene come questa sono diventate frequenti sul Lago di Garda. La scorsa estate, secondo i dati forniti dai sindacati, la società che gestisce la navigazione pubblica sul lago ha dovuto cancellare oltre 1.200 corse, soprattutto nei fine settimana e nei mesi di luglio e agosto, quando la domanda è più alta. E quest'anno, a pochi mesi dall'inizio della stagione, la situazione non sembra migliorata.

## Il problema del personale

Il nodo principale è la carenza di personale qualificato. Per condurre un battello servono comandanti e motoristi con specifiche abilitazioni, che richiedono anni di formazione ed esperienza. Molti dei dipendenti storici sono andati in pensione negli ultimi anni, e il ricambio non è stato sufficiente.

«I concorsi vanno deserti», spiega Nicola Benedetti, rappresentante sindacale dei lavoratori della navigazione. «Un marinaio stagionale guadagna poco più di milleduecento euro al mese, con turni pesanti e spesso lontano da casa. Sul lago gli affitti sono altissimi, un giovane che viene da fuori non riesce neanche a trovare una stanza.»

Il problema è aggravato dalla concorrenza del settore privato. Le compagnie di barche turistiche e i cantieri nautici offrono stipendi più alti e contratti più flessibili, e molti giovani formati dalla navigazione pubblica passano al privato dopo qualche stagione.

[fig] Il pontile di Malcesine in una mattina di aprile: a sinistra il tabellone con le corse soppresse. || Foto: La Voce dell'Adige

## Una flotta che invecchia

Anche i mezzi mostrano i segni del tempo. Diverse unità della flotta hanno più di cinquant'anni e richiedono frequenti interventi di manutenzione. Due motonavi sono ferme in cantiere da mesi in attesa di pezzi di ricambio. Il piroscafo storico, una delle attrazioni più amate del lago, esce solo in occasioni speciali.

Il ministero delle Infrastrutture ha stanziato negli ultimi anni fondi per il rinnovo della flotta, compreso l'acquisto di nuove unità a propulsione ibrida. Ma i tempi di costruzione sono lunghi: le prime consegne sono previste non prima del 2027.

## Albergatori e sindaci in allarme

Per il turismo del Garda, che conta oltre 25 milioni di presenze l'anno, i battelli non sono solo un mezzo di trasporto ma parte dell'esperienza. Molti visitatori scelgono di muoversi sul lago proprio per evitare il traffico sulle strade costiere, spesso congestionate in estate.

«Un turista che resta a terra perché la corsa è stata cancellata non torna più», dice Francesca Tomasi, presidente di un'associazione di albergatori della sponda veronese. «Abbiamo clienti che prenotano gite in battello da mesi. Quando saltano, se la prendono con noi.»

I sindaci dei comuni rivieraschi di Lombardia, Veneto e Trentino hanno scritto una lettera congiunta al ministero chiedendo un piano straordinario per la stagione estiva: assunzioni a tempo determinato con incentivi economici, alloggi per il personale stagionale e una collaborazione con gli armatori privati per coprire le linee più richieste.

## Le risposte della società

La società di navigazione riconosce le difficoltà ma assicura di essere al lavoro. In una nota, ha annunciato l'avvio di un nuovo bando per 45 posti stagionali, con un'indennità di alloggio, e un accordo con un istituto nautico per avviare percorsi di formazione che permettano ai diplomati di ottenere più rapidamente le abilitazioni necessarie.

«Siamo consapevoli dell'importanza del servizio per i cittadini e per il turismo», si legge nella nota. «Stiamo facendo tutto il possibile per garantire il programma estivo, anche attraverso una rimodulazione delle corse che privilegi le tratte più utilizzate.»

I sindacati giudicano le misure un passo nella giusta direzione ma insufficienti. «Servono contratti stabili, non solo stagionali», insiste Benedetti. «Finché il lavoro sul lago sarà precario e mal pagato, i giovani non resteranno.»

## I residenti dimenticati

In mezzo al dibattito sul turismo, c'è chi ricorda che i battelli servono anche a chi sul lago ci vive tutto l'anno. Per i residenti di alcune frazioni, soprattutto sulla sponda trentina e bresciana, il servizio pubblico è l'unico collegamento comodo con i centri più grandi.

Elisa Pellegrini, insegnante che vive a Limone e lavora a Riva, usa il battello ogni giorno nei mesi in cui è attivo. «D'inverno le corse sono pochissime, d'estate sono piene di turisti e spesso cancellate», racconta. «Alla fine prendo la macchina, come tutti. E così il traffico peggiora.»

Sul pontile di Malcesine, intanto, l'autobus per Limone è arrivato ed è ripartito già pieno. Chi non è riuscito a salire aspetta il prossimo, tra un'ora. Il lago, immobile e luccicante, sembra non accorgersi di niente.
"""),

S(id=8053, lang="nl", section="Binnenland", author="Lieke Vermeulen", date="2025-01-18", time="05:00",
  tags=["Studentenhuisvesting", "Maastricht", "Wonen", "Onderwijs"],
  head="Hoe Maastricht de strijd om de studentenkamer probeert te winnen",
  dek="Duizenden internationale studenten zoeken elk jaar een kamer in een stad die daar niet op is "
      "gebouwd. Gemeente, universiteit en bewoners zoeken naarstig naar oplossingen – en naar schuldigen.",
  body="""
De rij voor het kantoor van de huisvestingsbalie in het centrum van Maastricht begint om zeven uur 's ochtends. Het is eind augustus, de eerste collegeweek nadert, en tientallen studenten uit Duitsland, Italië, Griekenland, India en China wachten met koffers en rugzakken op een gesprek. Sommigen slapen al een week in een hostel. Eén jongen uit Turijn vertelt dat hij de afgelopen nachten bij een vriend op de bank heeft gelegen, in een kamer van negen vierkante meter.

„Ik wist dat het moeilijk zou zijn", zegt hij. „Maar niet dat het zó moeilijk zou zijn."

Maastricht is al jaren een van de meest internationale studentensteden van Nederland. Ruim de helft van de ongeveer 22.000 studenten aan de universiteit komt uit het buitenland. Daarnaast studeren duizenden jongeren aan de hogeschool en de kunstacademie. Voor een stad van 120.000 inwoners is dat een enorme groep, en de woningmarkt kan die druk al lang niet meer aan.

## Een tekort van duizenden kamers

Volgens de meest recente monitor van de gemeente kwam Maastricht vorig studiejaar ongeveer 2.500 studentenkamers tekort. De gemiddelde huur van een kamer in de particuliere sector steeg in vijf jaar met bijna een derde, tot ruim 600 euro per maand. Internationale studenten, die de stad en de Nederlandse huurregels niet kennen, zijn extra kwetsbaar voor oplichting en uitbuiting.

„We zien nog steeds nepadvertenties, waarbij studenten een borg overmaken voor een kamer die niet bestaat", zegt Marloes Bongers van het Juridisch Loket in Maastricht. „En we zien kamers zonder huurcontract, met huurprijzen ver boven wat wettelijk is toegestaan. Studenten durven daar vaak niets van te zeggen, omdat ze bang zijn op straat te komen."

[fig] Studenten wachten met hun bagage voor de huisvestingsbalie in het centrum van Maastricht, eind augustus. || Foto: Het Zuiderlicht

## Containerwoningen en kantoorpanden

De gemeente en de universiteit proberen het tekort op verschillende manieren terug te dringen. Op een voormalig bedrijventerrein aan de rand van de stad zijn de afgelopen twee jaar ruim 400 tijdelijke studio's gebouwd, in modulaire units die over tien jaar weer kunnen worden verplaatst. Een leegstaand kantoorpand bij het station wordt verbouwd tot 280 kamers.

Wethouder Ruud Hendriks, verantwoordelijk voor wonen, noemt de aanpak „alle hens aan dek". „We bouwen waar we kunnen, we transformeren waar we kunnen, en we pakken malafide verhuurders aan," zegt hij. „Maar we kunnen niet in twee jaar inhalen wat in twintig jaar is blijven liggen."

Sinds vorig jaar geldt in Maastricht een vergunningsplicht voor verhuurders van kamers. Wie zonder vergunning verhuurt of de regels overtreedt, riskeert een boete die kan oplopen tot tienduizenden euro's. De gemeente heeft extra handhavers aangenomen om controles uit te voeren.

## Spanning in de wijken

Niet iedereen is blij met de groei van het aantal studenten. In wijken als Wyck, Jekerkwartier en Brusselsepoort klagen bewoners al jaren over de verkamering van eengezinswoningen, geluidsoverlast en fietsen op de stoep. Buurtverenigingen pleiten voor een maximum aantal kamerpanden per straat.

„Ik heb niets tegen studenten, ik ben zelf student geweest", zegt Koen Peeters, voorzitter van een bewonersvereniging in Brusselsepoort. „Maar als in een straat de helft van de huizen kamerpanden zijn geworden, verandert de buurt. Gezinnen trekken weg, de school loopt leeg, en 's zomers staan de huizen leeg."

De gemeente heeft inmiddels een quotum ingesteld in een aantal straten, waar geen nieuwe kamervergunningen meer worden verleend als een bepaald percentage al is bereikt. Studentenorganisaties vrezen dat dat het tekort verder vergroot.

## De rol van de universiteit

Ook de universiteit ligt onder vuur. Critici verwijten haar dat ze jarenlang actief internationale studenten heeft geworven, zonder voldoende rekening te houden met de beschikbaarheid van woonruimte. In de landelijke politiek klinkt de roep om de instroom van internationale studenten te beperken steeds luider, onder meer door meer opleidingen in het Nederlands aan te bieden.

Een woordvoerder van de universiteit wijst erop dat de instelling zelf ook kamers laat bouwen en garandeert dat eerstejaars internationale studenten die zich op tijd aanmelden een kamer krijgen aangeboden via een huisvestingspartner. „Het internationale karakter is een kernwaarde van onze universiteit en van deze stad", zegt ze. „Maar we nemen onze verantwoordelijkheid voor huisvesting serieus."

De universiteit heeft aangekondigd dat zij het aantal plaatsen in sommige Engelstalige bacheloropleidingen de komende jaren zal beperken. Dat besluit kwam mede onder druk van de landelijke overheid, die de internationalisering van het hoger onderwijs wil afremmen.

## Wat studenten zelf zeggen

Voor de studenten in de rij voor de huisvestingsbalie zijn de grote debatten ver weg. Ze willen een bed, een bureau en een adres waar ze zich kunnen inschrijven. Femke Coenen, een Nederlandse studente die als vrijwilliger nieuwe internationale studenten helpt, ziet elk jaar dezelfde taferelen.

„Het eerste wat veel internationale studenten van Nederland zien, is een rij voor een loket en een kamer die te duur is", zegt ze. „Dat is geen goed begin. En toch blijven de meesten, en vinden ze hier hun plek. Dat zegt ook iets over hoe graag ze hier willen zijn."

De jongen uit Turijn kreeg die dag een tijdelijke kamer aangeboden in een van de containerwoningen, voor drie maanden. „Beter dan de bank van mijn vriend", zegt hij, met een opgeluchte grijns. „Daarna zien we wel weer."
"""),

S(id=8054, lang="nl", section="Economie", author="Thijs Kessels", date="2025-10-09", time="14:00",
  tags=["Wijnbouw", "Limburg", "Landbouw"],
  head="Limburgse wijnboeren zien oogst bijna verdubbelen",
  dek="Een warm voorjaar en een droge nazomer zorgen voor een recordoogst in het Heuvelland. Maar de sector "
      "worstelt met personeelstekort en prijsdruk.",
  body="""
De Limburgse wijnboeren hebben dit jaar een uitzonderlijk goede oogst binnengehaald. Volgens een eerste inventarisatie van de provinciale vereniging van wijnbouwers ligt de opbrengst in het Heuvelland bijna twee keer zo hoog als vorig jaar, toen nachtvorst en een natte zomer voor grote schade zorgden.

„Dit is een jaar om in te lijsten", zegt Joris Smeets, die met zijn familie een wijngaard van twaalf hectare bij Eys beheert. „De druiven zijn gezond, het suikergehalte is hoog en we hebben nauwelijks last gehad van schimmel. Zo'n jaar maak je niet vaak mee."

Het warme en zonnige voorjaar zorgde voor een vroege bloei, terwijl een droge en warme periode in augustus en september de druiven goed liet rijpen. Ook de regen bleef op de juiste momenten uit, waardoor de oogst zonder grote problemen kon worden binnengehaald.

## Sterke groei van de sector

De wijnbouw in Limburg groeit al jaren snel. Waar er twintig jaar geleden slechts een handvol wijngaarden in de provincie lag, telt de vereniging nu ruim zestig leden, met samen ongeveer 300 hectare aan wijnstokken. Limburgse wijnen, vooral witte en mousserende, winnen steeds vaker prijzen op internationale wedstrijden.

De klimaatverandering speelt daarbij een belangrijke rol. Hogere gemiddelde temperaturen maken het mogelijk om druivenrassen te telen die vroeger alleen in zuidelijkere streken goed rijpten. Tegelijkertijd neemt het risico op extreme weersomstandigheden toe, zoals late nachtvorst, hagel en hevige regenval.

„Het weer wordt niet alleen warmer, maar ook grilliger", zegt Eline Willems, onderzoeker bij een kenniscentrum voor fruit- en wijnteelt. „Een recordjaar kan volgen op een rampjaar, en omgekeerd. Wijnboeren moeten leren leven met die onzekerheid."

## Handen tekort

De grote oogst bracht ook problemen met zich mee. Veel wijnboeren hadden moeite om genoeg plukkers te vinden. Traditioneel zijn dat vaak seizoenswerkers uit Oost-Europa, aangevuld met studenten en vrijwilligers uit de regio.

„We hebben dit jaar alles uit de kast moeten halen", zegt Smeets. „Familie, vrienden, buren, iedereen die een schaar kon vasthouden. Een paar percelen hebben we pas op het laatste moment kunnen plukken."

Daarnaast maken de wijnboeren zich zorgen over de prijzen. Een grote oogst betekent meer wijn, en die moet wel verkocht worden. Tegelijkertijd stijgen de kosten voor energie, flessen en arbeid. „De Nederlandse consument is bereid iets meer te betalen voor een lokale wijn, maar niet onbeperkt", zegt Smeets. „Met een Franse of Spaanse wijn uit de supermarkt kunnen we niet concurreren op prijs."

De vereniging wil de komende jaren meer inzetten op wijntoerisme, met proeverijen, rondleidingen en overnachtingen op de wijngaarden. Volgens de provincie trekt het Heuvelland nu al jaarlijks tienduizenden bezoekers die speciaal voor de wijn komen.
"""),

S(id=8055, lang="sv", section="Göteborg", author="Johan Nyström", date="2025-03-05", time="16:45",
  tags=["Infrastruktur", "Göteborg", "Broar"],
  head="Nya bron över Göta älv försenas igen – notan stiger med 400 miljoner",
  dek="Den öppningsbara gång- och cykelbron mellan Frihamnen och centrum blir klar tidigast 2028. Oppositionen "
      "kräver en extern granskning.",
  body="""
Byggandet av den nya gång- och cykelbron över Göta älv i Göteborg försenas ytterligare ett år. Det beskedet lämnade stadens trafikkontor vid en presskonferens på onsdagen. Samtidigt räknas den totala kostnaden upp med omkring 400 miljoner kronor, till drygt 1,6 miljarder.

Bron, som ska förbinda Frihamnen på Hisingen med centrala Göteborg, var ursprungligen tänkt att stå klar 2026. Nu bedöms den kunna öppnas för trafik tidigast under våren 2028.

Enligt trafikkontoret beror förseningen främst på problem med grundläggningen. Vid provborrningar i älvens botten har man upptäckt att leran på flera ställen är lösare och djupare än vad tidigare undersökningar visat. Det innebär att pålarna som ska bära brons fundament måste göras längre och fler.

– Vi har stött på geotekniska förutsättningar som är betydligt svårare än vad vi räknade med. Vi kan inte kompromissa med säkerheten, och därför behöver vi göra om delar av konstruktionen, sade projektchefen Maja Sjöberg.

## Dyrare stål och ny upphandling

Utöver problemen med grunden har kostnaderna för stål och andra material ökat kraftigt sedan projektet upphandlades. En del av arbetet måste också upphandlas på nytt efter att en underentreprenör gått i konkurs under hösten.

Bron ska bli öppningsbar, så att fartyg kan passera in till de inre delarna av hamnen. Det är en av anledningarna till att den är så komplicerad att bygga. Brospannet ska kunna lyftas på ett par minuter med hjälp av hydrauliska system.

[rel] Så blir trafiken runt Centralstationen under ombyggnaden

## Oppositionen vill ha granskning

Oppositionen i kommunfullmäktige reagerade skarpt på beskedet. Flera partier kräver nu en oberoende granskning av projektet.

– Det här är tredje gången på fyra år som vi får höra att bron blir dyrare och senare. Göteborgarna förtjänar att få veta varför, och vem som har ansvaret, säger en oppositionsföreträdare i trafiknämnden.

Trafiknämndens ordförande försvarade projektet och menade att bron är en viktig del av stadsutvecklingen på Hisingen, där tusentals nya bostäder planeras i Frihamnen och på Ringön.

– Det är självklart inte bra att kostnaderna ökar. Men alternativet att stoppa projektet nu vore ännu dyrare. Bron behövs för att knyta ihop staden, sade hon.

## Cyklister får vänta

För cyklister och fotgängare på Hisingen innebär förseningen att de får fortsätta använda befintliga förbindelser, som ofta är trånga och upplevs som otrygga. Cykelfrämjandet i Göteborg uttryckte besvikelse.

– Det finns redan i dag tusentals människor som cyklar över älven varje dag, och de gör det på broar som inte är byggda för dem. Varje år av försening är ett år till med onödiga risker, säger en företrädare för föreningen.

Arbetet i älven pågår samtidigt som det tunga arbetet med fundamenten planeras om. Trafikkontoret räknar med att kunna presentera en reviderad tidsplan och budget för politikerna före sommaren.
"""),

S(id=8056, lang="sv", section="Väst", author="Frida Ekdahl", date="2025-11-29", time="13:05",
  tags=["Marstrand", "Färjor", "Olyckor"],
  head="Färja gick på grund utanför Marstrand – ingen skadad",
  body="""
En passagerarfärja gick på grund i inloppet till Marstrand på lördagsförmiddagen. Ombord fanns ett tjugotal passagerare och tre besättningsmän. Ingen skadades, enligt Sjöräddningssällskapet.

Färjan stod fast på ett grund strax söder om Koön i ungefär en timme innan den kunde bogseras loss vid högvatten. Passagerarna fördes i land med en räddningsbåt.

Det var hård vind och dålig sikt i området vid tillfället. Transportstyrelsen har informerats och händelsen kommer att utredas, uppger rederiet.

Trafiken med ersättningsfärja återupptogs under eftermiddagen.
"""),

S(id=8057, lang="pt", section="Local", author="Mariana Figueiredo", date="2025-06-07", time="08:00",
  tags=["Seca", "Arroz", "Ribatejo", "Agricultura"],
  head="No Ribatejo, a seca obriga a repensar o arroz",
  dek="Com barragens abaixo da média e restrições à rega, orizicultores do Tejo e do Sorraia reduzem áreas e "
      "experimentam novas técnicas. Alguns perguntam se a cultura tem futuro na região.",
  body="""
Às sete da manhã, o sol ainda baixo sobre a lezíria, Rui Antunes caminha pela berma de um canteiro de arroz perto de Benavente. A água, que nesta altura do ano devia cobrir o terreno com uma película brilhante, mal chega às canelas das plantas mais jovens. Em alguns pontos, o fundo lamacento já começou a rachar.

«Este ano semeei menos um terço do que o costume», diz o agricultor, de 52 anos, que cultiva arroz há quase três décadas nos campos da sua família. «Não havia garantias de água para tudo. Preferi semear menos e ter a certeza de que chego ao fim.»

A decisão de Rui Antunes não é caso isolado. Em todo o vale do Tejo e do Sorraia, uma das principais regiões orizícolas do país, os produtores de arroz estão a reduzir áreas, a adiar sementeiras e a testar métodos de cultivo que gastem menos água. A causa é a mesma que tem marcado os últimos anos no sul do país: uma seca prolongada que deixou várias albufeiras bem abaixo da média.

## Barragens em níveis baixos

Segundo os dados mais recentes do sistema nacional de informação de recursos hídricos, as albufeiras que abastecem os perímetros de rega do Sorraia estavam no início de junho com cerca de metade da sua capacidade, muito abaixo da média para a época. A associação de regantes impôs limites à água distribuída por hectare e pediu aos agricultores que planeassem as culturas em conformidade.

| Cultura | Área em 2023 (ha) | Área em 2025 (ha, estimativa) |
| Arroz | 7.900 | 5.600 |
| Milho | 11.200 | 9.800 |
| Tomate para indústria | 6.400 | 6.100 |
| Olival e amendoal | 3.100 | 3.900 |

Os números, fornecidos pela associação de regantes, mostram uma quebra acentuada no arroz, a cultura que mais água consome por hectare. O tomate para indústria, com contratos fixos com as fábricas, resiste melhor. Já o olival e o amendoal, com sistemas de rega gota a gota, continuam a ganhar terreno.

## Uma cultura com história

O arroz faz parte da paisagem e da identidade do Ribatejo desde há séculos. As lezírias inundáveis junto ao Tejo, com solos pesados e água abundante, ofereciam condições ideais. Portugal é o maior consumidor de arroz per capita da Europa, e o carolino, variedade tradicional usada no arroz de pato, no arroz de tamboril e no arroz doce, é motivo de orgulho para muitos produtores.

«O arroz não é só um negócio, é a nossa cultura», diz Catarina Lopes, engenheira agrónoma de uma cooperativa em Salvaterra de Magos. «Há famílias que fazem isto há quatro ou cinco gerações. Há fábricas de descasque, empresas de máquinas, tudo depende do arroz.»

Mas a cultura enfrenta pressões que vão além da seca. Os custos de produção subiram com o preço dos combustíveis, dos fertilizantes e da energia para bombear água. O arroz importado, sobretudo da Ásia, chega a preços difíceis de acompanhar. E as regras europeias sobre produtos fitofarmacêuticos reduziram as opções de combate a infestantes e doenças.

## Menos água, novas técnicas

Perante a escassez, alguns agricultores estão a experimentar métodos de cultivo alternativos. O mais promissor, segundo os técnicos, é a chamada rega intermitente, em que os campos não ficam permanentemente alagados, mas são inundados e drenados de forma alternada. Ensaios feitos em Portugal e noutros países mostram poupanças de água que podem chegar a 30%, sem perdas significativas de produção, desde que bem geridas.

Outra técnica em teste é a sementeira em seco, em que o arroz é semeado em terreno não inundado e a água só é introduzida mais tarde. Reduz o consumo nas primeiras semanas, mas exige maior controlo das ervas daninhas.

Tiago Marques, investigador num instituto público de investigação agrária, acompanha vários ensaios na região. «Não há uma solução mágica», explica. «Cada parcela tem o seu solo, a sua água, o seu agricultor. Mas já sabemos que é possível produzir arroz com bastante menos água do que se usava há vinte anos. O desafio é passar dos ensaios para a prática em larga escala.»

## Apoios e incertezas

O Ministério da Agricultura anunciou em maio uma linha de apoio para agricultores afetados pela seca, com ajudas à aquisição de equipamentos de rega eficientes e à compensação parcial de perdas de rendimento. As associações do setor consideram o apoio positivo, mas insuficiente face à dimensão do problema.

«Precisamos de uma estratégia para a água a longo prazo, não de remendos todos os anos», afirma o presidente de uma associação de orizicultores. A associação defende investimentos em novas captações, na reutilização de águas residuais tratadas e na modernização dos canais de rega, muitos deles com perdas significativas.

Alguns especialistas vão mais longe e questionam se faz sentido manter a mesma área de arroz numa região onde a água será cada vez mais escassa. Outros lembram que os arrozais desempenham funções ambientais importantes, servindo de habitat a aves aquáticas e ajudando a controlar a salinização dos solos junto ao estuário.

## «Vamos ver como corre»

De volta a Benavente, Rui Antunes observa um bando de garças que pousa no canteiro, à procura de pequenos peixes e insetos. «Elas também dependem disto», comenta. «Se o arroz acabar, acaba muita coisa.»

O agricultor diz que este ano vai experimentar a rega intermitente numa das suas parcelas, com apoio técnico da cooperativa. Está cético, mas disposto a tentar. «O meu pai dizia que o arroz gosta de ter os pés molhados», conta, a sorrir. «Agora temos de o ensinar a viver com menos. Vamos ver como corre.»
"""),

S(id=8058, lang="pt", section="Santarém", author="Duarte Rebelo", date="2025-10-16", time="19:10",
  tags=["Santarém", "Câmara Municipal", "Mercados"],
  head="Santarém: câmara aprova obras de requalificação do mercado municipal",
  body="""
A Câmara Municipal de Santarém aprovou esta quinta-feira o projeto de requalificação do mercado municipal, um edifício de 1930 conhecido pelos painéis de azulejos que decoram a fachada. As obras deverão arrancar no início do próximo ano e durar cerca de 18 meses.

O investimento está estimado em 4,2 milhões de euros, financiado em grande parte por fundos europeus. O projeto prevê a reparação da cobertura, que tem infiltrações há vários anos, a renovação das bancas e dos espaços de venda, a instalação de câmaras frigoríficas comuns e a criação de uma zona de restauração no piso superior.

Os painéis de azulejo, que retratam cenas do Ribatejo e monumentos da cidade, serão limpos e restaurados por uma equipa especializada. Alguns azulejos danificados ou desaparecidos serão reproduzidos a partir de registos fotográficos.

Durante as obras, os cerca de 40 comerciantes do mercado serão transferidos para uma estrutura provisória no largo em frente. A presidente da associação de comerciantes disse que os vendedores aceitam a mudança, mas pediram garantias de que as rendas não vão subir depois da reabertura.

A proposta foi aprovada por maioria, com a abstenção de dois vereadores da oposição, que consideraram que a zona de restauração pode descaracterizar o mercado.
"""),

S(id=8059, lang="pl", section="Poznań", author="Paweł Krawczyk", date="2025-09-30", time="12:40",
  tags=["Tramwaje", "Komunikacja", "Poznań"],
  head="Tramwaj na Naramowice pęka w szwach. Miasto dokłada kursy",
  dek="Rok po otwarciu nowej trasy tramwajowej pasażerów jest o połowę więcej, niż zakładano. Od listopada "
      "tramwaje w szczycie pojadą co pięć minut.",
  body="""
Od listopada tramwaje na trasie na Naramowice będą kursować częściej. Zarząd Transportu Miejskiego w Poznaniu poinformował, że w godzinach szczytu pojadą co pięć minut zamiast co siedem i pół. To odpowiedź na tłok, na który od miesięcy skarżą się pasażerowie.

Trasa tramwajowa na Naramowice została otwarta jesienią ubiegłego roku. Liczy około czterech kilometrów i łączy szybko rozwijające się osiedla na północy miasta z centrum. Budowa kosztowała ponad 500 milionów złotych i była jedną z największych inwestycji komunikacyjnych w historii Poznania.

Z danych ZTM wynika, że w dni robocze z nowej linii korzysta średnio ok. 32 tysięcy pasażerów na dobę. To o połowę więcej, niż zakładały prognozy przygotowane przed rozpoczęciem budowy.

– Bardzo się cieszymy, że mieszkańcy przekonali się do tramwaju. Ale sukces ma swoją cenę: w porannym szczycie tramwaje są przepełnione i część osób nie jest w stanie wsiąść – mówi rzeczniczka ZTM.

## Mieszkańcy: Jedziemy jak sardynki

Pasażerowie, z którymi rozmawialiśmy na przystanku przy pętli, potwierdzają, że rano jest bardzo ciasno.

– Jadę jak sardynka w puszce. Czasem muszę przepuścić dwa tramwaje, zanim się zmieszczę – mówi pani Joanna, która codziennie dojeżdża do pracy na Jeżyce. – Ale i tak wolę to niż stanie w korku na Naramowickiej. Autobusem jechałam trzy kwadranse, teraz jadę dwadzieścia minut.

Na problem zwracają też uwagę radni z północnych osiedli. Ich zdaniem miasto powinno było od początku zaplanować większą częstotliwość kursów, bo liczba mieszkańców Naramowic i Umultowa rośnie z roku na rok.

– Tu co roku oddaje się tysiące nowych mieszkań. Prognozy sprzed kilku lat były po prostu nieaktualne w dniu otwarcia trasy – uważa jeden z radnych.

[rel] Nowe osiedla na północy Poznania. Gdzie powstaną kolejne szkoły?

## Dłuższe tramwaje dopiero za dwa lata

Częstsze kursy to rozwiązanie doraźne. Docelowo miasto chce skierować na trasę dłuższe tramwaje, mieszczące więcej pasażerów. Problem w tym, że nowe pojazdy zamówione przez Miejskie Przedsiębiorstwo Komunikacyjne mają zostać dostarczone dopiero w 2027 roku.

Żeby zwiększyć liczbę kursów, MPK musi przesunąć tramwaje z innych linii. Oznacza to niewielkie zmiany w rozkładach na kilku trasach w zachodniej części miasta, gdzie pasażerów jest mniej. ZTM zapewnia, że odstępy między kursami na tych liniach wydłużą się maksymalnie o dwie minuty.

Miasto analizuje też możliwość przedłużenia trasy w kierunku Morasko, gdzie znajduje się kampus uniwersytetu. Wstępne studium ma być gotowe w przyszłym roku.

## Parkingi i przesiadki

Mieszkańcy zwracają uwagę także na problem z parkowaniem w pobliżu pętli. Wiele osób dojeżdża do tramwaju samochodem z dalszych osiedli i podpoznańskich gmin, a parking typu „parkuj i jedź" przy pętli zapełnia się przed siódmą rano.

Urząd Miasta zapowiedział, że w przyszłorocznym budżecie zaproponuje środki na rozbudowę parkingu o około 150 miejsc. Rozważane jest też uruchomienie dodatkowych autobusów dowozowych z gmin Suchy Las i Czerwonak, we współpracy z ich samorządami.
"""),

S(id=8060, lang="pl", section="Region", author="Magdalena Wróbel", date="2025-08-11", time="06:00",
  tags=["Susza", "Rolnictwo", "Warta", "Klimat"],
  head="Susza nad Wartą. Rolnicy liczą straty, a rzeka znika w oczach",
  dek="Poziom wody w Warcie jest najniższy od lat, a w wielu gminach Wielkopolski zboża dały o jedną trzecią "
      "mniej plonu. Rolnicy pytają, jak długo jeszcze da się tu gospodarować po staremu.",
  body="""
Krzysztof Dudek schyla się i podnosi z pola garść ziemi. Przesypuje ją między palcami jak piasek. – Tak wygląda czarnoziem po dwóch miesiącach bez deszczu – mówi. – Pszenica wysiana w tym miejscu dała mi w tym roku niecałe cztery tony z hektara. W dobrym roku zbieram ponad sześć.

Gospodarstwo Dudka leży niedaleko Śremu, kilka kilometrów od Warty. Ma 85 hektarów, na których uprawia pszenicę, rzepak, kukurydzę i buraki cukrowe. Rolnikiem był jego ojciec i dziadek. On sam gospodaruje od trzydziestu lat. – Susze były zawsze – przyznaje. – Ale nie pamiętam, żeby zdarzały się tak często jak teraz.

Lato w Wielkopolsce znów okazało się wyjątkowo suche. Według danych Instytutu Meteorologii i Gospodarki Wodnej od maja do końca lipca w wielu miejscach regionu spadło mniej niż połowa normalnej ilości deszczu. Jednocześnie temperatury przez wiele dni przekraczały 30 stopni, co przyspieszało parowanie i wysychanie gleby.

## Warta najniższa od lat

Skutki suszy widać nie tylko na polach. Poziom wody w Warcie spadł w wielu miejscach do poziomów niespotykanych od kilkunastu lat. Na wodowskazie w Poznaniu na początku sierpnia stan rzeki był o ponad metr niższy niż średnio o tej porze roku. W niektórych miejscach odsłoniły się łachy piasku, a wędkarze przechodzą w bród tam, gdzie zwykle płyną łodzie.

Wody Polskie wprowadziły na części odcinków Warty ograniczenia w poborze wody do celów rolniczych i przemysłowych. Kilka gmin zaapelowało do mieszkańców o oszczędzanie wody i zakazało podlewania ogrodów w godzinach dziennych.

– Niski stan wód to efekt nie tylko braku opadów w tym roku, ale także kilku suchych lat z rzędu i bardzo małej ilości śniegu zimą – tłumaczy hydrolog Katarzyna Michalska. – Wody gruntowe nie zdążyły się odbudować. Rzeka jest zasilana właśnie przez wody podziemne, więc kiedy ich brakuje, widać to od razu.

## Straty w uprawach

Wojewódzkie komisje do szacowania strat w rolnictwie przyjmują już wnioski od rolników. Według wstępnych danych urzędu wojewódzkiego susza rolnicza wystąpiła w tym roku w ponad stu gminach Wielkopolski, a najbardziej ucierpiały zboża jare, kukurydza i rośliny strączkowe.

Straty zależą w dużej mierze od rodzaju gleby. Na lżejszych, piaszczystych glebach, których w regionie jest dużo, plony niektórych zbóż spadły nawet o połowę. Na lepszych glebach straty są mniejsze, ale i tam rolnicy mówią o wyraźnym spadku.

– Dla dużego gospodarstwa jeden słaby rok to problem, ale da się go przetrwać – mówi Tomasz Zieliński, doradca rolniczy z ośrodka doradztwa rolniczego. – Dla małych gospodarstw, które i tak działają na granicy opłacalności, kilka słabych lat z rzędu może oznaczać koniec.

Sytuację pogarszają niskie ceny zbóż na rynku. Mimo mniejszych zbiorów w regionie ceny skupu pszenicy są niższe niż przed rokiem, co rolnicy tłumaczą dużą podażą z innych krajów. – Mamy mniej zboża i dostajemy za nie mniej pieniędzy. Trudno o gorsze połączenie – mówi Dudek.

## Pomoc i nawadnianie

Rząd zapowiedział uruchomienie pomocy dla gospodarstw, w których susza zniszczyła co najmniej 30 procent upraw. Wsparcie ma być wypłacane na podstawie protokołów komisji gminnych. Organizacje rolnicze przekonują jednak, że procedury są zbyt skomplikowane, a kwoty pomocy nie pokrywają rzeczywistych strat.

Coraz więcej rolników myśli o nawadnianiu. Budowa systemu nawadniania jest jednak kosztowna i wymaga pozwoleń wodnoprawnych, a w okresach suszy dostęp do wody jest ograniczony. Eksperci podkreślają, że nawadnianie nie może być jedyną odpowiedzią.

– Musimy zatrzymywać wodę w krajobrazie – mówi Michalska. – To oznacza odtwarzanie mokradeł, budowę małych zbiorników retencyjnych, zatrzymywanie wody w rowach melioracyjnych zamiast jej odprowadzania. Przez dziesięciolecia robiliśmy wszystko, żeby woda jak najszybciej spływała z pól. Teraz musimy się tego oduczyć.

## Zmiana upraw

Niektórzy rolnicy już zmieniają sposób gospodarowania. Dudek od dwóch lat stosuje uproszczoną uprawę bez orki, która pozwala zatrzymać w glebie więcej wilgoci. Eksperymentuje też z międzyplonami, które chronią glebę przed wysychaniem po żniwach.

– Sąsiedzi się śmiali, że pole wygląda niechlujnie, bo zostają na nim resztki roślin – opowiada. – Ale w tym roku na tych kawałkach plon był wyraźnie lepszy. Teraz przychodzą i pytają, jak to robię.

Naukowcy z Uniwersytetu Przyrodniczego w Poznaniu prowadzą doświadczenia z odmianami zbóż bardziej odpornymi na suszę i z nowymi metodami uprawy. Ich zdaniem Wielkopolska, jeden z najważniejszych regionów rolniczych Polski, będzie musiała przygotować się na to, że suche lata staną się normą, a nie wyjątkiem.

Nad Wartą zapada wieczór. Dudek patrzy na rzekę, która w tym miejscu jest tak płytka, że widać dno. – Jak byłem dzieckiem, kąpaliśmy się tu latem i nie sięgaliśmy nogami dna – mówi. – Teraz mój wnuk przejdzie na drugą stronę, nie mocząc kolan.

[note] Sprostowanie: W pierwotnej wersji tekstu podaliśmy, że gospodarstwo pana Dudka ma 58 hektarów. W rzeczywistości liczy 85 hektarów. Za pomyłkę przepraszamy.
"""),
]
