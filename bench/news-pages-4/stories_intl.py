"""The 16 stories in German, French, Spanish, Italian, Dutch, Portuguese, Swedish and Polish.
Same body syntax as stories_en.py. All people, organisations and events are invented."""

STORIES = []


def st(**kw):
    STORIES.append(kw)


st(id='wcxb-3045', sys='sz', lang='de', section='München', author='Katrin Schmid', date='2025-10-14 11:20',
   h='Radfahrer bei Unfall an der Isarbrücke schwer verletzt', kicker='Polizeibericht', body='''
Ein 34 Jahre alter Radfahrer ist am Dienstagmorgen bei einem Unfall an der Wittelsbacherbrücke schwer verletzt worden.
Nach Angaben der Polizei war der Mann gegen 7.45 Uhr stadteinwärts unterwegs, als ein Lieferwagen beim Abbiegen seinen Weg kreuzte. Der Radfahrer stürzte und wurde mit Kopfverletzungen in eine Klinik gebracht. Lebensgefahr besteht nach ersten Erkenntnissen nicht.
Der 52-jährige Fahrer des Lieferwagens blieb unverletzt. Die Brücke war für rund eine Stunde in Richtung Innenstadt gesperrt, es kam zu Staus bis zur Fraunhoferstraße.
Die Verkehrspolizei sucht Zeugen, die den Unfall beobachtet haben. Hinweise nimmt jede Polizeidienststelle entgegen.
''')

st(id='wcxb-3046', sys='sz', lang='de', section='München', author='Felix Hofmann', date='2025-05-21 18:05',
   h='Stadtrat beschließt Neubau der Grundschule am Lerchenanger', kicker='Schulbau',
   dek='Die marode Schule wird abgerissen. Bis 2028 soll ein Neubau mit Ganztagsbereich und Sporthalle entstehen – die Kosten liegen bei 64 Millionen Euro.',
   body='''
Nach jahrelanger Debatte ist die Entscheidung gefallen: Die Grundschule am Lerchenanger wird abgerissen und durch einen Neubau ersetzt. Der Bildungsausschuss des Stadtrats stimmte am Mittwoch einstimmig für das Projekt.
Das Gebäude aus den Sechzigerjahren gilt seit Langem als Sanierungsfall. Durch das Flachdach dringt regelmäßig Wasser ein, die Heizung fiel im vergangenen Winter mehrmals aus. Eine Sanierung hätte nach Berechnungen des Baureferats fast so viel gekostet wie ein Neubau.
Die neue Schule soll Platz für 24 Klassen bieten, bisher sind es 16. Geplant sind außerdem eine Mensa, Räume für die Ganztagsbetreuung und eine Dreifachsporthalle, die abends auch von Vereinen genutzt werden kann.
Während der Bauzeit werden die rund 380 Schülerinnen und Schüler in einem Pavillonbau auf dem benachbarten Sportplatz unterrichtet. Schulleiterin Birgit Hanselmann zeigte sich erleichtert: „Die Kinder haben lange genug in Räumen gelernt, in denen Eimer unter der Decke standen.“
Der Elternbeirat begrüßte den Beschluss, kritisierte aber den Zeitplan. Der Umzug in die Container soll bereits im kommenden Sommer stattfinden.
''')

