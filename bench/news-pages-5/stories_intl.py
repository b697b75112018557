"""The 16 non-English stories (wcxb-7045 … wcxb-7060), two each in ru, tr, id, cs, da, nb, fi, ro.

Same body markup as stories_en.py. Real towns appear only as the setting; people, offices and events are invented.
"""

STORIES_INTL = [
dict(id='wcxb-7045', photo=('Так выглядит двор на улице Полярной, который тоже вошёл в программу', 'Фото: Павел Гусев / «Северный вестник»'),
     kind='council', date='2024-12-12 16:20', updated=90, author='Ирина Белова', section='Город',
     sec='gorod', tags=['Городская дума', 'Благоустройство', 'ЖКХ'],
     hero=('Двор на улице Ломоносова, который отремонтируют в 2025 году', 'Фото: Павел Гусев / «Северный вестник»'),
     body='''
# Городская дума утвердила программу ремонта дворов на 2025 год
~ В список вошли 48 дворов в четырёх округах, на работы направят 312 миллионов рублей
Депутаты городской думы Северодвинска на заседании в четверг утвердили программу благоустройства дворовых территорий на 2025 год. За документ проголосовали 22 депутата, против — двое, ещё один воздержался.
В программу вошли 48 дворов, большинство из них — в старых кварталах центральной части города и на Ягринском острове. Общая стоимость работ оценивается в 312 миллионов рублей, из которых около 70 процентов выделит областной бюджет, остальное — городской.
## Что будут делать
Во дворах планируют заменить асфальтовое покрытие проездов и тротуаров, обустроить парковочные места, установить новые скамейки, урны и освещение. В 17 дворах появятся детские площадки, ещё в девяти — спортивные.
По словам заместителя главы администрации по городскому хозяйству Игоря Волкова, при составлении списка учитывали состояние покрытия, число жителей и заявки, которые подавали сами горожане. «Мы получили почти 140 заявок, и, к сожалению, в один год всё не помещается. Дворы, которые не вошли в программу, будут рассматриваться в первую очередь в следующем году», — сказал он.
## Споры на заседании
Обсуждение заняло больше двух часов. Депутат Елена Сомова заявила, что в список попало слишком мало дворов в отдалённых микрорайонах, где, по её словам, жители годами ходят по разбитым дорожкам. «Центр ремонтируют каждый год, а до окраин очередь так и не доходит», — сказала она.
Депутат Андрей Климов предложил сократить расходы на декоративное освещение и направить сэкономленные деньги на ремонт ещё пяти дворов, однако поправка не набрала необходимого числа голосов.
Председатель думы Валентина Орлова напомнила, что в прошлом году подрядчики сорвали сроки в 11 дворах и часть работ пришлось переносить на осень. В этот раз, по её словам, в контракты включат штрафы за просрочку и требование завершить основные работы до 1 сентября.
## Когда начнут
Аукционы на выбор подрядчиков администрация планирует провести в феврале и марте. Работы начнутся, как только позволит погода, — обычно это середина мая.
Жители смогут следить за ходом ремонта на сайте администрации, где опубликуют карту с адресами и сроками. Там же можно будет оставить жалобу на качество работ.
В 2024 году по аналогичной программе в городе отремонтировали 39 дворов.
'''),

dict(id='wcxb-7046', kind='roads', date='2024-05-10 11:05', author='Артём Рябов', section='Транспорт', sec='transport',
     tags=['Дороги', 'Ремонт'],
     body='''
# На мосту через Никольское устье ограничат движение на две недели
С понедельника на мосту через Никольское устье Северной Двины ограничат движение транспорта из-за ремонта деформационных швов.
Работы будут вести поочерёдно на каждой полосе, поэтому проезд организуют в реверсивном режиме с помощью временных светофоров. Ограничения продлятся до 27 мая.
В часы пик возможны заторы, поэтому водителям советуют заранее планировать поездки и по возможности выезжать раньше. Автобусы продолжат ходить по обычным маршрутам, но могут задерживаться.
'''),

dict(id='wcxb-7047', kind='utility', date='2024-07-22 14:30', author='Elif Şahin', section='Yerel Haberler', sec='yerel-haberler',
     tags=['İzmir', 'Su kesintisi', 'Karşıyaka'],
     body='''
# Karşıyaka'da yarın 12 saatlik su kesintisi
İzmir'in Karşıyaka ilçesinde ana isale hattında yapılacak bakım çalışması nedeniyle yarın 12 saat boyunca su verilemeyecek.
Su ve kanalizasyon idaresinden yapılan açıklamaya göre kesinti saat 09.00'da başlayacak ve 21.00'e kadar sürecek. Bostanlı, Mavişehir, Atakent ve Yalı mahalleleri kesintiden etkilenecek.
Kesinti süresince mahallelere tankerlerle içme suyu dağıtılacak. Yetkililer, suyun yeniden verilmesinin ardından bir süre basınç düşüklüğü ve bulanıklık yaşanabileceğini belirterek vatandaşlardan önceden tedbir almalarını istedi.
'''),

dict(id='wcxb-7048', kind='council', date='2024-10-09 18:45', updated=45, author='Burak Yıldız', section='Yerel Haberler',
     sec='yerel-haberler', tags=['Büyükşehir Meclisi', 'Otopark', 'Alsancak'],
     hero=('Otoparkın yapılacağı Alsancak’taki açık alan', 'Fotoğraf: Can Öztürk'),
     body='''
# Büyükşehir meclisi Alsancak'a yeraltı otoparkı yapılmasını onayladı
~ 640 araç kapasiteli otopark için ihaleye yıl sonunda çıkılacak, üstündeki alan park olarak düzenlenecek
Büyükşehir belediye meclisi, Alsancak'ta yıllardır açık otopark olarak kullanılan alana dört katlı bir yeraltı otoparkı yapılmasını oy çokluğuyla kabul etti.
Projeye göre 640 araç kapasiteli otoparkın üzerindeki alan, ağaçlandırılarak yaya ve bisiklet yollarıyla birlikte bir kent parkına dönüştürülecek. Otoparkın maliyetinin yaklaşık 1,1 milyar lira olacağı tahmin ediliyor.
Mecliste konuşan Fen İşleri Daire Başkanı Serkan Aydemir, bölgede özellikle akşam saatlerinde ciddi bir park sorunu yaşandığını söyledi. Aydemir, "Cadde üzerindeki park yasağını ancak araçları bırakabilecekleri bir yer gösterirsek uygulayabiliriz" dedi.
Muhalefet meclis üyeleri ise projenin trafiği merkeze çekeceğini ve kazı çalışmalarının çevredeki tarihi yapılara zarar verebileceğini savundu. Meclis üyesi Gülay Kaplan, önce toplu taşıma bağlantılarının güçlendirilmesi gerektiğini belirtti.
Belediye, ihaleye yıl sonunda çıkmayı ve inşaatı yaklaşık iki buçuk yılda tamamlamayı planlıyor. Çalışmalar sürerken alandaki açık otopark kapatılacak.
'''),

dict(id='wcxb-7049', kind='weather', date='2024-03-05 07:40', author='Rizky Pratama', section='Regional', sec='berita-jawa-barat',
     tags=['Banjir', 'Kabupaten Bandung', 'Citarum'],
     body='''
# Banjir rendam ratusan rumah di Dayeuhkolot
**Bandung** - Ratusan rumah di Kecamatan Dayeuhkolot, Kabupaten Bandung, terendam banjir setelah hujan deras mengguyur kawasan tersebut sejak Senin sore. Ketinggian air di beberapa titik mencapai satu meter.
Banjir terjadi karena Sungai Citarum meluap dan air dari saluran drainase tidak tertampung. Sebagian warga mengungsi ke masjid dan balai desa terdekat.
"Air mulai masuk rumah sekitar jam sembilan malam, cepat sekali naiknya," kata Ujang Suryana, warga Desa Citeureup.
Petugas gabungan mendirikan dapur umum dan menyiagakan perahu karet untuk membantu evakuasi warga lanjut usia dan anak-anak.
'''),

dict(id='wcxb-7050', kind='school', date='2024-07-08 13:15', author='Dewi Lestari Putri', section='Regional',
     sec='berita-jawa-barat', tags=['Pendidikan', 'Transportasi', 'Bus sekolah'],
     hero=('Bus sekolah gratis saat uji coba di depan Balai Kota, Senin (8/7/2024).', 'Foto: Agus Setiawan'),
     body='''
# Pemkot luncurkan bus sekolah gratis untuk pelajar di lima kecamatan
**Bandung** - Pemerintah kota meluncurkan layanan bus sekolah gratis bagi pelajar SD, SMP dan SMA di lima kecamatan. Sebanyak 12 bus akan melayani enam rute mulai Senin (15/7), bertepatan dengan hari pertama tahun ajaran baru.
Kepala Dinas Perhubungan kota, Hendra Gunawan, mengatakan layanan ini ditujukan terutama bagi pelajar dari keluarga kurang mampu yang selama ini harus mengeluarkan biaya angkot hingga Rp 20 ribu per hari.
"Banyak orang tua yang mengeluh ongkos sekolah anaknya lebih mahal dari uang jajannya. Dengan bus ini, beban mereka bisa sedikit berkurang," ujar Hendra saat peluncuran di Balai Kota.
Bus akan beroperasi pada pagi hari pukul 05.30 hingga 07.00 WIB dan siang hari pukul 12.00 hingga 15.30 WIB. Pelajar cukup menunjukkan kartu pelajar atau mengenakan seragam sekolah untuk bisa naik.
Setiap bus dilengkapi kamera pengawas dan didampingi satu petugas. Rute dan jadwal lengkap dapat dilihat di aplikasi transportasi milik pemerintah kota.
Hendra menambahkan, jika uji coba selama enam bulan ini berjalan baik, jumlah armada akan ditambah menjadi 30 bus pada tahun depan.
'''),

dict(id='wcxb-7051', kind='council', date='2024-06-25 19:40', updated=130, author='Jana Horáková', section='Kraj',
     sec='zpravy/kraj', tags=['Hořovice', 'Zastupitelstvo', 'Sport'],
     hero=('Současný bazén v Hořovicích je v provozu od roku 1978.', 'Foto: Tomáš Vacek'),
     body='''
# Zastupitelé schválili stavbu nového bazénu za 186 milionů korun
~ Krytý bazén v Hořovicích by měl být hotový na jaře 2027. Opozice kritizovala výši úvěru, který si město kvůli stavbě vezme.
Hořovičtí zastupitelé na pondělním zasedání schválili stavbu nového krytého bazénu. Ten nahradí současný plavecký areál, který slouží od konce sedmdesátých let a jehož technologie je podle vedení města na konci životnosti.
Pro návrh hlasovalo 13 ze 21 zastupitelů. Stavba by podle odhadu měla stát 186 milionů korun bez DPH. Zhruba 60 milionů chce radnice získat z dotací, zbytek zaplatí z vlastního rozpočtu a z úvěru ve výši až 110 milionů korun.
Nový bazén vyroste na místě dnešního parkoviště vedle sportovní haly. Bude mít pětadvacetimetrový plavecký bazén se šesti drahami, výukový bazén pro děti, saunu a malou posilovnu. Starý bazén zůstane v provozu, dokud nebude nový dokončen.
„Ten současný už opravujeme jen proto, abychom ho udrželi v chodu. Loni jsme do něj dali přes čtyři miliony a letos to bude podobné,“ řekl starosta Vladimír Kučera. Podle něj by další opravy staré budovy vyšly v součtu dráž než nová stavba.
Opozice se stavbou v zásadě souhlasí, vadí jí ale zadlužení města. „Nikdo netvrdí, že město bazén nepotřebuje. Jenže si bereme úvěr na patnáct let a nevíme, kolik bude stát provoz a energie,“ uvedl zastupitel Ondřej Mach. Navrhl, aby město nejprve počkalo na výsledek žádosti o dotaci, návrh ale neprošel.
Provoz nového bazénu by podle studie, kterou si město nechalo zpracovat, měl stát zhruba 14 milionů korun ročně, tedy asi o dva miliony více než dnes. Část nákladů by měly pokrýt vyšší tržby, protože bazén bude mít větší kapacitu a delší otevírací dobu.
Bazén využívají také základní školy z Hořovic a okolních obcí, které sem vozí žáky na povinný plavecký výcvik. Ředitelka jedné z nich Markéta Šímová řekla, že školy už nyní musejí kvůli omezené kapacitě rozvrh plavání rozkládat do celého roku.
Město chce vypsat výběrové řízení na zhotovitele ještě letos na podzim. Pokud vše půjde podle plánu, stavět se začne na jaře příštího roku a první plavci by se do nového bazénu mohli podívat v dubnu 2027.
'''),

dict(id='wcxb-7052', kind='roads', date='2024-08-29 10:10', author='Petr Novotný', section='Kraj', sec='zpravy/kraj',
     tags=['Doprava', 'Uzavírky', 'Beroun'],
     body='''
# Silnici mezi Berounem a Hořovicemi uzavřou na dva týdny kvůli opravě mostu
Řidiče, kteří jezdí po silnici II/605 mezi Berounem a Hořovicemi, čeká od pondělí 2. září dvoutýdenní uzavírka. Silničáři budou opravovat most přes Červený potok u Žebráku.
Objížďka povede po dálnici D5 mezi exity Beroun-západ a Žebrák. Linkové autobusy pojedou po objízdné trase a vynechají dvě zastávky.
Oprava přijde na 6,8 milionu korun. Pokud bude přát počasí, silnice by se měla znovu otevřít v pátek 13. září.
'''),

dict(id='wcxb-7053', photo=('Stien er hævet på den strækning, hvor den krydser strandengen.', 'Foto: Rasmus Bach'),
     kind='community', date='2024-05-16 09:30', author='Sofie Lund', section='Lokalt', sec='lokalt',
     tags=['Løgstør', 'Cykelsti', 'Trafik'],
     hero=('Den nye cykelsti følger kysten fra Vestergade til havnen.', 'Foto: Rasmus Bach'),
     body='''
# Ny cykelsti langs fjorden åbner i juni
~ Den fire kilometer lange sti forbinder Vestergade med lystbådehavnen og giver skolebørn en sikker vej uden om landevejen
Efter næsten to års arbejde åbner den nye cykelsti langs Limfjorden ved Løgstør lørdag den 8. juni.
Stien er fire kilometer lang og går fra Vestergade langs kysten til lystbådehavnen. Den er tre meter bred, har asfaltbelægning og bliver oplyst om aftenen med lave lamper, der ikke generer fuglelivet på strandengene.
Projektet har kostet 14,2 millioner kroner, hvoraf halvdelen er betalt af en statslig pulje til cykelstier. Resten kommer fra kommunen.
Formand for teknik- og miljøudvalget, Birgitte Kloster, kalder stien et af de vigtigste projekter i byen i mange år.
– Vi har haft mange børn, der cyklede til skole på landevejen, hvor bilerne kører 80 kilometer i timen. Det har forældrene været bekymrede for i årevis, og nu har de et sikkert alternativ, siger hun.
Undervejs har arbejdet været forsinket, fordi en del af strækningen skulle hæves for at kunne klare højvande. Det kostede ekstra, men var nødvendigt, forklarer kommunens projektleder, Thomas Brix.
Åbningen fejres med en fælles cykeltur fra torvet klokken 10, og borgmesteren klipper snoren ved havnen.
'''),

dict(id='wcxb-7054', kind='weather', date='2024-11-21 15:45', author='Anders Holm', section='Vejret', sec='vejret',
     tags=['Vejret', 'Storm'],
     body='''
# Kraftig blæst ventes natten til fredag
Meteorologerne varsler kraftig blæst i hele Nordjylland natten til fredag, hvor vinden i stødene kan nå op på 28 meter i sekundet langs Vestkysten.
Det kan give problemer for trafikken på broerne og for højvandsudsatte områder ved Limfjorden, hvor vandstanden ventes at stige op til 1,4 meter over normalen.
Politiet opfordrer bilister til at køre forsigtigt og undgå unødvendige køreture med høje køretøjer og campingvogne. Vinden ventes at aftage i løbet af fredag formiddag.
'''),

dict(id='wcxb-7055', kind='transport', date='2024-02-06 20:30', updated=60, author='Kjetil Aasen', section='Møre og Romsdal',
     sec='mr', tags=['Ferje', 'Samferdsel'],
     body='''
# Ferja innstilt etter motorstans – pendlere ventet i fire timer
~ Sambandet mellom Straumsnes og Vikøy var stengt store deler av tirsdagen. Reserveferja kom først på ettermiddagen.
Ferja «Vikøy» fikk motorstans like etter avgang fra Straumsnes tirsdag morgen og måtte slepes tilbake til kai av en redningsskøyte. Ingen av de 34 passasjerene kom til skade.
Sambandet var stengt fram til reserveferja var på plass litt over klokka 13. Mange pendlere som skulle på jobb og skole på fastlandet, ble sittende i bilkø på kaia i flere timer.
– Det er tredje gang i vinter at vi står her. Jeg rakk ikke legetimen jeg har ventet på i to måneder, sier Randi Hoel, som bor på Vikøy.
Rederiet opplyser at feilen skyldtes en defekt drivstoffpumpe, og at ferja vil være ute av drift resten av uka mens den repareres.
Fylkeskommunens samferdselssjef, Arne Myklebust, sier de vil gå gjennom beredskapen for sambandet.
– Det er ikke akseptabelt at folk blir sittende fast så lenge. Vi skal se på om vi kan ha en reserveferje nærmere, spesielt om vinteren, sier han.
Reserveferja har mindre kapasitet, og det kan bli gjenstående biler i rushtida de nærmeste dagene.
'''),

dict(id='wcxb-7056', photo=('Nordvik skole har i dag 37 elever.', 'Foto: Ingrid Solberg / Kystradioen'),
     kind='school', date='2024-03-14 21:10', updated=600, author=['Ingrid Solberg', 'Eirik Nygård'],
     section='Møre og Romsdal', sec='mr', tags=['Skole', 'Kommunestyret', 'Skolestruktur'],
     hero=('Foreldre og elever demonstrerte utenfor rådhuset før møtet torsdag.', 'Foto: Eirik Nygård / Kystradioen'),
     body='''
# Kommunestyret vedtok å legge ned to grendeskoler
~ Elevene ved Nordvik skole og Lia skole skal flyttes til sentrumsskolen fra høsten 2025. Foreldrene vurderer å klage vedtaket inn til statsforvalteren.
Etter en lang og til dels opphetet debatt vedtok kommunestyret torsdag kveld å legge ned Nordvik skole og Lia skole. Vedtaket ble gjort med 17 mot 10 stemmer.
Fra skolestart høsten 2025 skal de rundt 60 elevene ved de to skolene gå på Sentrum skole, som skal bygges ut med en ny fløy. Elevene fra Nordvik vil få rundt 25 minutter busstur hver vei.
Før møtet samlet over hundre foreldre, elever og besteforeldre seg utenfor rådhuset med plakater og fakler. Mange av dem fulgte også debatten fra galleriet.
## Økonomi avgjorde
Rådmannen har anbefalt nedleggelsen fordi kommunen må kutte rundt 18 millioner kroner i driftsbudsjettet de neste tre årene. Ifølge utredningen vil sammenslåingen spare kommunen for om lag 6,5 millioner kroner i året.
– Ingen av oss har lyst til å legge ned en skole. Men vi har færre barn, dyrere drift og et budsjett som ikke går opp. Da må vi ta ansvar, sa ordfører Kari Lunde i debatten.
Hun viste til at elevtallet ved Lia skole har falt fra 48 til 23 på ti år, og at prognosene viser videre nedgang.
## – Bygda vil dø
Opposisjonen mente kommunen undervurderer hva skolene betyr for lokalsamfunnene.
– Skolen er det siste vi har igjen på Nordvik. Butikken er borte, posten er borte. Når skolen forsvinner, kommer ingen barnefamilier til å flytte hit, sa kommunestyrerepresentant Odd Inge Rø.
Han fremmet et forslag om å utsette saken i ett år for å utrede en felles skole for Nordvik og Lia, men forslaget fikk bare ti stemmer.
FAU-leder ved Nordvik skole, Marte Sandvik, sier foreldrene er skuffet, men ikke overrasket.
– Vi har følt at dette var bestemt på forhånd. Nå skal vi sette oss ned og se på om det er grunnlag for å klage, sier hun.
## Ny fløy på Sentrum skole
Utbyggingen av Sentrum skole er beregnet å koste 42 millioner kroner. Den nye fløya skal ha fire klasserom, et spesialrom for naturfag og et større skolekjøkken.
Byggearbeidene skal etter planen starte i juni. Hvis de blir forsinket, kan elevene fra de to skolene måtte gå i midlertidige paviljonger det første halvåret.
Kommunen skal også lage en plan for hva skolebyggene på Nordvik og Lia skal brukes til. Ordføreren sa at kommunen er åpen for at lag og foreninger i bygdene kan overta byggene.
'''),

dict(id='wcxb-7057', kind='council', date='2024-04-29 21:30', updated=50, author='Janne Mäkelä', section='Keski-Pohjanmaa',
     sec='keski-pohjanmaa', tags=['Kokkola', 'Uimahalli', 'Kaupunginvaltuusto'],
     hero=('Nykyinen uimahalli valmistui vuonna 1976.', 'Kuva: Sanna Laine'),
     body='''
# Valtuusto hyväksyi uuden uimahallin rakentamisen
~ Uusi halli nousee nykyisen viereen, ja sen arvioidaan maksavan 24 miljoonaa euroa.
Kokkolan kaupunginvaltuusto päätti maanantaina, että kaupunkiin rakennetaan uusi uimahalli. Päätös syntyi äänin 34–9.
Uusi halli rakennetaan nykyisen uimahallin viereen, ja vanha halli puretaan, kun uusi on valmis. Hallissa on 25 metrin kilpa-allas, opetusallas, lasten allas ja terapia-allas. Rakennustöiden on määrä alkaa ensi vuoden keväällä.
Liikuntatoimen johtajan Pekka Rantalan mukaan nykyinen halli on tullut tiensä päähän.
– Tekniikka on vanhaa, ja korjauksiin on mennyt viime vuosina satoja tuhansia euroja vuodessa. Peruskorjaus olisi tullut lähes yhtä kalliiksi kuin uusi halli, Rantala sanoo.
Osa valtuutetuista piti hanketta liian kalliina kaupungin taloustilanteeseen nähden. Valtuutettu Tiina Mattila esitti, että hanke palautettaisiin valmisteluun ja hallia pienennettäisiin, mutta esitys hävisi äänestyksessä.
Uimahallissa käy vuosittain noin 180 000 kävijää. Koululaisten uimaopetus jatkuu vanhassa hallissa siihen asti, kunnes uusi valmistuu.
'''),

dict(id='wcxb-7058', kind='weather', date='2024-11-27 18:05', author='Mikko Koskinen', section='Keski-Pohjanmaa',
     sec='keski-pohjanmaa', tags=['Sää', 'Liikenne'],
     body='''
# Tiet voivat olla aamulla erittäin liukkaita
Meteorologit varoittavat erittäin liukkaasta ajokelistä Keski-Pohjanmaalla ja Pohjois-Pohjanmaan eteläosissa torstaiaamuna.
Illan aikana alkava vesisade jäätyy paikoin teille, kun lämpötila laskee yöllä pakkasen puolelle. Myös jalankulkijoiden kannattaa varautua liukkaisiin katuihin ja kevyen liikenteen väyliin.
Poliisi kehottaa autoilijoita varaamaan aamulla matkaan tavallista enemmän aikaa ja pitämään riittävän turvavälin. Keli paranee vähitellen iltapäivällä.
'''),

dict(id='wcxb-7059', heavy=True, kind='utility', date='2024-09-18 12:40', author='Elena Stoica', section='Local', sec='local',
     tags=['Pitești', 'Apă', 'Lucrări'],
     body='''
# Apă oprită joi în trei cartiere din Pitești
Furnizorul local de apă anunță că joi, între orele 8:00 și 18:00, va fi oprită furnizarea apei potabile în cartierele Trivale, Găvana și Craiovei, din cauza lucrărilor de înlocuire a unei conducte magistrale.
Reprezentanții companiei spun că, după reluarea furnizării, apa poate avea o culoare modificată pentru scurt timp și recomandă consumatorilor să lase robinetul deschis câteva minute.
În zonele afectate vor fi amplasate cisterne cu apă potabilă. Locuitorii sunt rugați să își facă din timp rezerve pentru ziua respectivă.
'''),

dict(id='wcxb-7060', kind='council', date='2024-02-27 17:55', updated=75, author='Mihai Ionescu', section='Administrație',
     sec='administratie', tags=['Consiliul Local', 'Buget', 'Pitești'],
     hero=('Ședința Consiliului Local de marți', 'Foto: Radu Dumitrescu'),
     body='''
# Consiliul Local a aprobat bugetul pe 2025: școlile și transportul public, pe primul loc
~ Bugetul orașului depășește un miliard de lei, dar aproape o treime din bani depinde de fonduri europene care încă nu au fost atrase
Consilierii locali din Pitești au aprobat marți bugetul municipiului pentru 2025, după o ședință care a durat aproape patru ore. Proiectul a trecut cu 15 voturi pentru, șapte împotrivă și o abținere.
Bugetul total este de 1,07 miliarde de lei, cu aproximativ 9% mai mare decât cel de anul trecut. Cea mai mare parte a creșterii vine din fonduri europene pentru proiecte de renovare energetică a școlilor și pentru cumpărarea de autobuze electrice.
## Unde merg banii
Pentru educație sunt prevăzute 312 milioane de lei, din care peste 140 de milioane pentru reabilitarea a nouă școli și grădinițe. La trei dintre acestea, lucrările ar trebui să înceapă încă din vară.
Transportul public primește 118 milioane de lei. Primăria vrea să cumpere 24 de autobuze electrice și să modernizeze stațiile de pe principalele bulevarde. Viceprimarul Adrian Matei a spus că noile autobuze vor înlocui vehiculele cumpărate acum aproape 20 de ani, care se defectează frecvent.
„Oamenii ne spun zilnic că autobuzele întârzie sau nu mai vin deloc. Nu putem cere cuiva să lase mașina acasă dacă transportul public nu funcționează”, a declarat Matei.
Alte 64 de milioane de lei sunt alocate pentru reparații de străzi și trotuare, iar 22 de milioane pentru parcuri și spații verzi.
## Critici din partea opoziției
Consilierii din opoziție au acuzat executivul că a umflat bugetul cu sume pe care nu este sigur că le va primi. Potrivit lor, aproape 340 de milioane de lei depind de finanțări europene pentru care contractele nu au fost încă semnate.
„Este un buget de campanie. Pe hârtie arată foarte bine, dar la sfârșitul anului o să vedem din nou că jumătate din proiecte sunt încă la stadiul de studiu de fezabilitate”, a spus consilierul Sorin Dobre.
Opoziția a propus amendamente pentru mutarea a 15 milioane de lei de la evenimente culturale către reparații în cartierele mărginașe, însă acestea au fost respinse.
## Ce urmează
Directoarea economică a primăriei, Gabriela Neagu, a explicat că proiectele cu finanțare europeană au fost incluse în buget pentru a putea fi lansate licitațiile, iar sumele vor fi ajustate la rectificarea bugetară din vară.
Bugetul intră în vigoare după publicarea hotărârii în Monitorul Oficial Local, în următoarele zile.
'''),
]