st(id='wcxb-3047', sys='mediapart', lang='fr', section='France', author='Claire Morel', date='2025-06-03 19:30',
   h='À Villeneuve-sur-Lande, la fermeture de la maternité divise le territoire',
   dek="L'agence régionale de santé a confirmé la suspension des accouchements à partir du 1er juillet. Élus et soignants dénoncent une décision prise sans concertation.",
   body='''
La nouvelle est tombée lundi soir, par un communiqué de quatre paragraphes. À partir du 1er juillet, la maternité de l'hôpital de Villeneuve-sur-Lande ne réalisera plus d'accouchements. Les futures mères devront se rendre à Dax ou à Mont-de-Marsan, à plus de quarante minutes de route pour une partie d'entre elles.
L'agence régionale de santé invoque un manque de pédiatres et d'anesthésistes. Depuis le début de l'année, le service a dû fermer à onze reprises faute de personnel, obligeant les équipes à transférer des patientes en urgence.
« Nous alertons depuis trois ans, et la seule réponse, c'est la fermeture », déplore Sophie Laborde, sage-femme dans le service depuis 2009. Selon elle, plusieurs candidatures de médecins étrangers ont été bloquées par des délais administratifs.
Le maire, Jean-Marc Duprat, a annoncé qu'il saisirait le tribunal administratif. Une manifestation est prévue samedi devant l'hôpital.
L'ARS assure que la décision est « temporaire » et qu'un centre périnatal de proximité continuera d'assurer les consultations et le suivi des grossesses.
''')

st(id='wcxb-3048', sys='mediapart', lang='fr', section='Culture', author='Camille Roux', date='2025-09-13 17:10',
   h="Rennes : une fresque géante inaugurée sur le mur d'un ancien entrepôt", body='''
Une fresque de près de 40 mètres de long a été inaugurée samedi sur la façade d'un ancien entrepôt frigorifique du quartier de la Courrouze, à Rennes.
Réalisée en six semaines par le collectif Ligne Claire, l'œuvre représente les métiers du port fluvial qui animaient le quartier au début du XXe siècle. Une centaine d'habitants ont participé aux ateliers préparatoires, en apportant des photographies de famille.
« Nous voulions que les gens reconnaissent leur grand-père ou leur grand-mère sur le mur », explique Inès Garnier, l'une des artistes.
Le bâtiment doit accueillir d'ici à 2026 une halle alimentaire et des ateliers d'artisans.
''')

st(id='wcxb-3049', sys='elpais', lang='es', section='Comunitat Valenciana', author='Marta Ferrer', date='2025-02-16 10:40',
   h='Un incendio obliga a desalojar un edificio de viviendas en el barrio de Benimaclet', body='''
Los bomberos desalojaron en la madrugada del domingo a los vecinos de un edificio de seis plantas en el barrio valenciano de Benimaclet tras declararse un incendio en un local comercial de la planta baja.
El fuego comenzó poco después de las tres de la madrugada y fue controlado en una hora, según el Consorcio Provincial de Bomberos. Cuatro personas fueron atendidas por inhalación de humo, aunque ninguna tuvo que ser trasladada al hospital.
Los 22 residentes pudieron regresar a sus viviendas a media mañana, salvo los de las dos viviendas de la primera planta, afectadas por el humo.
La Policía investiga las causas del incendio.
''')

st(id='wcxb-3050', sys='elpais', lang='es', section='Comunitat Valenciana', author='Pablo Navarro', date='2025-04-10 14:25',
   h='El Ayuntamiento aprueba ampliar el carril bici hasta el puerto',
   dek='La obra, de 3,4 millones de euros, conectará el centro con el frente marítimo en 2026', body='''
El pleno del Ayuntamiento aprobó este jueves el proyecto para prolongar el carril bici de la avenida del Puerto hasta la dársena, un tramo de 2,8 kilómetros que completará la conexión ciclista entre el centro histórico y el frente marítimo.
La obra, con un presupuesto de 3,4 millones de euros, eliminará un carril de circulación de vehículos en cada sentido y suprimirá unas 140 plazas de aparcamiento en superficie. A cambio, se plantarán 210 árboles y se ampliarán las aceras en los cruces más conflictivos.
La concejala de Movilidad, Lucía Serrano, defendió que el tramo actual es «el eslabón que falta» en la red. «Hoy la gente llega en bici hasta la mitad de la avenida y luego tiene que jugarse el tipo entre los coches», dijo durante el debate.
La oposición votó en contra al considerar que la reducción de carriles provocará atascos en la entrada al puerto, y reclamó un estudio de tráfico independiente. Las asociaciones de comerciantes de la zona pidieron que se habiliten plazas de carga y descarga.
Las obras comenzarán previsiblemente en otoño y durarán unos catorce meses.
''')

st(id='wcxb-3051', sys='corriere', lang='it', section='Como', author='Francesca Galli', date='2025-04-15 13:50',
   h='Como, il lungolago chiude alle auto la domenica: via alla sperimentazione',
   dek='Da maggio a settembre il tratto tra piazza Cavour e i giardini sarà pedonale dalle 10 alle 20', body='''
Da domenica 4 maggio il lungolago di Como diventerà pedonale ogni domenica, dalle 10 alle 20, fino alla fine di settembre. Lo ha deciso la giunta comunale, che ha approvato martedì la delibera sulla sperimentazione.
Il provvedimento riguarda il tratto compreso tra piazza Cavour e i giardini a lago, dove nei fine settimana estivi si concentrano migliaia di turisti. Le auto saranno deviate sulle vie interne, mentre i bus di linea potranno continuare a transitare a velocità ridotta.
«È una prova, e come tutte le prove la valuteremo con i numeri», ha spiegato l'assessora alla Mobilità, Giulia Ferraris. Il Comune installerà sensori per misurare il traffico sulle strade alternative e raccoglierà le opinioni dei commercianti.
Proprio i commercianti sono divisi. Una parte dei ristoratori del lungolago accoglie con favore la possibilità di ampliare i dehors, mentre i negozi delle vie laterali temono un calo dei clienti che arrivano in auto.
Per l'occasione saranno potenziate le navette dai parcheggi di interscambio.
''')

st(id='wcxb-3052', sys='corriere', lang='it', section='Sport', author='Matteo Villa', date='2025-05-18 00:20',
   h='Pallavolo, la Lariana conquista la promozione in Serie B', body='''
La Lariana Volley ha conquistato sabato sera la promozione in Serie B, battendo 3-1 il Brianza Volley nella gara decisiva dei playoff davanti a oltre ottocento spettatori al palazzetto di Cantù.
Dopo aver perso il primo set 22-25, la squadra allenata da Marco Colombo ha reagito vincendo i tre parziali successivi 25-19, 25-21 e 25-23. Migliore in campo la schiacciatrice Chiara Bellini, autrice di 21 punti.
«Questa promozione è di tutto il gruppo e dei tifosi, che ci hanno seguito anche in trasferta», ha detto il capitano Elena Riva a fine partita.
La società punta ora a rinforzare la rosa in vista del nuovo campionato.
''')

st(id='wcxb-3053', sys='dpg', lang='nl', section='Groningen', author='Sjoerd Wiersma', date='2025-09-04 16:40', und=True,
   h='Wegwerkzaamheden: Ringweg Zuid drie weekenden dicht', body='''
De Ringweg Zuid in Groningen is vanaf vrijdagavond drie weekenden achter elkaar afgesloten voor verkeer tussen het Julianaplein en de afslag Europapark. De wegbeheerder vervangt het asfalt en de voegovergangen van het viaduct bij de Hereweg.
De afsluitingen gelden telkens van vrijdag 20.00 uur tot maandag 05.00 uur. Verkeer wordt omgeleid via de noordelijke ringweg; de wegbeheerder houdt rekening met een extra reistijd van twintig minuten.
Ook stadsbussen rijden een andere route. Reizigers wordt aangeraden de actuele dienstregeling te controleren.
Bewoners van de wijken langs de ringweg kunnen geluidsoverlast verwachten, vooral in de nachten van zaterdag op zondag.
''')

st(id='wcxb-3054', sys='dpg', lang='nl', section='Groningen', author='Marieke Bos', date='2025-05-27 07:00',
   h='Dorpshuis Ezinge blijft open dankzij crowdfunding', dek='Inwoners brachten in zes weken ruim 48.000 euro bijeen', body='''
Het dorpshuis van Ezinge hoeft niet te sluiten. Een crowdfundingsactie onder inwoners en oud-inwoners heeft in zes weken ruim 48.000 euro opgeleverd, genoeg om het dak te vervangen en de energierekening voor de komende twee jaar te dekken.
Het bestuur van stichting De Wierde, die het dorpshuis beheert, maakte in maart bekend dat het gebouw na de zomer dicht zou moeten. Het dak lekte, de cv-ketel was aan vervanging toe en de energiekosten waren in twee jaar tijd verdrievoudigd.
„We hadden gehoopt op twintigduizend euro, dan hadden we het dak kunnen doen”, zegt voorzitter Hennie Bakker. „Dat het er meer dan het dubbele is geworden, daar zijn we stil van.”
Het grootste deel van het geld kwam van kleine giften. Daarnaast organiseerden de plaatselijke toneelvereniging en de ijsclub een benefietavond, en schonk een aannemer uit het dorp de arbeidsuren voor het dak.
Met het resterende geld wil de stichting zonnepanelen laten plaatsen. Het dorpshuis wordt onder meer gebruikt door de peuterspeelzaal, de biljartclub en de wekelijkse soepmiddag voor ouderen.
''')

st(id='wcxb-3055', sys='folha', lang='pt', section='Cotidiano', author='Fernanda Souza', date='2025-05-12 19:45', und=True,
   h='Prefeitura anuncia reforma do Mercado Municipal e transferência provisória dos feirantes',
   dek='Obras devem durar 18 meses; 86 comerciantes serão realocados para um galpão no antigo pátio ferroviário', body='''
A Prefeitura de Campo Alto anunciou nesta segunda-feira (12) a reforma completa do Mercado Municipal, fechado parcialmente desde o ano passado após a queda de parte do forro. As obras, orçadas em R$ 22 milhões, devem começar em agosto e durar cerca de 18 meses.
Durante a reforma, os 86 comerciantes que trabalham no mercado serão transferidos para um galpão no antigo pátio ferroviário, a cerca de 600 metros do prédio atual. A prefeitura promete instalar ali pontos de água, energia e câmaras frias.
O projeto prevê a restauração da fachada de 1938, a troca de toda a cobertura e a criação de um mezanino com praça de alimentação.
Os feirantes aprovaram a reforma, mas temem perder clientes com a mudança. "Tem gente que compra comigo há 30 anos e vem a pé. Não sei se vai até o pátio", disse a verdureira Maria das Graças Oliveira, 61.
Segundo o secretário de Obras, Ricardo Menezes, a prefeitura vai oferecer uma linha de ônibus gratuita entre o centro e o galpão aos sábados.
''')

st(id='wcxb-3056', sys='folha', lang='pt', section='Cotidiano', author='Rafael Almeida', date='2025-01-15 20:10',
   h='Chuva forte provoca alagamentos e queda de árvores na zona norte', body='''
Uma chuva forte que atingiu Campo Alto na tarde desta quarta-feira (15) provocou alagamentos em pelo menos dez ruas e a queda de seis árvores na zona norte da cidade, segundo a Defesa Civil.
Em uma hora, choveu 58 milímetros, o equivalente a quase um terço do esperado para todo o mês. O córrego do Limoeiro transbordou na altura da avenida Brasil, e o trânsito ficou interrompido por cerca de duas horas.
Não houve registro de feridos. Uma família precisou deixar a casa no bairro Jardim Aurora por precaução.
A previsão indica novas pancadas de chuva até sexta-feira.
''')

st(id='wcxb-3057', sys='schibsted', lang='sv', section='Nyheter', author='Erik Lindström', date='2025-10-07 09:12',
   h='Älg på E4:an orsakade långa köer', body='''
En älg som tagit sig upp på E4:an norr om Umeå orsakade på tisdagsmorgonen långa köer i båda riktningarna.
Enligt polisen kom det första larmet strax efter klockan sju. Trafiken stoppades i cirka fyrtio minuter medan polis och en viltspårare försökte leda djuret tillbaka in i skogen.
– Den var ganska lugn men ville inte gå åt rätt håll, säger polisens presstalesperson Anna Lindgren.
Ingen människa eller älg skadades. Trafikverket uppmanar bilister att vara extra uppmärksamma på vilt under hösten.
''')

st(id='wcxb-3058', sys='schibsted', lang='sv', section='Västerbotten', author='Sara Nyberg', date='2025-03-19 21:30',
   h='Skolan i Bjurträsk räddas – kommunen backar om nedläggning',
   dek='Efter protester från föräldrar och en namninsamling med 2 000 underskrifter river kommunen upp beslutet.', body='''
Bjurträsk skola får vara kvar. Det står klart sedan barn- och utbildningsnämnden på onsdagskvällen enhälligt beslutat att riva upp förra höstens beslut om att lägga ner skolan.
Beslutet om nedläggning fattades i oktober med hänvisning till sjunkande elevantal och höga kostnader för skolskjutsar. De 34 eleverna skulle i stället ha flyttats till centralorten, drygt fyra mil bort.
Föräldrarna startade en namninsamling som på tre veckor fick över 2 000 underskrifter, vilket är fler än antalet invånare i byn. De lät också ta fram en egen utredning som visade att kostnaderna för längre skolskjutsar hade ätit upp större delen av besparingen.
– Vi är otroligt glada. Det här visar att det lönar sig att engagera sig, säger Maria Öberg, en av föräldrarna bakom protesterna.
Nämndens ordförande Lars Holmqvist säger att nya siffror över inflyttning till byn vägde tungt. Fem nya barnfamiljer har flyttat till Bjurträsk det senaste året.
''')

st(id='wcxb-3059', sys='rzecz', lang='pl', section='Region', author='Tomasz Wójcik', date='2025-06-23 17:55',
   h='Sejmik przyjął program budowy tras rowerowych wzdłuż Wisły',
   dek='Do 2028 r. powstanie 140 km nowych odcinków. Koszt programu szacowany jest na 310 mln zł', body='''
Radni sejmiku województwa przyjęli w poniedziałek program rozbudowy wiślanej trasy rowerowej. Zakłada on budowę 140 kilometrów nowych odcinków i modernizację kolejnych 60 kilometrów do końca 2028 roku.
Koszt programu szacowany jest na 310 mln zł. Większość pieniędzy ma pochodzić z funduszy unijnych, resztę pokryją samorząd województwa oraz gminy, przez które przebiega trasa.
– Chcemy, żeby do 2028 roku można było przejechać rowerem wzdłuż całej Wisły w naszym regionie bez wjeżdżania na drogi krajowe – mówił podczas sesji wicemarszałek Tomasz Zieliński.
Nowe odcinki mają powstać głównie na wałach przeciwpowodziowych. Program przewiduje też budowę 25 miejsc odpoczynku z wiatami, stojakami i stacjami naprawy rowerów.
Radni opozycji zwracali uwagę na opóźnienia w realizacji poprzedniego programu, z którego nie udało się wykonać ponad jednej trzeciej planowanych inwestycji.
''')

st(id='wcxb-3060', sys='rzecz', lang='pl', section='Region', author='Magdalena Kamińska', date='2025-11-14 12:35', und=True,
   h='Nowy most w Kępie Górnej otwarty dla ruchu', body='''
Po dwóch latach budowy nowy most na rzece Słupiance w Kępie Górnej został w piątek otwarty dla ruchu. Zastąpił drewnianą przeprawę z lat 50., którą zamknięto w 2022 r. z powodu złego stanu technicznego.
Inwestycja kosztowała 18,6 mln zł, z czego 12 mln zł pochodziło z rządowego funduszu dróg samorządowych. Obiekt ma 64 metry długości, chodnik oraz ścieżkę rowerową.
– Mieszkańcy przez dwa lata nadkładali kilkanaście kilometrów, żeby dojechać do pracy czy szkoły – mówił wójt gminy Andrzej Malinowski.
Nośność mostu pozwala na przejazd pojazdów o masie do 40 ton.
''')
