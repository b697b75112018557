# -*- coding: utf-8 -*-
"""Render the 60 stories of stories.py into realistic news-article pages.

Usage: python3 gen.py OUT_DIR
Writes  OUT_DIR/pages/wcxb-NNNN.html.gz, OUT_DIR/truth.jsonl, OUT_DIR/meta.jsonl,
then verifies every page (parse + truth words in order in the visible text).
Standard library only; deterministic (seeded random.Random per page).
"""
import datetime
import gzip
import hashlib
import html
import json
import os
import random
import re
import sys
import unicodedata
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from stories import STORIES  # noqa: E402

if len(sys.argv) != 2:
    sys.exit('usage: gen.py OUT_DIR')
OUT = sys.argv[1]
OUT_PAGES = os.path.join(OUT, 'pages')

# ---------------------------------------------------------------------------
# sites
# ---------------------------------------------------------------------------
SITES = {
    'brookhaven': dict(name='The Brookhaven Courier', domain='www.brookhavencourier.com', tz='E', city='Brookhaven',
                       about='The Brookhaven Courier has covered Brookhaven and the Lower Valley since 1911.',
                       pool='en_local'),
    'harbortimes': dict(name='The Harbor City Times', domain='www.harborcitytimes.com', tz='E', city='Harbor City',
                        about='Independent journalism for Harbor City and the river counties.', pool='en_local'),
    'millbrook': dict(name='The Millbrook Record', domain='www.millbrookrecord.com', tz='C', city='Millbrook',
                      addr='115 W. Main St., Millbrook', about='Serving Hollister County since 1884.',
                      pool='en_local'),
    'fieldnote': dict(name='The Field Note', domain='thefieldnote.org', tz='C', city='',
                      about='Science and environment reporting from the lakes and prairies. Reader-funded and independent.',
                      pool='en_science'),
    'westbrook': dict(name='Westbrook State University', domain='www.westbrookstate.edu', tz='C', city='Westbrook',
                      addr='1200 University Avenue, Westbrook', about='', pool='en_uni'),
    'neckarbote': dict(name='Neckarbote', domain='www.neckarbote.de', tz='EU', city='Heilbronn',
                       about='Neckarbote – Nachrichten aus Heilbronn und der Region.', pool='de'),
    'kxrt': dict(name='KXRT 8', domain='www.kxrt8.com', tz='C', city='Wendell',
                 about='KXRT 8 News – Wendell, Kansas and the surrounding area.', pool='en_local'),
    'bnl': dict(name='BusinessNewsline', domain='www.businessnewsline.com', tz='E', city='',
                about='BusinessNewsline distributes press releases from companies and organizations worldwide.',
                pool='en_wire'),
    'sportsbeat': dict(name='SportsBeat Daily', domain='www.sportsbeatdaily.com', tz='E', city='',
                       about='High school, college and pro sports from around the region.', pool='en_sports'),
    'housingledger': dict(name='The Housing Ledger', domain='housingledger.substack.com', tz='E', city='',
                          about='Rents, home prices and the data behind them. A newsletter by Megan Holt.',
                          pool='en_newsletter_housing'),
    'courriermidi': dict(name='Le Courrier du Midi', domain='www.courrierdumidi.fr', tz='EU', city='Montpellier',
                         about="Le Courrier du Midi, l'actualité de l'Hérault, du Gard et de l'Occitanie.", pool='fr'),
    'sctoday': dict(name='Supply Chain Today', domain='www.sctoday.com', tz='E', city='',
                    about='Supply Chain Today covers logistics, warehousing and transportation for operations leaders.',
                    pool='en_trade_sc'),
    'pinecrest': dict(name='Pinecrest Post', domain='pinecrestpost.com', tz='M', city='Pinecrest',
                      about='News for Pinecrest and the Upper Pine Valley.', pool='en_local'),
    'fairmont': dict(name='City of Fairmont', domain='www.fairmontcity.gov', tz='E', city='Fairmont',
                     addr='100 N. Main Street, Fairmont', about='', pool='en_city'),
    'turia': dict(name='Diario del Turia', domain='www.diariodelturia.es', tz='EU', city='Valencia',
                  about='Diario del Turia, noticias de Valencia y la Comunitat Valenciana.', pool='es'),
    'riverbend': dict(name='Riverbend Review', domain='riverbendreview.com', tz='C', city='Riverbend',
                      about='Stories about the people and places of Riverbend.', pool='en_local'),
    'signal': dict(name='The Signal', domain='www.thesignal.news', tz='E', city='',
                   about='The Signal covers technology, markets and the economy.', pool='en_biz'),
    'hollis': dict(name='The Hollis Herald', domain='www.hollisherald.com', tz='C', city='Hollis',
                   addr='212 Main St., Hollis', about='', pool='en_hollis'),
    'tidewater': dict(name='Tidewater Current', domain='tidewatercurrent.org', tz='E', city='Norfolk',
                      about='Tidewater Current is a nonprofit newsroom covering Hampton Roads.', pool='en_local'),
    'longtable': dict(name='The Long Table', domain='longtable.pub', tz='E', city='',
                      about='Essays and reporting on how we live, work and gather.', pool='en_essay'),
    'metrowire': dict(name='Metro Daily Wire', domain='www.metrodailywire.com', tz='E', city='Metro',
                      about='Metro Daily Wire – local news, crime, business and sports for the metro area.',
                      pool='en_local'),
    'wetterau': dict(name='Wetterau-Kurier', domain='www.wetterau-kurier.de', tz='EU', city='Friedberg',
                     about='', pool='de'),
    'paperlantern': dict(name='Paper Lantern', domain='paperlantern.news', tz='P', city='',
                         about='Books, readers and the places where they meet.', pool='en_books'),
    'wnbq': dict(name='WNBQ', domain='www.wnbq.com', tz='E', city='Oak Falls',
                 about='WNBQ News 6 – Oak Falls and the Tri-County region.', pool='en_local'),
    'deportessur': dict(name='Deportes Sur', domain='www.deportessur.es', tz='EU', city='Cádiz',
                        about='Toda la actualidad del fútbol andaluz.', pool='es_sports'),
    'vignoble': dict(name='Le Journal du Vignoble', domain='journalduvignoble.fr', tz='EU', city='',
                     about="Le Journal du Vignoble raconte les vins et les vignerons du Languedoc.", pool='fr_wine'),
    'buildpro': dict(name='BuildPro', domain='www.buildpromag.com', tz='E', city='',
                     about='BuildPro is the business magazine for residential builders and remodelers.',
                     pool='en_trade_build'),
    'lakeview': dict(name='Lakeview Voice', domain='lakeviewvoice.com', tz='C', city='Lakeview',
                     about='Lakeview Voice is an independent, reader-supported news site.', pool='en_local'),
    'leipzig': dict(name='Leipzig Lokal', domain='www.leipzig-lokal.de', tz='EU', city='Leipzig',
                    about='Leipzig Lokal – unabhängiger Lokaljournalismus für Leipzig.', pool='de'),
    'rheinfelden': dict(name='Stadt Rheinfelden', domain='www.stadt-rheinfelden.de', tz='EU', city='Rheinfelden',
                        addr='Kirchplatz 2, 79618 Rheinfelden', about='', pool='de_city'),
    'eastside': dict(name='The Eastside Dispatch', domain='eastsidedispatch.substack.com', tz='C', city='',
                     about='Neighborhood news for the east side, written by Joel Park.', pool='en_newsletter_local'),
    'cedarvalley': dict(name='Cedar Valley Sentinel', domain='www.cedarvalleysentinel.com', tz='C', city='Tipton',
                        addr='402 Cedar St., Tipton', about='Cedar County news since 1869.', pool='en_local'),
}

# ---------------------------------------------------------------------------
# language strings
# ---------------------------------------------------------------------------
MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
           'November', 'December'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober',
           'November', 'Dezember'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre',
           'novembre', 'décembre'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre',
           'noviembre', 'diciembre'],
}
AP_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.']
WEEKDAYS = {
    'en': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
}

STR = {
    'en': dict(
        read_also='Read also:', related='Related:', read_more='READ MORE:', related_stories='Related stories',
        related_articles='Related Articles', more_from='More from {}', latest='Latest news', most_read='Most read',
        most_popular='Most Popular', trending='Trending', breaking='Breaking News', advertisement='Advertisement',
        nl_title='Get the morning newsletter',
        nl_text="The day's top local stories, delivered to your inbox every weekday morning. It's free.",
        email='Email address', subscribe='Subscribe', signup='Sign up', tags='Tags', share='Share',
        n_comments='{} Comments', one_comment='1 Comment', join='Join the conversation', leave_reply='Leave a Reply',
        cancel_reply='Cancel reply', reply='Reply', post_comment='Post Comment', name='Name', website='Website',
        comment='Comment', email_notes='Your email address will not be published.',
        required='Required fields are marked *',
        save_info='Save my name, email, and website in this browser for the next time I comment.',
        cookie=('We and our partners use cookies and similar technologies to improve your experience, measure '
                'traffic and personalize ads. You can change your choices at any time.'),
        accept='Accept all', reject='Reject all', manage='Manage preferences', by='By', published='Published',
        updated='Updated', min_read='{} min read', home='Home', search='Search', menu='Menu',
        prev='Previous article', next='Next article', about='About Us', contact='Contact Us',
        privacy='Privacy Policy', terms='Terms of Use', advertise='Advertise', careers='Careers',
        rights='All rights reserved.', subscribe_now='Subscribe now', sign_in='Sign in', log_in='Log in',
        support=('Local journalism depends on readers like you. Become a member today for unlimited access '
                 'and support reporting that holds the powerful accountable.'),
        support_title='Support local news', donate='Donate', become_member='Become a member',
        about_author='About the author', view_all_posts='View all posts', follow='Follow', print='Print',
        copy_link='Copy link', you_may_like='You may also like', latest_stories='Latest Stories',
        top_stories='Top Stories', watch_live='Watch Live', weather='Weather', contact_reporter='Contact the reporter',
        back_to_top='Back to top', sections='Sections', newsletters='Newsletters', skip='Skip to content',
        report_typo='Report a typo', more_news='More News', recommended='Recommended',
    ),
    'de': dict(
        read_also='Lesen Sie auch:', related='Auch interessant:', read_more='Mehr dazu:',
        related_stories='Das könnte Sie auch interessieren', related_articles='Weitere Artikel',
        more_from='Mehr aus {}', latest='Neueste Artikel', most_read='Meistgelesen', most_popular='Meistgelesen',
        trending='Top-Themen', breaking='Eilmeldung', advertisement='Anzeige',
        nl_title='Der Newsletter für die Region',
        nl_text='Jeden Morgen die wichtigsten Nachrichten aus Ihrer Region – kostenlos in Ihr Postfach.',
        email='E-Mail-Adresse', subscribe='Abonnieren', signup='Jetzt anmelden', tags='Schlagwörter',
        share='Teilen', n_comments='{} Kommentare', one_comment='1 Kommentar', join='Diskutieren Sie mit',
        leave_reply='Kommentar schreiben', cancel_reply='Antworten abbrechen', reply='Antworten',
        post_comment='Kommentar abschicken', name='Name', website='Website', comment='Kommentar',
        email_notes='Ihre E-Mail-Adresse wird nicht veröffentlicht.', required='Pflichtfelder sind mit * markiert',
        save_info='Meinen Namen, meine E-Mail-Adresse und meine Website in diesem Browser speichern.',
        cookie=('Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um unser Angebot zu '
                'verbessern, die Nutzung zu analysieren und Werbung zu personalisieren. Ihre Einwilligung können '
                'Sie jederzeit widerrufen.'),
        accept='Alle akzeptieren', reject='Ablehnen', manage='Einstellungen', by='Von',
        published='Veröffentlicht', updated='Aktualisiert', min_read='{} Min. Lesezeit', home='Startseite',
        search='Suche', menu='Menü', prev='Vorheriger Artikel', next='Nächster Artikel', about='Über uns',
        contact='Kontakt', privacy='Datenschutz', terms='AGB', advertise='Mediadaten', careers='Karriere',
        rights='Alle Rechte vorbehalten.', subscribe_now='Jetzt abonnieren', sign_in='Anmelden',
        log_in='Anmelden', support=('Guter Lokaljournalismus kostet Geld. Mit einem Abo unterstützen Sie unsere '
                                    'Arbeit und lesen alle Artikel ohne Einschränkung.'),
        support_title='Unterstützen Sie Lokaljournalismus', donate='Unterstützen', become_member='Abo abschließen',
        about_author='Über die Autorin', view_all_posts='Alle Artikel', follow='Folgen', print='Drucken',
        copy_link='Link kopieren', you_may_like='Das könnte Sie auch interessieren',
        latest_stories='Aktuelle Nachrichten', top_stories='Top-Nachrichten', watch_live='Live',
        weather='Wetter', contact_reporter='Kontakt zur Redaktion', back_to_top='Nach oben', sections='Ressorts',
        newsletters='Newsletter', skip='Zum Inhalt springen', report_typo='Fehler melden', more_news='Mehr Nachrichten',
        recommended='Empfohlen', imprint='Impressum',
    ),
    'fr': dict(
        read_also='Lire aussi', related='À lire aussi :', read_more='Lire aussi :',
        related_stories='Sur le même sujet', related_articles='Articles similaires', more_from='Plus de {}',
        latest='Les dernières actus', most_read='Les plus lus', most_popular='Les plus lus', trending='Tendances',
        breaking='Alerte info', advertisement='Publicité', nl_title='La newsletter du matin',
        nl_text="Recevez chaque matin l'essentiel de l'actualité de votre région.", email='Adresse e-mail',
        subscribe="S'abonner", signup="Je m'inscris", tags='Mots-clés', share='Partager',
        n_comments='{} commentaires', one_comment='1 commentaire', join='Réagir', leave_reply='Laisser un commentaire',
        cancel_reply='Annuler la réponse', reply='Répondre', post_comment='Laisser un commentaire', name='Nom',
        website='Site web', comment='Commentaire', email_notes='Votre adresse e-mail ne sera pas publiée.',
        required='Les champs obligatoires sont indiqués avec *',
        save_info="Enregistrer mon nom, mon e-mail et mon site dans le navigateur pour mon prochain commentaire.",
        cookie=("Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour "
                "stocker et accéder à des informations personnelles comme votre visite sur ce site."),
        accept='Accepter & Fermer', reject='Continuer sans accepter', manage='Personnaliser mes choix', by='Par',
        published='Publié le', updated='Mis à jour le', min_read='Lecture {} min', home='Accueil',
        search='Rechercher', menu='Menu', prev='Article précédent', next='Article suivant', about='Qui sommes-nous',
        contact='Contact', privacy='Politique de confidentialité', terms='Conditions générales', advertise='Publicité',
        careers='Recrutement', rights='Tous droits réservés.', subscribe_now="S'abonner", sign_in='Se connecter',
        log_in='Se connecter', support=("Abonnez-vous pour soutenir une information locale indépendante et "
                                        "accéder à tous nos articles."),
        support_title="Soutenez l'information locale", donate='Soutenir', become_member="Je m'abonne",
        about_author="À propos de l'auteur", view_all_posts='Voir tous les articles', follow='Suivre',
        print='Imprimer', copy_link='Copier le lien', you_may_like='Vous aimerez aussi',
        latest_stories='Dernières actualités', top_stories='À la une', watch_live='En direct', weather='Météo',
        contact_reporter='Contacter la rédaction', back_to_top='Haut de page', sections='Rubriques',
        newsletters='Newsletters', skip='Aller au contenu', report_typo='Signaler une erreur',
        more_news="Plus d'actualités", recommended='Recommandé', imprint='Mentions légales',
    ),
    'es': dict(
        read_also='Lee también:', related='Te puede interesar:', read_more='Más información:',
        related_stories='Noticias relacionadas', related_articles='Artículos relacionados', more_from='Más de {}',
        latest='Últimas noticias', most_read='Lo más leído', most_popular='Lo más visto', trending='Tendencias',
        breaking='Última hora', advertisement='Publicidad', nl_title='Newsletter diaria',
        nl_text='Recibe cada mañana en tu correo las noticias más importantes del día.',
        email='Correo electrónico', subscribe='Suscríbete', signup='Apúntate', tags='Etiquetas', share='Compartir',
        n_comments='{} comentarios', one_comment='1 comentario', join='Participa en la conversación',
        leave_reply='Deja una respuesta', cancel_reply='Cancelar la respuesta', reply='Responder',
        post_comment='Publicar el comentario', name='Nombre', website='Web', comment='Comentario',
        email_notes='Tu dirección de correo electrónico no será publicada.',
        required='Los campos obligatorios están marcados con *',
        save_info='Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.',
        cookie=('Utilizamos cookies propias y de terceros para mejorar nuestros servicios, elaborar información '
                'estadística y mostrarte publicidad relacionada con tus preferencias.'),
        accept='Aceptar y continuar', reject='Rechazar', manage='Configurar', by='Por', published='Publicado',
        updated='Actualizado', min_read='{} min de lectura', home='Portada', search='Buscar', menu='Menú',
        prev='Artículo anterior', next='Artículo siguiente', about='Quiénes somos', contact='Contacto',
        privacy='Política de privacidad', terms='Aviso legal', advertise='Publicidad', careers='Trabaja con nosotros',
        rights='Todos los derechos reservados.', subscribe_now='Suscríbete', sign_in='Iniciar sesión',
        log_in='Iniciar sesión', support=('El periodismo de calidad tiene un coste. Suscríbete para acceder a '
                                          'todos los contenidos y apoyar nuestro trabajo.'),
        support_title='Apoya el periodismo local', donate='Colabora', become_member='Suscríbete',
        about_author='Sobre el autor', view_all_posts='Ver todas las entradas', follow='Seguir', print='Imprimir',
        copy_link='Copiar enlace', you_may_like='También te puede interesar', latest_stories='Últimas noticias',
        top_stories='Portada', watch_live='En directo', weather='El tiempo', contact_reporter='Contacta con la redacción',
        back_to_top='Volver arriba', sections='Secciones', newsletters='Newsletters', skip='Ir al contenido',
        report_typo='Comunicar un error', more_news='Más noticias', recommended='Recomendado', imprint='Aviso legal',
    ),
}
for _l in ('de', 'fr', 'es'):
    for _k, _v in STR['en'].items():
        STR[_l].setdefault(_k, _v)
STR['en'].setdefault('imprint', 'Legal notice')

# ---------------------------------------------------------------------------
# pools of other-story headlines, blurbs, authors, comments
# ---------------------------------------------------------------------------
POOLS = {
    'en_local': [
        'City council delays vote on downtown bike lanes until June',
        'Police identify man killed in Route 30 crash',
        'New urgent care clinic opens on the west side',
        'School district weighs four-day week to cut costs',
        'Longtime diner owner hands the keys to her former dishwasher',
        'Storm knocks out power to 12,000 customers',
        'County commissioners approve $14 million jail expansion',
        'Farmers market moves to Saturday evenings this summer',
        'Two injured in apartment fire on Elm Street',
        'Library board names interim director after resignation',
        "State audit faults county's handling of overtime pay",
        'High school robotics team heads to world championship',
        'Sewer rate increase of 6% goes into effect July 1',
        'Developer unveils plans for 220 apartments near the rail yard',
        'Man sentenced to 12 years for string of armed robberies',
        'Traffic signal coming to dangerous Oak and 5th intersection',
        'Historic train depot to become brewery and event space',
        'Hospital ends labor and delivery services, citing staffing',
        'Fire chief retires after 34 years with department',
        'Residents push back on proposed gravel pit near the river',
        'Voters will decide $48 million school bond in November',
        'Animal shelter waives adoption fees as kennels fill up',
        'Drought forces town to limit lawn watering to two days a week',
        'Former mayor launches bid for state Senate',
        'Teen charged after threat forces lockdown at middle school',
        'Construction on Highway 12 bridge to last through October',
        'Food bank reports record demand for third straight month',
        "Sheriff's office adds body cameras for all deputies",
        'Downtown parking garage to close for repairs',
        'Meet the 92-year-old who still delivers the church bulletin',
        'Police warn of phone scam targeting seniors',
        'Property tax bills to arrive late after software glitch',
        'Community college to offer free tuition for nursing students',
        'Ice cream shop reopens under new owners after two-year closure',
        'County fair board announces grandstand lineup',
        'Council approves raises for police and firefighters',
        'Wastewater plant upgrade comes in $3 million over budget',
        'Local veteran honored with Quilt of Valor',
        'Semi rollover spills corn across Interstate 80',
        'New playground opens at Riverside Park after fundraising push',
        'Town hall meeting on rising rents draws overflow crowd',
        'Former factory site cleared for solar development',
        'Public pool will not open this summer, city says',
        'Transit agency adds late-night bus routes on weekends',
        'Restaurant inspections: See the latest scores',
        'Planning commission backs rezoning for senior housing',
        'Crews begin tearing down vacant motel on Highway 9',
        'Judge tosses lawsuit over closed elementary school',
    ],
    'en_sports': [
        'Eastfield volleyball sweeps conference rival in straight sets',
        'Prep roundup: Ridgeview holds off Carver in overtime',
        'Ospreys option reliever to Triple-A after rough outing',
        'Harbor City FC falls 2-1 at Riverside United',
        'State wrestling: Four area athletes reach finals',
        'Column: The playoff format needs fixing',
        'Coach Dale Simmons earns 150th career win',
        'Girls soccer: Northgate blanks Westview 3-0',
        'Cross country teams prepare for sectionals',
        'Former Carver standout commits to State',
        'Ospreys rally in ninth to stun Sea Lions',
        'Basketball preview: Five teams to watch this winter',
        'Softball: Pitcher strikes out 17 in no-hitter',
        'Golf: Millbrook wins first conference title since 2009',
        'Week 6 prep football scores and highlights',
        'Harbor City FC academy product signs first pro deal',
    ],
    'en_biz': [
        'Cloud spending rebounds as companies expand AI projects',
        'Treasury yields fall after weaker jobs report',
        'Startup that builds battery-recycling robots raises $40 million',
        'Oil prices climb on supply concerns',
        'Chipmaker shares slide after cautious forecast',
        'Why the four-day workweek is stalling',
        'Retail sales rise more than expected in May',
        'Regulators open inquiry into streaming bundle prices',
        'Fed officials signal patience on rate cuts',
        'Electric truck maker delays production to 2026',
        'The quiet boom in data center construction',
        'Small caps lag as investors crowd into megacaps',
        'Inside the race to build cheaper AI chips',
        'Home builders report rising cancellations',
    ],
    'en_science': [
        'The prairie is burning on purpose. Here is why.',
        'What the mussels in the Des Moines River are telling us',
        'A new map shows where the groundwater is running out',
        'Meet the volunteers who count frogs at midnight',
        'How a cold snap in April reshaped the monarch migration',
        'Scientists are listening to lakes. Here is what they hear.',
        'Why some farmers are planting prairie strips',
        'The Perseids peak this weekend. How to watch',
        'Tracking the return of river otters',
        'Q&A: A hydrologist on the summer of low water',
        'What a solar eclipse does to birds',
        'The surprising science of fall color',
    ],
    'en_books': [
        'Five new novels set in the Pacific Northwest',
        'The library that lends telescopes',
        'What our readers are reading this month',
        'A poet on the art of the grocery list',
        'Inside the city\'s oldest used bookstore',
        'Fall book fair returns to the armory',
        'Why book clubs are booming again',
        'A translator on bringing Norwegian crime fiction to English',
        'The small press that only publishes first novels',
        'Events calendar: Readings and signings this week',
    ],
    'en_uni': [
        'Westbrook State breaks ground on new engineering building',
        'Faculty members honored at annual teaching awards',
        'Study finds prairie restoration boosts pollinator numbers',
        'Student team wins national business plan competition',
        'Library extends hours for finals week',
        'Alumna named president of regional hospital system',
        'University receives $5 million gift for scholarships',
        'Researchers map groundwater decline across western counties',
        'Spring commencement to honor 2,300 graduates',
        'Music department announces fall concert series',
        'New program helps first-generation students navigate campus',
        'School of Nursing expands simulation lab',
        'Geology professor elected fellow of national society',
        'Campus dining adds late-night options',
    ],
    'en_city': [
        'Leaf collection begins Nov. 4',
        'City Hall closed Monday for Memorial Day',
        "Applications open for the Citizens' Police Academy",
        'Hydrant flushing scheduled in Eastside neighborhoods',
        'City recognized for excellence in financial reporting',
        'Parks and Recreation summer guide now available',
        'Council to hold work session on housing plan',
        'Road closure: Jefferson Avenue at 7th Street',
        'Free shredding event set for April 20',
        'New online portal for building permits launches',
        'Fire Station 5 construction reaches milestone',
        'Public input sought on downtown master plan',
        'Spring bulk trash pickup schedule announced',
        'Police Department hosts National Night Out',
    ],
    'en_wire': [
        'Northfield Foods Reports Record Third-Quarter Revenue',
        'Apex Medical Receives FDA Clearance for Portable Ultrasound System',
        'Granite Peak Energy Announces Pricing of $400 Million Senior Notes',
        'Lumen Health Appoints Sarah Kim as Chief Financial Officer',
        'BrightPath Learning Launches AI Tutoring Platform for K-12 Schools',
        'Summit Insurance Group Completes Acquisition of Coastal Underwriters',
        'Cascade Water Technologies Expands Operations in Texas',
        'Orion Bio to Present at Upcoming Investor Conferences',
        'Meridian Hotels Opens 200th Property in North America',
        'Pioneer Ag Declares Quarterly Dividend',
        'Vantage Robotics Unveils Next-Generation Warehouse Picking System',
        'Redwood Capital Closes $1.2 Billion Infrastructure Fund',
        'Sterling Pharma Announces Topline Results from Phase 3 Study',
        'Keystone Bank Names New President of Commercial Banking',
        'Atlas Freight Reports Second Quarter 2024 Results',
        'Bluewater Foods Recalls Frozen Shrimp Due to Possible Contamination',
    ],
    'en_trade_sc': [
        'Freight rates climb as ocean carriers extend Red Sea diversions',
        'Yard management systems move from nice-to-have to necessity',
        'Survey: 61% of shippers plan to add nearshore suppliers',
        'How one 3PL cut dock-to-stock time in half',
        'Cold storage vacancy rises for first time since 2019',
        'Peak season: What parcel carriers expect this year',
        'Inside a 1-million-square-foot automated DC',
        'Lithium battery fires: What safety managers need to know',
        'Rail volumes rise on intermodal rebound',
        'Podcast: Building a resilient supplier network',
        'Labor report: Warehouse wages hold steady',
        'Five questions to ask before signing a robotics contract',
    ],
    'en_trade_build': [
        'Builder confidence dips for third straight month',
        'Drywall prices: Where they go from here',
        'Code update: What changes in the 2024 IRC',
        "Jobsite theft is up. Here's how contractors are fighting back",
        'Framing crews adopt panelized walls to beat labor shortage',
        'Heat pumps overtake gas furnaces in new single-family homes',
        'Concrete costs push some builders toward slab alternatives',
        'Mortgage rates tick down, but buyers stay cautious',
        'Product spotlight: 6 new window lines for 2024',
        'Remodeling market forecast holds steady',
        'How a Texas builder cut cycle times by 20 days',
        'Tariffs on Canadian softwood: What to watch',
    ],
    'en_newsletter_housing': [
        'Why new apartments downtown are offering two months free',
        'What a "vacancy rate" actually tells you',
        'Reader mailbag: Should I buy or keep renting?',
        'Property taxes are going up. Here is why.',
        'The housing numbers I am watching this spring',
        'The parking minimum fight is coming to the suburbs',
        'Home prices hit a record. Sales hit a low. Both are true.',
        'Where the first-time buyers went',
    ],
    'en_newsletter_local': [
        'A short history of the Fifth Street bridge',
        "Notes from Tuesday's planning commission",
        "Eastside's new bakery is worth the line",
        'Where the school board candidates stand',
        'The bus route changes, explained',
        "What's going on with the old Safeway lot",
        'Weekend roundup: yard sales, a parade and a pie contest',
        'Your questions about the bridge, answered',
    ],
    'en_essay': [
        'The last great food court',
        'What I learned from a year without a smartphone',
        'Why every town needs a third place',
        'The quiet comeback of the bowling league',
        'In praise of the public library card',
        'Small towns are not a cure for burnout',
        'The strange economics of vinyl records',
        'What the corner store knew about community',
        'We moved for the cheap rent. We stayed for the neighbors.',
        'How a zine changed my neighborhood',
        'The case for eating lunch away from your desk',
        'Nobody goes to the mall anymore. Except teenagers.',
    ],
    'en_hollis': [
        "Robert 'Bob' Lindahl, 1941-2024",
        'Hollis FFA chapter earns state honors',
        'Township board sets spring cleanup dates',
        'Evelyn Marie Sorensen, 1932-2024',
        'Lions Club pancake breakfast set for Sunday',
        'Letter: Thank you to our volunteer firefighters',
        'Harold J. Kruse, 1945-2024',
        'Hollis girls basketball advances to section final',
        'Legion Auxiliary collects 600 pounds of food',
        'Hollis City Council minutes, May 13',
    ],
    'de': [
        'Stadtwerke erhöhen Fernwärmepreise zum Jahreswechsel',
        'Neue Kita in der Weststadt eröffnet',
        'Unfall auf der B 27: Zwei Schwerverletzte',
        'Gemeinderat streitet über Parkgebühren',
        'Sanierung der Stadthalle wird teurer als geplant',
        'Polizei sucht Zeugen nach Unfallflucht',
        'Wochenmarkt zieht an neuen Standort',
        'Bürgerinitiative sammelt Unterschriften gegen Windpark',
        'Traditionsbäckerei schließt nach 90 Jahren',
        'Grundschule bekommt Erweiterungsbau',
        'Brand in Mehrfamilienhaus: Bewohner evakuiert',
        'Radweg an der Landesstraße wird freigegeben',
        'Stadtbahn fährt ab Montag wieder nach Fahrplan',
        'Kreistag beschließt Haushalt mit Rekordinvestitionen',
        'Weinlese startet früher als gewohnt',
        'Ehrenamtliche retten historischen Bahnhof',
        'Neue Hausärztin für die Gemeinde gefunden',
        'Hochwasserschutz: Damm wird erhöht',
        'Vereinsheim nach Einbruch verwüstet',
        'Verkehrschaos nach Brückensperrung',
        'Kommentar: Mehr Mut zur Veränderung',
        'Tafel meldet Rekordandrang',
        'Bauarbeiten in der Innenstadt dauern länger',
        'Jugendgemeinderat fordert mehr Treffpunkte',
        'Feuerwehr erhält neues Löschfahrzeug',
    ],
    'de_city': [
        'Bürgerbüro am 30. Mai geschlossen',
        'Sperrmülltermine für das zweite Halbjahr',
        'Öffentliche Sitzung des Gemeinderats am 14. Mai',
        'Stadtbibliothek erweitert Öffnungszeiten',
        'Anmeldung für das Ferienprogramm startet',
        'Baustelle in der Friedrichstraße',
        'Neue Abfallkalender ab sofort erhältlich',
        'Ehrenamtspreis 2024: Jetzt Vorschläge einreichen',
        'Stadtputzete am 13. April',
        'Sanierung der Rheinbrücke beginnt im Juni',
    ],
    'fr': [
        'Montpellier : la ligne 5 du tramway prend du retard',
        'Incendie dans les Cévennes : 300 hectares parcourus',
        'Béziers : les halles rouvrent après travaux',
        "Canicule : les conseils de l'ARS pour se protéger",
        "Rugby : le MHR s'impose face à Toulon",
        'Sète : la fête de la Saint-Louis dévoile son programme',
        'Logement : les loyers continuent de grimper à Montpellier',
        'Nîmes : une nouvelle piste cyclable sur les boulevards',
        "Viticulture : les vignerons réclament des aides d'urgence",
        'Perpignan : un trafic de stupéfiants démantelé',
        'Éducation : trois collèges rénovés pour la rentrée',
        'Feria de Nîmes : bilan en demi-teinte pour les commerçants',
        'Le pont du Gard bat son record de fréquentation',
        'Alès : un nouveau centre de santé ouvre ses portes',
        "Inondations : l'État débloque une aide exceptionnelle",
        "Carcassonne : la Cité accueille le festival d'été",
        "Hérault : la sécheresse menace la récolte d'olives",
        'Municipales : premières candidatures déclarées à Béziers',
    ],
    'fr_wine': [
        'Corbières : les ventes de rosé en net recul',
        'Pic Saint-Loup : vers une appellation communale ?',
        "Arrachage de vignes : ce que prévoit le plan d'aide",
        'Dégustation : nos coups de cœur en Minervois',
        "Grêle : les vignerons de l'Aude chiffrent les dégâts",
        'Œnotourisme : les caves ouvrent leurs portes cet été',
        'Le carignan, cépage oublié qui revient en force',
        'Bio : les surfaces en conversion marquent le pas',
        'Vendanges 2024 : premiers coups de sécateur en Roussillon',
        'Les coopératives face à la chute des volumes',
    ],
    'es': [
        'La EMT amplía el horario de varias líneas nocturnas',
        'Detenido un hombre por robar en varios comercios de Ruzafa',
        'El puerto de Valencia bate su récord de contenedores',
        'La Albufera recibe el primer aporte de agua del año',
        'Sanidad abre un nuevo centro de salud en Benimaclet',
        'Las Fallas 2025 ya tienen cartel oficial',
        'El Valencia CF presenta el proyecto del nuevo estadio',
        'La Generalitat aprueba el plan de vivienda asequible',
        'Cortes de tráfico por obras en la avenida del Puerto',
        'La ola de calor dispara el consumo eléctrico',
        'Un incendio obliga a desalojar un edificio en Campanar',
        'La Universitat abre el plazo de matrícula',
        'El aeropuerto de Manises supera los 10 millones de pasajeros',
        'Los comerciantes del Mercado Central piden más aparcamiento',
        'Nueva ruta ciclista entre Valencia y El Saler',
        'Las playas de la ciudad izan la bandera azul',
    ],
    'es_sports': [
        'El Xerez CD cae en casa ante el Antequera',
        'La Balona suma su tercera victoria consecutiva',
        'El Cádiz Mirandilla rescata un punto en el descuento',
        'El Betis Deportivo golea y se mete en playoff',
        'El Ceuta mantiene el liderato tras empatar en Écija',
        'Crónica: reparto de puntos en el derbi de la Bahía',
        'Sanción de dos partidos para el técnico del Recreativo Granada',
        'El Córdoba B anuncia la renovación de su capitán',
        'Clasificación: así está el grupo IV tras la jornada 12',
        'El Sevilla Atlético se complica la permanencia',
    ],
}

BLURBS = {
    'en': [
        'The proposal will go before the full council next month after a second public hearing.',
        'Officials said the work should be finished before the start of the school year.',
        'Neighbors packed the meeting room, and several asked for more time to review the plans.',
        'The department said no one was seriously hurt.',
        'Organizers expect a larger crowd than last year and urge visitors to arrive early.',
        'The decision followed more than two hours of public comment.',
        "Here's what residents need to know before the changes take effect.",
        'The family has started an online fundraiser to help with expenses.',
        'A spokesperson said the company is reviewing its options.',
        'Investigators are asking anyone with information to call the tip line.',
        'The new rules take effect at the start of next month.',
        'It is the third such closure in the region this year.',
        'Supporters say the project will bring jobs; critics worry about traffic.',
        'The vote was 4-3, with the mayor breaking the tie.',
        'Tickets go on sale Friday at 10 a.m.',
        'The money comes from a state grant awarded last fall.',
        'Officials have not said what caused the outage.',
        'Most of the cost will be covered by federal funds.',
        'The board will revisit the issue at its next meeting.',
        'Enrollment is down for the fourth year in a row.',
        'Crews expect to reopen the road by Friday afternoon.',
        "It's the first increase since 2017.",
        'The business employs about 40 people.',
        'Applications are due by the end of the month.',
        'Police said the investigation is ongoing.',
        'The event is free and open to the public.',
        "Coaches say the team's depth has been the difference.",
        'The report recommends hiring three additional inspectors.',
        'Longtime customers lined up before the doors opened.',
        'Forecasters expect conditions to improve by the weekend.',
        'The plan still needs approval from state regulators.',
        'A final decision is expected later this summer.',
    ],
    'de': [
        'Die Entscheidung fiel nach einer langen Debatte im Gremium.',
        'Die Arbeiten sollen bis zum Herbst abgeschlossen sein.',
        'Anwohner hatten sich seit Monaten über die Situation beschwert.',
        'Verletzt wurde nach Angaben der Polizei niemand.',
        'Die Kosten liegen deutlich über der ursprünglichen Schätzung.',
        'Die Stadt will die Bürger in einer Informationsveranstaltung beteiligen.',
        'Der Eintritt ist frei, eine Anmeldung ist nicht erforderlich.',
        'Die Polizei bittet um Hinweise aus der Bevölkerung.',
        'Das Projekt wird zu einem großen Teil vom Land gefördert.',
        'Ein Termin für die nächste Sitzung steht noch nicht fest.',
        'Die Veranstalter rechnen mit mehreren tausend Besuchern.',
        'Was sich für Pendler jetzt ändert, lesen Sie hier.',
    ],
    'fr': [
        "La décision a été prise à l'issue d'un long débat en conseil municipal.",
        "Les travaux devraient s'achever avant la fin de l'année.",
        "Les riverains dénoncent une situation qui dure depuis des mois.",
        "Aucun blessé n'est à déplorer, selon les pompiers.",
        "Le coût du projet dépasse largement les prévisions initiales.",
        "L'entrée est libre et gratuite pour tous.",
        "Une enquête a été ouverte par le parquet.",
        "Les organisateurs attendent plusieurs milliers de visiteurs.",
        "Ce qui change pour les usagers à partir de lundi.",
        "La préfecture appelle à la plus grande prudence.",
    ],
    'es': [
        'La decisión llega tras meses de negociaciones.',
        'Las obras se prolongarán hasta final de año.',
        'Los vecinos llevan tiempo denunciando la situación.',
        'No se han registrado heridos, según los servicios de emergencia.',
        'El coste del proyecto supera con creces las previsiones.',
        'La entrada es libre hasta completar aforo.',
        'La Policía Local ha abierto una investigación.',
        'Los organizadores esperan miles de visitantes.',
        'El entrenador destacó la actitud del equipo en la segunda parte.',
        'Estos son los cambios que entran en vigor el lunes.',
    ],
}

BLURBS['en_wire'] = [
    'The company will discuss the results on a conference call and webcast.',
    'The transaction is expected to close in the fourth quarter, subject to customary conditions.',
    'The appointment is effective immediately.',
    'The new facility is expected to create about 150 jobs over the next three years.',
    'The dividend is payable to shareholders of record at the close of business.',
    'The platform is available to customers in the United States and Canada beginning today.',
    'The offering is being made pursuant to an effective shelf registration statement.',
    'Consumers who purchased the affected product are urged not to consume it.',
    'Management will present at the conference and host one-on-one investor meetings.',
    'The fund drew commitments from pension plans, endowments and insurance companies.',
]
BLURBS['en_sports'] = [
    'The win moves the team into a tie for first place in the conference.',
    'The senior finished with 14 kills and 11 digs.',
    'Coaches say the depth of the roster has been the difference this season.',
    'Kickoff is set for 7 p.m. Friday.',
    'The loss snapped a four-game winning streak.',
    'He will report to the club after the All-Star break.',
    'The team will travel for three straight road games next week.',
    'A late goal in stoppage time decided it.',
]
BLURBS['en_trade'] = [
    'Operators say the change is already showing up in their budgets for next year.',
    'The report is based on a survey of more than 300 companies.',
    'Analysts expect the trend to continue through the second half of the year.',
    'Here is what managers need to know before the new rules take effect.',
    'The company says the system paid for itself in under two years.',
    'Suppliers warn that lead times remain longer than before the pandemic.',
    'Register now for the free webinar on Thursday.',
    'Costs rose for the third consecutive quarter.',
]
BLURBS['en_uni'] = [
    'The project involves faculty and students from three departments.',
    'The award recognizes outstanding teaching, research and service.',
    'The event is free and open to the public.',
    'The research was funded by a grant from the National Science Foundation.',
    'Students will be able to enroll beginning in the fall semester.',
    'The gift is the largest in the history of the college.',
]
BLURB_POOL = {'en_wire': 'en_wire', 'en_sports': 'en_sports', 'en_trade_sc': 'en_trade',
              'en_trade_build': 'en_trade', 'en_biz': 'en_trade', 'en_uni': 'en_uni', 'en_city': 'en'}

AUTHORS = {
    'en': ['Sam Patterson', 'Julia Ortiz', 'Ben Carlisle', 'Renee Dawson', 'Marcus Webb', 'Lily Chen',
           'Carlos Medina', 'Hannah Price', 'Staff report', 'Tom Vukovich', 'Aisha Grant', 'Peter Holm'],
    'de': ['Anna Schäfer', 'Jens Hofmann', 'Carina Wolf', 'Michael Braun', 'Lena Krüger', 'red',
           'Stefan Vogel', 'Julia Lorenz'],
    'fr': ['Camille Roux', 'Thomas Garcia', 'Élodie Martin', 'Nicolas Blanc', 'Léa Fabre', 'Marc Vidal'],
    'es': ['María López', 'Javier Sanz', 'Elena Navarro', 'Álvaro Gil', 'Carmen Ruiz', 'Raúl Domínguez'],
}

COMMENTS = {
    'en': [
        'Finally. This should have happened years ago.',
        'Does anyone know if this affects the lots behind the library too?',
        "I'll believe it when I see it. They said the same thing in 2019.",
        'Great reporting, thank you for covering this.',
        'Who is actually paying for this? Nobody seems to want to answer that.',
        'My family has lived here for 40 years and I have never seen it this bad.',
        'This is good news for the neighborhood. Hope they follow through.',
        'Thanks for explaining this so clearly. The meeting minutes were impossible to follow.',
        'Would love to see a follow-up on how this turns out.',
        'Not everything has to be about politics. Some of us just want the potholes fixed.',
        'Good to finally get some answers on this.',
        'I was there last night. The article is spot on.',
        "Can we get the full list somewhere? The link isn't working for me.",
        'Same story every year and nothing changes.',
        'Kudos to the volunteers who made this happen.',
        'Hard to argue with the numbers here.',
        'This is exactly why local news matters.',
        'Anyone else remember when this was a drive-in?',
        'Shared this with my neighbors. Most of them had no idea.',
        'Stop spending money on studies and fix the roads we already have.',
        "Interesting piece. I didn't know most of this.",
        'We need more coverage like this from the east side of town.',
        'Phase it in. Small businesses are still hurting.',
        'The photo says it all.',
        'I emailed my council member about this twice and never heard back.',
        'Well written and fair to both sides. Thank you.',
    ],
    'en_reply': [
        'Agreed. Well said.',
        "It was in the packet for Monday's meeting, page 14.",
        "That's not what the article says, though.",
        'You can call the office directly. They were helpful when I asked.',
        'Same here.',
        'They did a survey last fall. It is on the website.',
        'Exactly my thought.',
        'Respectfully, I disagree. This was long overdue.',
        'Fixed link is at the bottom of the article now.',
    ],
    'de': [
        'Endlich tut sich was. Das hat viel zu lange gedauert.',
        'Und wer bezahlt das am Ende? Natürlich wieder der Bürger.',
        'Danke für den ausführlichen Bericht.',
        'Ich wohne seit 30 Jahren hier und habe so etwas noch nicht erlebt.',
        'Typisch. Erst wird jahrelang diskutiert, dann geht alles ganz schnell.',
        'Weiß jemand, ob die Nebenstraßen auch betroffen sind?',
        'Gute Entscheidung, auch wenn sie knapp war.',
        'Die Preise sind wirklich nicht mehr normal.',
        'Schade, dass nicht mehr Bürger zur Sitzung gekommen sind.',
        'Ich finde es richtig, dass hier endlich gehandelt wird.',
    ],
    'de_reply': ['Sehe ich genauso.', 'Steht doch im Artikel.', 'Das wurde in der letzten Sitzung schon erklärt.'],
    'fr': [
        'Il était temps !',
        'Et pendant ce temps, les golfs sont arrosés...',
        'Merci pour cet article très clair.',
        'On attend toujours des mesures concrètes.',
        'Les agriculteurs sont encore une fois les premiers touchés.',
        'Magnifique travail, bravo aux équipes.',
        "Quelqu'un sait si la liste complète est en ligne ?",
        'Rien de nouveau sous le soleil, malheureusement.',
    ],
    'fr_reply': ['Oui, sur le site de la préfecture.', "Tout à fait d'accord.", "Ce n'est pas ce que dit l'article."],
    'es': [
        'Ya era hora de que alguien dijera algo.',
        'Con estos precios es imposible independizarse.',
        'Muy buen artículo, gracias.',
        '¿Y qué hace el Ayuntamiento mientras tanto?',
        'Vamos Sanluqueño, este año sí.',
        'Qué partidazo el de ayer en El Palmar.',
        'Precaución con los barrancos, que luego pasa lo que pasa.',
        'Siempre lo mismo, y nadie hace nada.',
    ],
    'es_reply': ['Totalmente de acuerdo.', 'Eso ya lo dijeron el año pasado.', 'No es lo que dice la noticia.'],
}
COMMENTERS = {
    'en': ['Karen M.', 'dougw1971', 'Patricia Lowell', 'Mike R.', 'Jenny Tran', 'Bill Sutter', 'RiversideMom',
           'T. Alvarez', 'Greg Hanley', 'Sarah K', 'oldtimer', 'Marcus J.', 'Linda Park', 'Ron Feeney', 'Cheryl D.',
           'Dave Ostrowski', 'N. Patel', 'hawkeye22', 'Janet W.', 'Tom B.'],
    'de': ['Klaus M.', 'Sabine Weber', 'heilbronner75', 'Thomas K.', 'M. Schulz', 'Anwohnerin', 'Jürgen B.'],
    'fr': ['Marie-Claude', 'Patrick34', 'Sylvie R.', 'Jean-Luc B.', 'Nadia', 'Cévenol'],
    'es': ['Pepe M.', 'Lucía G.', 'valencianet', 'Antonio R.', 'Marta', 'sanluqueño_de_corazón'],
}

# ---------------------------------------------------------------------------
# utilities
# ---------------------------------------------------------------------------
def esc(s):
    return html.escape(s or '', quote=True)


def hx(*parts, n=12):
    return hashlib.md5('|'.join(str(p) for p in parts).encode('utf-8')).hexdigest()[:n]


def num(*parts, lo=1000, hi=99999):
    return lo + int(hashlib.md5('|'.join(str(p) for p in parts).encode()).hexdigest()[:8], 16) % (hi - lo)


def uuid(*parts):
    h = hashlib.md5('|'.join(str(p) for p in parts).encode()).hexdigest()
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def slugify(s, maxw=None):
    s = s.replace('ß', 'ss').replace('ä', 'ae').replace('ö', 'oe').replace('ü', 'ue') \
         .replace('Ä', 'Ae').replace('Ö', 'Oe').replace('Ü', 'Ue')
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode('ascii').lower()
    s = s.replace("'", '').replace('&', 'and')
    words = re.findall(r'[a-z0-9]+', s)
    if maxw:
        words = words[:maxw]
    return '-'.join(words)


def fill(tpl, content):
    return tpl.replace('{}', content, 1)


# ---- mini-markup -----------------------------------------------------------
INLINE_RE = re.compile(r'\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__')


def inline_html(t, link_attrs=''):
    out, pos = [], 0
    for m in INLINE_RE.finditer(t):
        out.append(esc(t[pos:m.start()]))
        if m.group(1) is not None:
            out.append('<a href="%s"%s>%s</a>' % (esc(m.group(2)), link_attrs, esc(m.group(1))))
        elif m.group(3) is not None:
            out.append('<strong>%s</strong>' % esc(m.group(3)))
        else:
            out.append('<em>%s</em>' % esc(m.group(4)))
        pos = m.end()
    out.append(esc(t[pos:]))
    return ''.join(out)


def inline_text(t):
    return INLINE_RE.sub(lambda m: m.group(1) or m.group(3) or m.group(4), t)


def parse_body(body):
    """-> list of (kind, payload); kind p/h/q -> str, ul -> list of str."""
    blocks = []
    for chunk in re.split(r'\n\s*\n', body.strip()):
        cur = None
        for line in chunk.strip().split('\n'):
            line = line.strip()
            if line.startswith('## '):
                blocks.append(['h', line[3:].strip()])
                cur = None
            elif line.startswith('- '):
                if cur is None or cur[0] != 'ul':
                    cur = ['ul', []]
                    blocks.append(cur)
                cur[1].append(line[2:].strip())
            elif line.startswith('> '):
                if cur is None or cur[0] != 'q':
                    cur = ['q', line[2:].strip()]
                    blocks.append(cur)
                else:
                    cur[1] += ' ' + line[2:].strip()
            else:
                if cur is None or cur[0] != 'p':
                    cur = ['p', line]
                    blocks.append(cur)
                else:
                    cur[1] += ' ' + line
    return [tuple(b) for b in blocks]


def truth_text(s, blocks):
    parts = [s['h']]
    if s.get('dek'):
        parts.append(s['dek'])
    for kind, pay in blocks:
        if kind == 'ul':
            parts.append('\n'.join(inline_text(i) for i in pay))
        else:
            parts.append(inline_text(pay))
    return '\n\n'.join(parts)


# ---- dates -------------------------------------------------------------------
def us_dst(d):
    return datetime.datetime(2024, 3, 10, 2) <= d < datetime.datetime(2024, 11, 3, 2)


def eu_dst(d):
    return datetime.datetime(2024, 3, 31, 2) <= d < datetime.datetime(2024, 10, 27, 3)


def tzinfo(site, d):
    """(offset string, abbreviation)"""
    z = site['tz']
    if z == 'EU':
        return ('+02:00', 'CEST') if eu_dst(d) else ('+01:00', 'CET')
    base = {'E': -5, 'C': -6, 'M': -7, 'P': -8}[z]
    dst = us_dst(d)
    off = base + (1 if dst else 0)
    ab = z + ('D' if dst else 'S') + 'T'
    return ('%+03d:00' % off, ab)


def iso(site, d):
    return d.strftime('%Y-%m-%dT%H:%M:%S') + tzinfo(site, d)[0]


def ampm(d, style='ap'):
    h = d.hour % 12 or 12
    if style == 'ap':
        suf = 'a.m.' if d.hour < 12 else 'p.m.'
    else:
        suf = 'AM' if d.hour < 12 else 'PM'
    if style == 'lower':
        suf = 'am' if d.hour < 12 else 'pm'
    return '%d:%02d %s' % (h, d.minute, suf)


def fdate(d, lang, style='long'):
    m = MONTHS[lang][d.month - 1]
    if lang == 'en':
        if style == 'long':
            return '%s %d, %d' % (m, d.day, d.year)
        if style == 'short':
            return '%s %d, %d' % (m[:3], d.day, d.year)
        if style == 'ap':
            return '%s %d, %d' % (AP_MONTHS[d.month - 1], d.day, d.year)
        if style == 'num':
            return d.strftime('%m/%d/%Y')
        if style == 'dow':
            return '%s, %s %d, %d' % (WEEKDAYS['en'][d.weekday()], m, d.day, d.year)
        if style == 'short_nodot':
            return '%s %d' % (m[:3], d.day)
    if lang == 'de':
        if style == 'num':
            return d.strftime('%d.%m.%Y')
        return '%d. %s %d' % (d.day, m, d.year)
    if lang == 'fr':
        return '%s %d %s %d' % (WEEKDAYS['fr'][d.weekday()], d.day, m, d.year) if style == 'dow' else \
            '%d %s %d' % (d.day, m, d.year)
    if lang == 'es':
        if style == 'short':
            return '%02d %s %d' % (d.day, m[:3], d.year)
        return '%d de %s de %d' % (d.day, m, d.year)
    return d.strftime('%Y-%m-%d')


def ftime(d, lang):
    if lang == 'en':
        return ampm(d)
    if lang == 'de':
        return '%02d:%02d Uhr' % (d.hour, d.minute)
    if lang == 'fr':
        return '%02dh%02d' % (d.hour, d.minute)
    return '%02d:%02d' % (d.hour, d.minute)


# ---------------------------------------------------------------------------
# page context
# ---------------------------------------------------------------------------
class Ctx(object):
    def __init__(self, s):
        self.s = s
        self.n = s['n']
        self.id = 'wcxb-%04d' % s['n']
        self.lang = s['lang']
        self.L = STR[s['lang']]
        self.site = SITES[s['site']]
        self.rng = random.Random(1000003 * s['n'] + 7)
        self.dt = datetime.datetime.strptime(s['date'], '%Y-%m-%d %H:%M')
        self.upd = self.dt + datetime.timedelta(minutes=self.rng.choice([23, 47, 95, 140, 210, 380]))
        self.blocks = parse_body(s['body'])
        self.truth = truth_text(s, self.blocks)
        self.words = len(self.truth.split())
        self.read_min = max(1, round(self.words / 220.0))
        self.slug = slugify(s['h'], maxw=self.rng.choice([8, 10, 12, 14]))
        self.parts = []
        self.domain = self.site['domain']
        self.base = 'https://' + self.domain
        self.pool_name = self.site['pool']
        pool = list(POOLS[self.pool_name])
        self.rng.shuffle(pool)
        self._pool = pool
        self._pi = 0
        self.url_fn = None
        self.url = None
        self.author = s['author']
        self.tags = s['tags'] or []
        self.sec = s['sec']
        self.post_id = num(s['n'], 'post', lo=1200, hi=98000)
        self.image_fn = None

    # -- bookkeeping
    def part(self, *names):
        for nm in names:
            if nm not in self.parts:
                self.parts.append(nm)

    def chance(self, p):
        return self.rng.random() < p

    # -- other stories
    def next_title(self):
        if self._pi >= len(self._pool):
            self.rng.shuffle(self._pool)
            self._pi = 0
        t = self._pool[self._pi]
        self._pi += 1
        return t

    def others(self, k, blurbs=0, max_age=20):
        items = []
        lang = self.lang
        seen = set()
        for i in range(k):
            t = self.next_title()
            tries = 0
            while t in seen and tries < 50:
                t = self.next_title()
                tries += 1
            seen.add(t)
            d = self.dt - datetime.timedelta(days=self.rng.randint(0, max_age), hours=self.rng.randint(0, 23),
                                             minutes=self.rng.randint(0, 59))
            if self.rng.random() < 0.25:
                d = self.dt + datetime.timedelta(hours=self.rng.randint(1, 30))
            bl = ''
            if blurbs and len(self.truth) < 900 and self.rng.random() < 0.5:
                blurbs = 2
            if blurbs:
                bl = ' '.join(self.rng.sample(BLURBS[BLURB_POOL.get(self.pool_name, lang)], blurbs))
            sec = self.sec if self.rng.random() < 0.5 else None
            it = dict(title=t, date=d, author=self.rng.choice(AUTHORS[lang]), blurb=bl,
                      url=self.url_fn(slugify(t, maxw=10), d, sec), img=self.img_url(t, 'thumb'),
                      sec=sec or self.sec, id=num(self.n, t))
            items.append(it)
        return items

    def img_url(self, key, kind='hero'):
        return self.image_fn(key, kind) if self.image_fn else \
            '%s/images/%s.jpg' % (self.base, hx(self.n, key, kind))

    # -- comments
    def comment_threads(self, k):
        lang = self.lang
        texts = list(COMMENTS[lang])
        self.rng.shuffle(texts)
        names = list(COMMENTERS[lang])
        reps = list(COMMENTS[lang + '_reply'])
        self.rng.shuffle(reps)
        threads = []
        t = self.dt + datetime.timedelta(minutes=self.rng.randint(20, 90))
        for i in range(k):
            t = t + datetime.timedelta(minutes=self.rng.randint(5, 400))
            c = dict(id=num(self.n, 'c', i, lo=10000, hi=999999), name=self.rng.choice(names),
                     text=texts[i % len(texts)], date=t, replies=[], likes=self.rng.randint(0, 31))
            if self.rng.random() < 0.35 and reps:
                nrep = min(len(reps), self.rng.choice([1, 1, 2]))
                for j in range(nrep):
                    t2 = t + datetime.timedelta(minutes=self.rng.randint(3, 200))
                    c['replies'].append(dict(id=num(self.n, 'r', i, j, lo=10000, hi=999999),
                                             name=self.rng.choice(names),
                                             text=reps.pop(), date=t2, replies=[],
                                             likes=self.rng.randint(0, 9)))
            threads.append(c)
        return threads


def count_comments(threads):
    return sum(1 + count_comments(c['replies']) for c in threads)


# ---- block rendering ----------------------------------------------------------
DEFAULT_FMT = dict(p='<p>{}</p>', h='<h2>{}</h2>', ul='<ul>{}</ul>', li='<li>{}</li>',
                   q='<blockquote><p>{}</p></blockquote>')


def render_blocks(ctx, fmt=None, inserts=None, link_attrs=''):
    """-> list of html strings, one per block (inserts prepended to the block they precede)."""
    f = dict(DEFAULT_FMT)
    f.update(fmt or {})
    out = []
    pi = 0
    for i, (kind, pay) in enumerate(ctx.blocks):
        ins = (inserts or {}).get(i, '')
        if kind == 'p':
            tpl = f['p']
            x = tpl(inline_html(pay, link_attrs), pi) if callable(tpl) else fill(tpl, inline_html(pay, link_attrs))
            pi += 1
        elif kind == 'h':
            tpl = f['h']
            x = tpl(inline_html(pay), i) if callable(tpl) else fill(tpl, inline_html(pay))
        elif kind == 'q':
            tpl = f['q']
            x = tpl(inline_html(pay), i) if callable(tpl) else fill(tpl, inline_html(pay))
        else:
            li = f['li']
            items = ''.join((li(inline_html(it, link_attrs), j) if callable(li) else fill(li, inline_html(it, link_attrs)))
                            for j, it in enumerate(pay))
            tpl = f['ul']
            x = tpl(items, i) if callable(tpl) else fill(tpl, items)
        out.append(ins + '\n' + x if ins else x)
    return out


def choose_inserts(ctx, makers, maxn=None, tail_ok=False):
    """makers: list of callables -> html.  Places up to maxn of them between blocks (never before block 0,
    never two in a row).  Returns {block_index: html}."""
    nb = len(ctx.blocks)
    slots = list(range(1, nb if not tail_ok else nb))
    if maxn is None:
        maxn = len(makers)
    k = min(len(makers), maxn, max(0, (nb - 1) // 2))
    if k <= 0:
        return {}
    chosen = []
    cands = slots[:]
    ctx.rng.shuffle(cands)
    for c in cands:
        if len(chosen) >= k:
            break
        if all(abs(c - x) > 1 for x in chosen):
            chosen.append(c)
    chosen.sort()
    mk = list(makers)
    res = {}
    for c, m in zip(chosen, mk):
        res[c] = m()
    return res


# ---------------------------------------------------------------------------
# shared chrome pieces
# ---------------------------------------------------------------------------
MENUS = {
    'en_local': ['News', 'Local', 'Politics', 'Business', 'Sports', 'Opinion', 'Obituaries', 'Weather', 'Events'],
    'en_sports': ['High School', 'College', 'Pro', 'Soccer', 'Baseball', 'Scores', 'Podcasts'],
    'en_biz': ['Technology', 'Markets', 'Economy', 'Policy', 'Deals', 'Newsletters'],
    'en_science': ['Science', 'Climate', 'Water', 'Space', 'Wildlife', 'About'],
    'en_books': ['Books', 'Reviews', 'Events', 'Interviews', 'About'],
    'en_uni': ['About', 'Academics', 'Admissions', 'Research', 'Campus Life', 'Athletics', 'News'],
    'en_city': ['Residents', 'Business', 'Government', 'Departments', 'How Do I...', 'News'],
    'en_wire': ['News', 'Products & Services', 'Newsrooms', 'Contact Us'],
    'en_trade_sc': ['Warehousing', 'Transportation', 'Technology', 'Sourcing', 'Events', 'Webinars', 'Magazine'],
    'en_trade_build': ['Business', 'Design', 'Materials', 'Codes & Standards', 'Products', 'Webinars', 'Magazine'],
    'en_newsletter_housing': ['Home', 'Archive', 'About'],
    'en_newsletter_local': ['Home', 'Archive', 'About'],
    'en_essay': ['Culture', 'Work', 'Food', 'Cities', 'About'],
    'en_hollis': ['Home', 'News', 'Obituaries', 'Sports', 'Classifieds', 'Subscribe'],
    'de': ['Region', 'Politik', 'Wirtschaft', 'Sport', 'Kultur', 'Panorama', 'Ratgeber', 'Service'],
    'de_city': ['Rathaus', 'Leben & Wohnen', 'Freizeit', 'Wirtschaft', 'Aktuelles'],
    'fr': ['Actualités', 'Hérault', 'Gard', 'Occitanie', 'Sports', 'Culture', 'Planète', 'Économie'],
    'fr_wine': ['Actualités', 'Vendanges', 'Dégustations', 'Portraits', 'Œnotourisme'],
    'es': ['Valencia', 'Comunitat Valenciana', 'Economía', 'Deportes', 'Cultura', 'Opinión', 'Sucesos'],
    'es_sports': ['Fútbol', 'Segunda RFEF', 'Primera RFEF', 'Baloncesto', 'Motor', 'Más deportes'],
}


def menu(ctx, extra=True):
    items = list(MENUS[ctx.pool_name])
    if extra and ctx.sec not in items and ctx.chance(0.6):
        items.insert(min(2, len(items)), ctx.sec)
    return [(it, '%s/%s/' % (ctx.base, slugify(it) or 'section')) for it in items]


def sec_url(ctx, sec=None):
    return '%s/%s/' % (ctx.base, slugify(sec or ctx.sec))


def tag_url(ctx, t):
    return '%s/tag/%s/' % (ctx.base, slugify(t))


def author_url(ctx, a=None):
    return '%s/author/%s/' % (ctx.base, slugify(a or ctx.author) or 'staff')


def description(ctx):
    if ctx.s.get('dek'):
        return ctx.s['dek']
    first = inline_text(next(p for k, p in ctx.blocks if k == 'p'))
    if len(first) > 160:
        first = first[:157].rsplit(' ', 1)[0] + '...'
    return first


def author_bio(ctx):
    a = ctx.author or 'Staff'
    first = a.split()[0]
    site = ctx.site['name']
    if ctx.lang == 'de':
        return '%s ist Redakteurin bzw. Redakteur bei %s und berichtet vor allem über %s.' % (a, site, ctx.sec)
    if ctx.lang == 'fr':
        return '%s est journaliste au %s, où il ou elle couvre la rubrique %s.' % (a, site, ctx.sec)
    if ctx.lang == 'es':
        return '%s es periodista de %s y cubre la información de %s.' % (a, site, ctx.sec)
    years = ctx.rng.choice([2, 4, 6, 9, 12, 15])
    opts = [
        '%s has covered %s for %s for %d years. Before that, %s worked at newspapers in Ohio and Missouri.'
        % (a, ctx.sec.lower(), site, years, first),
        '%s is a reporter for %s covering %s. Send tips to %s@%s.'
        % (a, site, ctx.sec.lower(), slugify(a).replace('-', '.'), ctx.domain.replace('www.', '')),
        '%s joined %s in %d and writes about %s, local government and the people who make the region work.'
        % (a, site, 2024 - years, ctx.sec.lower()),
    ]
    return ctx.rng.choice(opts)


def jsonld(obj):
    return '<script type="application/ld+json">%s</script>' % json.dumps(obj, ensure_ascii=False).replace('</', '<\\/')


def person(ctx, a=None):
    a = a if a is not None else ctx.author
    if not a:
        return {'@type': 'Organization', 'name': ctx.site['name']}
    return {'@type': 'Person', 'name': a, 'url': author_url(ctx, a)}


def article_ld(ctx, typ='NewsArticle', image=None, extra=None):
    d = {
        '@context': 'https://schema.org',
        '@type': typ,
        'mainEntityOfPage': {'@type': 'WebPage', '@id': ctx.url},
        'headline': ctx.s['h'],
        'description': description(ctx),
        'datePublished': iso(ctx.site, ctx.dt),
        'dateModified': iso(ctx.site, ctx.upd),
        'author': [person(ctx)],
        'publisher': {'@type': 'Organization', 'name': ctx.site['name'],
                      'logo': {'@type': 'ImageObject', 'url': ctx.base + '/logo-600x60.png'}},
        'inLanguage': {'en': 'en-US', 'de': 'de-DE', 'fr': 'fr-FR', 'es': 'es-ES'}[ctx.lang],
    }
    if image:
        d['image'] = [image]
    if ctx.tags:
        d['keywords'] = ctx.tags
    d['articleSection'] = ctx.sec
    if extra:
        d.update(extra)
    return d


def yoast_graph(ctx, image, article_type='Article', declared=True):
    org = ctx.base + '/#organization'
    web = ctx.base + '/#website'
    g = []
    if declared:
        g.append({'@type': article_type, '@id': ctx.url + '#article', 'isPartOf': {'@id': ctx.url},
                  'author': {'name': ctx.author, '@id': ctx.base + '/#/schema/person/' + hx(ctx.author)},
                  'headline': ctx.s['h'][:110], 'datePublished': iso(ctx.site, ctx.dt),
                  'dateModified': iso(ctx.site, ctx.upd), 'mainEntityOfPage': {'@id': ctx.url},
                  'wordCount': ctx.words, 'publisher': {'@id': org},
                  'image': {'@id': ctx.url + '#primaryimage'} if image else None,
                  'thumbnailUrl': image, 'keywords': ctx.tags, 'articleSection': [ctx.sec],
                  'inLanguage': {'en': 'en-US', 'de': 'de-DE', 'fr': 'fr-FR', 'es': 'es-ES'}[ctx.lang]})
        if not image:
            del g[-1]['image'], g[-1]['thumbnailUrl']
    g.append({'@type': 'WebPage', '@id': ctx.url, 'url': ctx.url,
              'name': ctx.s['h'] + ' - ' + ctx.site['name'], 'isPartOf': {'@id': web},
              'datePublished': iso(ctx.site, ctx.dt), 'dateModified': iso(ctx.site, ctx.upd),
              'breadcrumb': {'@id': ctx.url + '#breadcrumb'},
              'inLanguage': {'en': 'en-US', 'de': 'de-DE', 'fr': 'fr-FR', 'es': 'es-ES'}[ctx.lang],
              'potentialAction': [{'@type': 'ReadAction', 'target': [ctx.url]}]})
    if image:
        g.append({'@type': 'ImageObject', '@id': ctx.url + '#primaryimage', 'url': image, 'contentUrl': image,
                  'width': 1200, 'height': 800, 'caption': ctx.s.get('cap') or ''})
    g.append({'@type': 'BreadcrumbList', '@id': ctx.url + '#breadcrumb', 'itemListElement': [
        {'@type': 'ListItem', 'position': 1, 'name': ctx.L['home'], 'item': ctx.base + '/'},
        {'@type': 'ListItem', 'position': 2, 'name': ctx.sec, 'item': sec_url(ctx)},
        {'@type': 'ListItem', 'position': 3, 'name': ctx.s['h']}]})
    g.append({'@type': 'WebSite', '@id': web, 'url': ctx.base + '/', 'name': ctx.site['name'],
              'description': ctx.site.get('about', ''), 'publisher': {'@id': org},
              'potentialAction': [{'@type': 'SearchAction', 'target': {'@type': 'EntryPoint',
                                   'urlTemplate': ctx.base + '/?s={search_term_string}'},
                                   'query-input': 'required name=search_term_string'}]})
    g.append({'@type': 'Organization', '@id': org, 'name': ctx.site['name'], 'url': ctx.base + '/',
              'logo': {'@type': 'ImageObject', 'url': ctx.base + '/wp-content/uploads/logo.png'}})
    return {'@context': 'https://schema.org', '@graph': g}


def decl_mode(ctx):
    """for declared pages: 'both' | 'og' | 'ld'"""
    if not ctx.s['decl']:
        return None
    return ctx.rng.choice(['both', 'both', 'both', 'og', 'ld'])


def head(ctx, title, css=(), extra='', og=True, ld=None, undeclared_ld=None, generator=None, image=None,
         site_name=None, html_attrs='', twitter=True, charset_first=True, robots=True, scripts=()):
    """Build <!DOCTYPE>..</head>.  ld: JSON-LD object for declared pages (used only if mode allows)."""
    mode = decl_mode(ctx)
    desc = description(ctx)
    lang_attr = {'en': 'en-US', 'de': 'de-DE', 'fr': 'fr-FR', 'es': 'es-ES'}[ctx.lang]
    h = ['<!DOCTYPE html>', '<html lang="%s"%s>' % (lang_attr, html_attrs), '<head>']
    h.append('<meta charset="utf-8">')
    h.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    h.append('<title>%s</title>' % esc(title))
    h.append('<meta name="description" content="%s">' % esc(desc))
    if robots:
        h.append('<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1">')
    h.append('<link rel="canonical" href="%s">' % esc(ctx.url))
    if generator:
        h.append('<meta name="generator" content="%s">' % esc(generator))
    if og:
        h.append('<meta property="og:locale" content="%s">' % lang_attr.replace('-', '_'))
        if mode in ('both', 'og'):
            h.append('<meta property="og:type" content="article">')
        elif not ctx.s['decl'] and ctx.chance(0.6):
            h.append('<meta property="og:type" content="website">')
        h.append('<meta property="og:title" content="%s">' % esc(ctx.s['h']))
        h.append('<meta property="og:description" content="%s">' % esc(desc))
        h.append('<meta property="og:url" content="%s">' % esc(ctx.url))
        h.append('<meta property="og:site_name" content="%s">' % esc(site_name or ctx.site['name']))
        if image:
            h.append('<meta property="og:image" content="%s">' % esc(image))
            h.append('<meta property="og:image:width" content="1200">')
            h.append('<meta property="og:image:height" content="800">')
        if mode in ('both', 'og'):
            h.append('<meta property="article:published_time" content="%s">' % iso(ctx.site, ctx.dt))
            h.append('<meta property="article:modified_time" content="%s">' % iso(ctx.site, ctx.upd))
            h.append('<meta property="article:section" content="%s">' % esc(ctx.sec))
            for t in ctx.tags[:4]:
                h.append('<meta property="article:tag" content="%s">' % esc(t))
    if twitter:
        h.append('<meta name="twitter:card" content="summary_large_image">')
        h.append('<meta name="twitter:title" content="%s">' % esc(ctx.s['h']))
        if image:
            h.append('<meta name="twitter:image" content="%s">' % esc(image))
    for c in css:
        h.append('<link rel="stylesheet" href="%s" media="all">' % esc(c))
    for sc in scripts:
        h.append('<script src="%s" defer></script>' % esc(sc))
    if mode in ('both', 'ld') and ld is not None:
        h.append(jsonld(ld))
    elif not ctx.s['decl'] and undeclared_ld is not None:
        h.append(jsonld(undeclared_ld))
    h.append(extra)
    h.append('<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}'
             'gtag("js",new Date());gtag("config","G-%s");</script>' % hx(ctx.domain, n=10).upper())
    h.append('</head>')
    return '\n'.join(x for x in h if x)


def website_ld(ctx):
    return {'@context': 'https://schema.org', '@type': 'WebSite', 'name': ctx.site['name'],
            'url': ctx.base + '/'}


# ---- cookie banners ---------------------------------------------------------------
def cookie_banner(ctx, kind=None):
    L = ctx.L
    kind = kind or ctx.rng.choice(['onetrust', 'cky', 'cmplz', 'plain'])
    ctx.part('cookie_banner')
    if kind == 'onetrust':
        return ('<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-fade-in"></div>'
                '<div id="onetrust-banner-sdk" class="otFlat ot-wo-title" tabindex="0" role="region" '
                'aria-label="Cookie banner"><div class="ot-sdk-container" role="dialog"><div class="ot-sdk-row">'
                '<div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns"><div class="banner_logo">'
                '</div><div id="onetrust-policy"><div id="onetrust-policy-text">%s <a class="ot-cookie-policy-link" '
                'href="%s/privacy-policy/" aria-label="More information about your privacy">%s</a></div></div></div>'
                '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div '
                'id="onetrust-button-group"><button id="onetrust-pc-btn-handler">%s</button>'
                '<button id="onetrust-reject-all-handler">%s</button><button id="onetrust-accept-btn-handler">%s'
                '</button></div></div></div></div></div></div>'
                % (esc(L['cookie']), ctx.base, esc(L['privacy']), esc(L['manage']), esc(L['reject']),
                   esc(L['accept'])))
    if kind == 'cky':
        return ('<div class="cky-consent-container cky-box-bottom-left" tabindex="0"><div class="cky-consent-bar" '
                'data-cky-tag="notice"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" '
                'data-cky-tag="title">%s</p><div class="cky-notice-group"><div class="cky-notice-des" '
                'data-cky-tag="description"><p>%s</p></div><div class="cky-notice-btn-wrapper" '
                'data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" data-cky-tag="settings-button">'
                '%s</button><button class="cky-btn cky-btn-reject" data-cky-tag="reject-button">%s</button>'
                '<button class="cky-btn cky-btn-accept" data-cky-tag="accept-button">%s</button></div></div></div>'
                '</div></div>'
                % ({'en': 'We value your privacy', 'de': 'Wir respektieren Ihre Privatsphäre',
                    'fr': 'Nous respectons votre vie privée', 'es': 'Valoramos tu privacidad'}[ctx.lang],
                   esc(L['cookie']), esc(L['manage']), esc(L['reject']), esc(L['accept'])))
    if kind == 'cmplz':
        return ('<div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-'
                'view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" '
                'aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">'
                '<div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">%s</div>'
                '<div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialog">×</div></div>'
                '<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">%s</div></div>'
                '<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">%s</button>'
                '<button class="cmplz-btn cmplz-deny">%s</button><button class="cmplz-btn cmplz-view-preferences">%s'
                '</button></div><div class="cmplz-links cmplz-documents"><ul><li><a href="%s/cookie-policy/" '
                'class="cmplz-link cookie-statement">Cookie Policy</a></li><li><a href="%s/privacy-policy/" '
                'class="cmplz-link privacy-statement">%s</a></li></ul></div></div>'
                % ({'en': 'Manage Cookie Consent', 'de': 'Cookie-Zustimmung verwalten',
                    'fr': 'Gérer le consentement', 'es': 'Gestionar el consentimiento'}[ctx.lang],
                   esc(L['cookie']), esc(L['accept']), esc(L['reject']), esc(L['manage']), ctx.base, ctx.base,
                   esc(L['privacy'])))
    if kind == 'didomi':
        return ('<div id="didomi-host" data-nosnippet="true"><div class="didomi-popup-container didomi-notice-popup">'
                '<div id="didomi-notice" class="didomi-popup-notice didomi-popup-notice-with-data-processing" '
                'role="dialog"><div class="didomi-popup-notice-logo-container"></div>'
                '<h1 class="didomi-popup-notice-title">%s</h1><div class="didomi-popup-notice-text">'
                '<p>%s</p><p>%s</p></div><div class="didomi-popup-notice-buttons"><button '
                'id="didomi-notice-agree-button" class="didomi-button didomi-button-highlight">%s</button>'
                '<button id="didomi-notice-disagree-button" class="didomi-button didomi-button-standard">%s'
                '</button><button id="didomi-notice-learn-more-button" class="didomi-button didomi-button-standard">'
                '%s</button></div></div></div></div>'
                % ({'fr': 'Bienvenue sur %s', 'es': 'Bienvenido a %s'}.get(ctx.lang, 'Welcome to %s')
                   % esc(ctx.site['name']), esc(L['cookie']),
                   {'fr': 'Vous pouvez modifier vos choix à tout moment en cliquant sur « Paramètres des cookies » '
                          'en bas de page.',
                    'es': 'Puedes cambiar tu configuración en cualquier momento desde «Configuración de cookies».'}.get(
                       ctx.lang, 'You can change your choices at any time.'), esc(L['accept']),
                   esc(L['reject']), esc(L['manage'])))
    if kind == 'sourcepoint':
        return ('<div id="sp_message_container_%d" class="sp_veil"><div class="message-container">'
                '<div class="message type-modal"><div class="message-component message-row"><p class="message-title">'
                '%s</p></div><div class="message-component message-text"><p>%s</p><p>Sie können Ihre '
                'Einwilligung jederzeit über den Link „Privatsphäre“ am Ende jeder Seite widerrufen.</p></div>'
                '<div class="message-component message-row"><button class="message-component message-button '
                'no-children sp_choice_type_11" title="%s">%s</button><button class="message-component '
                'message-button no-children sp_choice_type_12" title="%s">%s</button></div></div></div></div>'
                % (num(ctx.n, 'sp', lo=100000, hi=999999),
                   'Wir brauchen Ihre Zustimmung' if ctx.lang == 'de' else 'Your privacy choices',
                   esc(L['cookie']), esc(L['accept']), esc(L['accept']), esc(L['manage']), esc(L['manage'])))
    return ('<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" '
            'aria-label="Cookie Notice"><div class="cookie-notice-container"><span id="cn-notice-text" '
            'class="cn-text-container">%s</span><span id="cn-notice-buttons" class="cn-buttons-container">'
            '<a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" '
            'aria-label="Ok">%s</a><a href="%s/privacy-policy/" target="_blank" id="cn-more-info" '
            'class="cn-more-info cn-button" aria-label="%s">%s</a></span></div></div>'
            % (esc(L['cookie']), esc(L['accept']), ctx.base, esc(L['privacy']), esc(L['privacy'])))


# ---- WordPress comments (shared by the WP themes) -------------------------------------
def wp_comment_form(ctx, title=None, theme='default'):
    L = ctx.L
    ctx.part('comment_form')
    title = title or L['leave_reply']
    return ('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">%s '
            '<small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">%s</a>'
            '</small></h3><form action="%s/wp-comments-post.php" method="post" id="commentform" class="comment-form" '
            'novalidate><p class="comment-notes"><span id="email-notes">%s</span> <span class="required-field-message">'
            '%s</span></p><p class="comment-form-comment"><label for="comment">%s <span class="required">*</span>'
            '</label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea>'
            '</p><p class="comment-form-author"><label for="author">%s <span class="required">*</span></label>'
            '<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" '
            'required></p><p class="comment-form-email"><label for="email">Email <span class="required">*</span>'
            '</label><input id="email" name="email" type="email" value="" size="30" maxlength="100" '
            'autocomplete="email" required></p><p class="comment-form-url"><label for="url">%s</label><input id="url" '
            'name="url" type="url" value="" size="30" maxlength="200" autocomplete="url"></p>'
            '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" '
            'name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">%s'
            '</label></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" '
            'value="%s"> <input type="hidden" name="comment_post_ID" value="%d" id="comment_post_ID"> '
            '<input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div>'
            % (esc(title), esc(L['cancel_reply']), ctx.base, esc(L['email_notes']), esc(L['required']),
               esc(L['comment']), esc(L['name']), esc(L['website']), esc(L['save_info']), esc(L['post_comment']),
               ctx.post_id))


def wp_comment_list(ctx, threads, theme='default', depth=1):
    L = ctx.L
    out = []
    for c in threads:
        when = '%s at %s' % (fdate(c['date'], ctx.lang), ampm(c['date'], 'lower')) if ctx.lang == 'en' else \
            '%s %s' % (fdate(c['date'], ctx.lang), ftime(c['date'], ctx.lang))
        avatar = ('<img alt="" src="https://secure.gravatar.com/avatar/%s?s=50&amp;d=mm&amp;r=g" '
                  'class="avatar avatar-50 photo" height="50" width="50" loading="lazy" decoding="async">'
                  % hx(c['name'], n=32))
        children = ''
        if c['replies']:
            children = '<ul class="children">%s</ul>' % wp_comment_list(ctx, c['replies'], theme, depth + 1)
        par = ' parent' if c['replies'] else ''
        reply = ('<a rel="nofollow" class="comment-reply-link" href="#comment-%d" data-commentid="%d" '
                 'data-postid="%d" data-belowelement="div-comment-%d" data-respondelement="respond" '
                 'aria-label="Reply to %s">%s</a>' % (c['id'], c['id'], ctx.post_id, c['id'], esc(c['name']),
                                                       esc(L['reply'])))
        if theme == 'td':
            out.append('<li class="comment" id="li-comment-%d"><article><footer>%s<cite>%s</cite>'
                       '<a class="comment-link" href="#li-comment-%d"><time pubdate="%d">%s</time></a></footer>'
                       '<div class="comment-content"><p>%s</p></div><div class="comment-meta" id="comment-%d">%s</div>'
                       '</article>%s</li>' % (c['id'], avatar, esc(c['name']), c['id'], int(c['date'].timestamp()),
                                              esc(when), esc(c['text']), c['id'], reply, children))
        elif theme == 'astra':
            out.append('<li class="comment even thread-even depth-%d%s" id="li-comment-%d"><article id="comment-%d" '
                       'class="ast-comment"><div class="ast-comment-info"><div class="ast-comment-avatar-wrap">%s</div>'
                       '<header class="ast-comment-meta ast-row ast-comment-author vcard capitalize">'
                       '<div class="ast-comment-cite-wrap ast-col-lg-12"><cite><b class="fn">%s</b> </cite></div>'
                       '<div class="ast-comment-time ast-col-lg-12"><span class="timendate"><a href="#comment-%d">'
                       '<time datetime="%s">%s</time></a></span></div></header></div><section class="ast-comment-content '
                       'comment"><p>%s</p><div class="ast-comment-edit-reply-wrap"><span class="ast-reply-link">%s</span>'
                       '</div></section></article>%s</li>'
                       % (depth, par, c['id'], c['id'], avatar, esc(c['name']), c['id'], iso(ctx.site, c['date']),
                          esc(when), esc(c['text']), reply, children))
        elif theme == 'block':
            children = '<ol>%s</ol>' % wp_comment_list(ctx, c['replies'], theme, depth + 1) if c['replies'] else ''
            out.append('<li id="comment-%d" class="comment even thread-even depth-%d%s"><div class="wp-block-group '
                       'is-layout-flex wp-block-group-is-layout-flex"><div class="wp-block-avatar">%s</div>'
                       '<div class="wp-block-group is-layout-flow wp-block-group-is-layout-flow">'
                       '<div class="wp-block-comment-author-name">%s</div><div class="wp-block-comment-date">'
                       '<time datetime="%s"><a href="#comment-%d">%s</a></time></div>'
                       '<div class="wp-block-comment-content"><p>%s</p></div><div class="wp-block-comment-reply-link">'
                       '%s</div></div></div>%s</li>'
                       % (c['id'], depth, par, avatar.replace('avatar avatar-50', 'avatar wp-block-avatar__image avatar-50'),
                          esc(c['name']), iso(ctx.site, c['date']), c['id'], esc(when), esc(c['text']), reply,
                          children))
        elif theme == 'jannah':
            out.append('<li class="comment byuser even thread-even depth-%d%s" id="li-comment-%d"><div '
                       'id="comment-%d" class="comment-body"><div class="comment-author vcard">%s<cite class="fn">%s'
                       '</cite></div><div class="comment-meta commentmetadata"><a href="#comment-%d">%s</a></div>'
                       '<div class="comment-content entry clearfix"><p>%s</p></div><div class="reply">%s</div></div>'
                       '%s</li>' % (depth, par, c['id'], c['id'], avatar, esc(c['name']), c['id'], esc(when),
                                    esc(c['text']), reply, children))
        else:  # generatepress & default
            out.append('<li id="comment-%d" class="comment even thread-even depth-%d%s"><article class="comment-body" '
                       'id="div-comment-%d" itemtype="https://schema.org/Comment" itemscope><footer class="comment-meta" '
                       'aria-label="Comment meta">%s<div class="comment-author-info"><div class="comment-author vcard" '
                       'itemprop="author" itemtype="https://schema.org/Person" itemscope><cite itemprop="name" '
                       'class="fn">%s</cite></div><div class="entry-meta comment-metadata"><a href="#comment-%d">'
                       '<time datetime="%s" itemprop="datePublished">%s</time></a></div></div></footer>'
                       '<div class="comment-content" itemprop="text"><p>%s</p><span class="reply">%s</span></div>'
                       '</article>%s</li>' % (c['id'], depth, par, c['id'], avatar, esc(c['name']), c['id'],
                                               iso(ctx.site, c['date']), esc(when), esc(c['text']), reply, children))
    return ''.join(out)


def n_comments_label(ctx, n):
    return ctx.L['one_comment'] if n == 1 else ctx.L['n_comments'].format(n)


# ---- misc small pieces ----------------------------------------------------------------
def social_links(ctx):
    h = slugify(ctx.site['name']).replace('-', '')
    return [('Facebook', 'https://www.facebook.com/' + h), ('X', 'https://x.com/' + h[:15]),
            ('Instagram', 'https://www.instagram.com/' + h), ('YouTube', 'https://www.youtube.com/@' + h)]


def share_targets(ctx):
    u = esc(ctx.url.replace(':', '%3A').replace('/', '%2F'))
    return [('Facebook', 'https://www.facebook.com/sharer.php?u=' + u, 'facebook'),
            ('X', 'https://twitter.com/intent/tweet?url=' + u, 'twitter'),
            ('LinkedIn', 'https://www.linkedin.com/shareArticle?mini=true&amp;url=' + u, 'linkedin'),
            ('WhatsApp', 'https://api.whatsapp.com/send?text=' + u, 'whatsapp'),
            ('Email', 'mailto:?subject=' + esc(ctx.s['h']) + '&amp;body=' + u, 'email')]


def footer_columns(ctx):
    L = ctx.L
    b = ctx.base
    if ctx.lang == 'en':
        cols = [
            ('About', [(L['about'], b + '/about/'), (L['contact'], b + '/contact/'), (L['careers'], b + '/careers/'),
                       (L['advertise'], b + '/advertise/'), ('Corrections', b + '/corrections/')]),
            ('Subscriber Services', [('Subscribe', b + '/subscribe/'), ('Manage your account', b + '/account/'),
                                     ('e-Edition', b + '/eedition/'), (L['newsletters'], b + '/newsletters/')]),
            ('Legal', [(L['privacy'], b + '/privacy-policy/'), (L['terms'], b + '/terms/'),
                       ('Cookie Settings', '#'), ('Accessibility', b + '/accessibility/')]),
        ]
    elif ctx.lang == 'de':
        cols = [('Service', [('Abo', b + '/abo/'), ('E-Paper', b + '/epaper/'), ('Newsletter', b + '/newsletter/'),
                             ('Leserreisen', b + '/leserreisen/')]),
                ('Verlag', [(L['about'], b + '/ueber-uns/'), (L['contact'], b + '/kontakt/'),
                            (L['advertise'], b + '/mediadaten/'), (L['careers'], b + '/karriere/')]),
                ('Rechtliches', [(L['imprint'], b + '/impressum/'), (L['privacy'], b + '/datenschutz/'),
                                 (L['terms'], b + '/agb/'), ('Privatsphäre', '#')])]
    elif ctx.lang == 'fr':
        cols = [('Le journal', [(L['about'], b + '/qui-sommes-nous/'), (L['contact'], b + '/contact/'),
                                (L['careers'], b + '/recrutement/')]),
                ('Services', [("S'abonner", b + '/abonnement/'), ('Journal numérique', b + '/journal-numerique/'),
                              ('Newsletters', b + '/newsletters/')]),
                ('Informations légales', [(L['imprint'], b + '/mentions-legales/'), (L['privacy'], b + '/confidentialite/'),
                                          ('Gestion des cookies', '#'), ('CGV', b + '/cgv/')])]
    else:
        cols = [('El periódico', [(L['about'], b + '/quienes-somos/'), (L['contact'], b + '/contacto/'),
                                  (L['careers'], b + '/empleo/')]),
                ('Servicios', [('Suscripciones', b + '/suscripciones/'), ('Hemeroteca', b + '/hemeroteca/'),
                               ('Newsletters', b + '/newsletters/')]),
                ('Legal', [(L['imprint'], b + '/aviso-legal/'), (L['privacy'], b + '/privacidad/'),
                           ('Política de cookies', b + '/cookies/')])]
    return cols


def copyright_line(ctx, owner=None):
    owner = owner or ctx.site['name']
    if ctx.lang == 'de':
        return '© %d %s. %s' % (ctx.dt.year, owner, ctx.L['rights'])
    if ctx.lang == 'fr':
        return '© %s %d – %s' % (owner, ctx.dt.year, ctx.L['rights'])
    if ctx.lang == 'es':
        return '© %s %d. %s' % (owner, ctx.dt.year, ctx.L['rights'])
    return '© %d %s. %s' % (ctx.dt.year, owner, ctx.L['rights'])


def ad_div(ctx, cls='ad-slot', label=True, size='300x250', slot_id=None):
    ctx.part('inline_ad')
    sid = slot_id or 'div-gpt-ad-%s' % hx(ctx.n, cls, ctx.rng.random(), n=10)
    lab = '<div class="%s__label">%s</div>' % (cls, esc(ctx.L['advertisement'])) if label else ''
    return '<div class="%s" data-size="%s">%s<div id="%s"></div></div>' % (cls, size, lab, sid)


def read_also_p(ctx, cls=None, label=None, strong=True, kind='read_also'):
    it = ctx.others(1)[0]
    ctx.part('inline_read_also')
    lab = label or ctx.L['read_also' if kind == 'read_also' else 'related']
    c = ' class="%s"' % cls if cls else ''
    if strong:
        return '<p%s><strong>%s</strong> <a href="%s">%s</a></p>' % (c, esc(lab), esc(it['url']), esc(it['title']))
    return '<p%s>%s <a href="%s">%s</a></p>' % (c, esc(lab), esc(it['url']), esc(it['title']))


def mailchimp_form(ctx, title=None, text=None):
    ctx.part('newsletter_box')
    L = ctx.L
    return ('<div id="mc_embed_shell"><div id="mc_embed_signup"><form action="https://%s.us21.list-manage.com/'
            'subscribe/post?u=%s&amp;id=%s" method="post" id="mc-embedded-subscribe-form" '
            'name="mc-embedded-subscribe-form" class="validate" target="_blank"><div id="mc_embed_signup_scroll">'
            '<h2>%s</h2><p>%s</p><div class="indicates-required"><span class="asterisk">*</span> indicates required'
            '</div><div class="mc-field-group"><label for="mce-EMAIL">%s <span class="asterisk">*</span></label>'
            '<input type="email" name="EMAIL" class="required email" id="mce-EMAIL" required value=""></div>'
            '<div id="mce-responses" class="clear foot"><div class="response" id="mce-error-response" '
            'style="display: none;"></div></div><div class="clear foot"><input type="submit" name="subscribe" '
            'id="mc-embedded-subscribe" class="button" value="%s"></div></div></form></div></div>'
            % (slugify(ctx.site['name']).replace('-', ''), hx(ctx.domain, n=24), hx(ctx.domain, 'l', n=10),
               esc(title or L['nl_title']), esc(text or L['nl_text']), esc(L['email']), esc(L['subscribe'])))


# ---------------------------------------------------------------------------
# WordPress helpers
# ---------------------------------------------------------------------------
def wp_setup(ctx, style=None):
    style = style or ['date', 'plain', 'cat'][num(ctx.s['site'], 'wp') % 3]

    def u(slug, d, sec):
        if style == 'date':
            return '%s/%04d/%02d/%02d/%s/' % (ctx.base, d.year, d.month, d.day, slug)
        if style == 'cat':
            return '%s/%s/%s/' % (ctx.base, slugify(sec or ctx.sec), slug)
        return '%s/%s/' % (ctx.base, slug)

    def im(key, kind):
        size = {'hero': '1024x683', 'thumb': '218x150', 'avatar': '96x96'}.get(kind, '300x200')
        return '%s/wp-content/uploads/%04d/%02d/%s-%s.jpg' % (ctx.base, ctx.dt.year, ctx.dt.month,
                                                              slugify(key, maxw=5), size)
    ctx.url_fn = u
    ctx.image_fn = im
    ctx.url = u(ctx.slug, ctx.dt, None)


def cap_text(ctx, style='paren'):
    """caption + credit as html text (no wrapper)."""
    cap, cr = ctx.s.get('cap'), ctx.s.get('credit')
    if not cap:
        return ''
    if not cr:
        return esc(cap)
    if style == 'paren':
        return '%s (%s)' % (esc(cap), esc(cr))
    if style == 'dash':
        return '%s — %s' % (esc(cap), esc(cr))
    if style == 'br':
        return '%s<br>%s' % (esc(cap), esc(cr))
    return '%s %s' % (esc(cap), esc(cr))


def want_hero(ctx, p_nocap=0.45):
    if ctx.s.get('cap'):
        return True
    return ctx.chance(p_nocap)


def wp_body_class(ctx, extra):
    return ('post-template-default single single-post postid-%d single-format-standard %s'
            % (ctx.post_id, extra))


# ---------------------------------------------------------------------------
# tagDiv Newspaper
# ---------------------------------------------------------------------------
def t_tagdiv(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    wp_setup(ctx)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx) else None
    b = ctx.base
    H = []
    H.append(head(ctx, '%s - %s' % (s['h'], ctx.site['name']), css=[
        b + '/wp-content/themes/Newspaper/style.css?ver=12.6.5',
        b + '/wp-content/plugins/td-composer/legacy/Newspaper/assets/css/td_legacy_main.css?ver=d3b7f5b',
        b + '/wp-content/plugins/td-cloud-library/assets/css/tdb_main.css?ver=b379c96c54'],
        ld=yoast_graph(ctx, hero, rng.choice(['Article', 'NewsArticle'])),
        undeclared_ld=yoast_graph(ctx, hero, declared=False), generator='WordPress 6.5.3', image=hero))
    H.append('<body class="%s td-standard-pack global-block-template-1 single_template_2 td-animation-stack-type0 '
             'td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">'
             % wp_body_class(ctx, 'tag-' + ' tag-'.join(slugify(t) for t in ctx.tags)))
    H.append('<div class="td-scroll-up" data-style="style1"><i class="td-icon-menu-up"></i></div>')
    H.append('<div class="td-menu-background" style="visibility:hidden"></div><div id="td-mobile-nav" '
             'style="visibility:hidden"><div class="td-mobile-container"><div class="td-menu-socials-wrap">'
             '</div></div></div>')
    H.append('<div id="td-outer-wrap" class="td-theme-wrap">')
    # header
    ctx.part('header', 'nav')
    H.append('<div class="tdc-header-wrap"><div class="td-header-wrap td-header-style-1">')
    H.append('<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row '
             'td-header-top-menu"><div class="top-bar-style-1"><div class="td-header-sp-top-menu">'
             '<div class="td_data_time"><div>%s</div></div><div class="menu-top-container"><ul id="menu-top-menu" '
             'class="top-header-menu"><li class="menu-item"><a href="%s/about/">%s</a></li><li class="menu-item">'
             '<a href="%s/contact/">%s</a></li><li class="menu-item"><a href="%s/advertise/">%s</a></li></ul></div>'
             '</div><div class="td-header-sp-top-widget">%s</div></div></div></div>'
             % (fdate(ctx.dt, ctx.lang, 'dow'), b, L['about'], b, L['contact'], b, L['advertise'],
                ''.join('<span class="td-social-icon-wrap"><a target="_blank" href="%s" title="%s"><i '
                        'class="td-icon-font td-icon-%s"></i></a></span>' % (u, n, n.lower()) for n, u in
                        social_links(ctx))))
    H.append('<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container '
             'td-header-row td-header-header"><div class="td-header-sp-logo"><h1 class="td-logo"><a '
             'class="td-main-logo" href="%s/"><img class="td-retina-data" src="%s/wp-content/uploads/logo.png" '
             'alt="%s" title="%s"><span class="td-visual-hidden">%s</span></a></h1></div>'
             '<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec '
             'td-a-rec-id-header td_uid_1_rand td_block_template_1"><span class="td-adspot-title">- %s -</span>'
             '<div id="div-gpt-ad-leaderboard"></div></div></div></div></div></div>'
             % (b, b, esc(ctx.site['name']), esc(ctx.site['name']), esc(ctx.site['name']), L['advertisement']))
    H.append('<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap '
             'td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" '
             'role="navigation"><div id="td-top-mobile-toggle"><a href="#"><i class="td-icon-font '
             'td-icon-mobile"></i></a></div><div class="menu-main-menu-container"><ul id="menu-main-menu-1" '
             'class="sf-menu"><li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-home '
             'menu-item-first td-menu-item td-normal-menu"><a href="%s/">%s</a></li>%s</ul></div></div>'
             '<div class="header-search-wrap"><div class="td-search-btns-wrap"><a id="td-header-search-button" '
             'href="#" role="button" class="dropdown-toggle" aria-label="Search"><i class="td-icon-search"></i></a>'
             '</div></div></div></div></div>'
             % (b, L['home'], ''.join('<li class="menu-item menu-item-type-taxonomy menu-item-object-category '
                                      'td-menu-item td-mega-menu"><a href="%s">%s</a></li>' % (esc(u), esc(t))
                                      for t, u in menu(ctx))))
    H.append('</div></div>')
    # trending ticker
    if ctx.chance(0.65):
        ctx.part('ticker')
        items = ctx.others(5)
        H.append('<div class="td-container"><div class="td_block_wrap td_block_trending_now td_uid_3_rand '
                 'td-pb-border-top td_block_template_1"><div class="td-trending-now-wrapper" id="td_uid_3" '
                 'data-start=""><div class="td-trending-now-title">%s</div><div class="td-trending-now-display-area">'
                 '%s</div><div class="td-next-prev-wrap"><a href="#" class="td-trending-now-nav-left"><i '
                 'class="td-icon-menu-left"></i></a><a href="#" class="td-trending-now-nav-right"><i '
                 'class="td-icon-menu-right"></i></a></div></div></div></div>'
                 % ('Trending Now' if ctx.lang == 'en' else L['trending'],
                    ''.join('<div class="td_module_trending_now td-trending-now-post-%d td-trending-now-post">'
                            '<h3 class="entry-title td-module-title"><a href="%s" rel="bookmark" title="%s">%s</a>'
                            '</h3></div>' % (i, esc(it['url']), esc(it['title']), esc(it['title']))
                            for i, it in enumerate(items))))
    H.append('<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-default">')
    # breadcrumbs
    if ctx.chance(0.8):
        ctx.part('breadcrumbs')
        H.append('<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" '
                 'href="%s/">%s</a></span> <i class="td-icon-right td-bread-sep"></i> <span><a title="View all posts '
                 'in %s" class="entry-crumb" href="%s">%s</a></span>%s</div></div>'
                 % (b, L['home'], esc(ctx.sec), sec_url(ctx), esc(ctx.sec),
                    (' <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">'
                     '%s</span>' % esc(s['h'])) if ctx.chance(0.5) else ''))
    H.append('<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div '
             'class="td-ss-main-content">')
    H.append('<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail '
             'category-%s" itemscope itemtype="https://schema.org/Article">'
             % (ctx.post_id, ctx.post_id, slugify(ctx.sec)))
    ctx.part('kicker', 'byline', 'date')
    threads = ctx.comment_threads(rng.choice([0, 0, 2, 3, 5, 7])) if ctx.chance(0.7) else []
    nc = count_comments(threads)
    views = rng.randint(180, 9400)
    H.append('<div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="%s">%s</a>'
             '</li></ul><header class="td-post-title"><h1 class="entry-title">%s</h1>'
             '<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">%s</div> '
             '<a href="%s">%s</a><div class="td-author-line"> - </div></div><span class="td-post-date"><time '
             'class="entry-date updated td-module-date" datetime="%s">%s</time></span><div class="td-post-views"><i '
             'class="td-icon-views"></i><span class="td-nr-views-%d">%s</span></div><div class="td-post-comments">'
             '<a href="#respond"><i class="td-icon-comments"></i>%d</a></div></div></header></div>'
             % (sec_url(ctx), esc(ctx.sec), esc(s['h']), L['by'], author_url(ctx), esc(ctx.author),
                iso(ctx.site, ctx.dt), fdate(ctx.dt, ctx.lang), ctx.post_id, '{:,}'.format(views), nc))

    def share(pos):
        ctx.part('share_' + pos)
        return ('<div class="td-post-sharing-%s"><div id="td_social_sharing_article_%s" class="td-post-sharing '
                'td-ps-bg td-ps-notext td-post-sharing-style1"><div class="td-post-sharing-visible">%s</div></div>'
                '</div>' % (pos, pos, ''.join(
                    '<a class="td-social-sharing-button td-social-sharing-button-js td-social-network td-social-%s" '
                    'href="%s" title="%s"><div class="td-social-but-icon"><i class="td-icon-%s"></i></div>'
                    '<div class="td-social-but-text">%s</div></a>' % (k, u, n, k, n) for n, u, k in share_targets(ctx))))
    if ctx.chance(0.75):
        H.append(share('top'))
    H.append('<div class="td-post-content tagdiv-type">')
    if ctx.s.get('dek'):
        H.append('<p class="td-post-sub-title">%s</p>' % esc(s['dek']))
    if hero:
        ctx.part('hero_image')
        capx = cap_text(ctx, 'paren')
        if capx:
            ctx.part('caption')
        H.append('<div class="td-post-featured-image"><figure><a href="%s" data-caption="%s"><img width="696" '
                 'height="464" class="entry-thumb td-modal-image" src="%s" alt="" title="%s"></a>%s</figure></div>'
                 % (esc(hero.replace('-1024x683', '')), esc(s.get('cap') or ''), esc(hero), esc(ctx.slug),
                    '<figcaption class="wp-caption-text">%s</figcaption>' % capx if capx else ''))
    makers = [lambda: '<div class="td-a-rec td-a-rec-id-content_inline td_uid_%d_rand td_block_template_1">'
                      '<span class="td-adspot-title">- %s -</span><div id="div-gpt-ad-inline-%d"></div></div>'
                      % (rng.randint(10, 99), L['advertisement'], rng.randint(1, 9)),
              lambda: read_also_p(ctx, strong=True,
                                  label=rng.choice([L['read_also'], 'ALSO READ:' if ctx.lang == 'en' else L['related']]))]
    rng.shuffle(makers)
    ins = choose_inserts(ctx, makers, maxn=rng.choice([1, 2]))
    if ins and any('td-a-rec' in v for v in ins.values()):
        ctx.part('inline_ad')
    H.append('\n'.join(render_blocks(ctx, inserts=ins)))
    H.append('</div>')  # td-post-content
    H.append('<footer>')
    if ctx.tags and ctx.chance(0.8):
        ctx.part('tags')
        H.append('<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>%s</span>'
                 '</li>%s</ul></div>' % (L['tags'].upper(), ''.join('<li><a href="%s">%s</a></li>' % (tag_url(ctx, t), esc(t))
                                                                  for t in ctx.tags)))
    if ctx.chance(0.6):
        H.append(share('bottom'))
    if ctx.chance(0.6):
        ctx.part('prev_next')
        pv, nx = ctx.others(2)
        H.append('<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post">'
                 '<div class="td-post-next-prev-content"><span>%s</span><a href="%s">%s</a></div></div>'
                 '<div class="td-next-prev-separator"></div><div class="td-block-span6 td-post-next-post">'
                 '<div class="td-post-next-prev-content"><span>%s</span><a href="%s">%s</a></div></div></div>'
                 % (L['prev'], esc(pv['url']), esc(pv['title']), L['next'], esc(nx['url']), esc(nx['title'])))
    if ctx.chance(0.55) and ctx.author:
        ctx.part('author_bio')
        H.append('<div class="author-box-wrap"><a href="%s" aria-label="author-photo"><img alt="%s" '
                 'src="https://secure.gravatar.com/avatar/%s?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo" '
                 'height="96" width="96"></a><div class="desc"><div class="td-author-name vcard author"><span '
                 'class="fn"><a href="%s">%s</a></span></div><div class="td-author-description">%s</div>'
                 '<div class="td-author-social"></div><div class="clearfix"></div></div></div>'
                 % (author_url(ctx), esc(ctx.author), hx(ctx.author, n=32), author_url(ctx), esc(ctx.author),
                    esc(author_bio(ctx))))
    H.append('<span class="td-page-meta" itemprop="author" itemscope itemtype="https://schema.org/Person"><meta '
             'itemprop="name" content="%s"></span><meta itemprop="datePublished" content="%s"></footer></article>'
             % (esc(ctx.author), iso(ctx.site, ctx.dt)))
    # related
    if ctx.chance(0.85):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 6]))
        H.append('<div class="td_block_wrap td_block_related_posts td_uid_11_rand td_with_ajax_pagination '
                 'td-pb-border-top td_block_template_1" data-td-block-uid="td_uid_11"><h4 class="td-related-title '
                 'td-block-title"><a id="td_uid_12" class="td-related-left td-cur-simple-item" data-td_filter_value="" '
                 'data-td_block_id="td_uid_11" href="#">%s</a><a id="td_uid_13" class="td-related-right" '
                 'data-td_filter_value="td_related_more_from_author" data-td_block_id="td_uid_11" href="#">%s</a></h4>'
                 '<div id="td_uid_11" class="td_block_inner"><div class="td-related-row">%s</div></div></div>'
                 % ('RELATED ARTICLES' if ctx.lang == 'en' else L['related_articles'].upper(),
                    'MORE FROM AUTHOR' if ctx.lang == 'en' else L['more_from'].format(ctx.author).upper(),
                    ''.join('<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack '
                            'td_mod_related_posts"><div class="td-module-image"><div class="td-module-thumb"><a '
                            'href="%s" rel="bookmark" class="td-image-wrap" title="%s"><img class="entry-thumb" src="%s" '
                            'alt="" width="218" height="150"></a></div><a href="%s" class="td-post-category">%s</a>'
                            '</div><div class="item-details"><h3 class="entry-title td-module-title"><a href="%s" '
                            'rel="bookmark" title="%s">%s</a></h3></div></div></div>'
                            % (esc(it['url']), esc(it['title']), esc(it['img']), sec_url(ctx, it['sec']),
                               esc(it['sec']), esc(it['url']), esc(it['title']), esc(it['title'])) for it in items)))
    if ctx.chance(0.45):
        ctx.part('latest_news')
        items = ctx.others(rng.choice([3, 4, 5]), blurbs=rng.choice([1, 2]))
        H.append('<div class="td_block_wrap td_block_1 td_uid_15_rand td-pb-border-top td_block_template_1 td-column-2">'
                 '<div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span class="td-pulldown-size">'
                 '%s</span></h4></div><div class="td_block_inner">%s</div></div>'
                 % ('LATEST ARTICLES' if ctx.lang == 'en' else L['latest'].upper(), ''.join(
                     '<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb"><a '
                     'href="%s" rel="bookmark" class="td-image-wrap" title="%s"><img class="entry-thumb" src="%s" alt="" '
                     'width="218" height="150"></a></div><div class="item-details"><h3 class="entry-title '
                     'td-module-title"><a href="%s" rel="bookmark" title="%s">%s</a></h3><div class="td-module-meta-info">'
                     '<span class="td-post-author-name"><a href="%s">%s</a> <span>-</span> </span><span '
                     'class="td-post-date"><time class="entry-date updated td-module-date" datetime="%s">%s</time></span>'
                     '</div><div class="td-excerpt">%s</div></div></div>'
                     % (esc(it['url']), esc(it['title']), esc(it['img']), esc(it['url']), esc(it['title']),
                        esc(it['title']), author_url(ctx, it['author']), esc(it['author']), iso(ctx.site, it['date']),
                        fdate(it['date'], ctx.lang), esc(it['blurb'])) for it in items)))
    # comments
    if threads or ctx.chance(0.5):
        ctx.part('comments')
        lst = ''
        if threads:
            lst = ('<div class="td-comments-title-wrap td_block_template_1"><h4 class="block-title"><span>%s</span>'
                   '</h4></div><ol class="comment-list td-comments-list">%s</ol>'
                   % (esc(n_comments_label(ctx, nc).upper()), wp_comment_list(ctx, threads, 'td')))
        H.append('<div class="comments" id="comments">%s%s</div>'
                 % (lst, wp_comment_form(ctx, L['leave_reply'].upper())))
    H.append('</div></div>')  # ss-main-content, span8
    # sidebar
    if ctx.chance(0.8):
        ctx.part('sidebar')
        side = []
        if ctx.chance(0.6):
            ctx.part('social_counter')
            side.append('<div class="td_block_wrap td_block_social_counter td_block_template_1"><div '
                        'class="td-block-title-wrap"><h4 class="block-title"><span>%s</span></h4></div>'
                        '<div class="td-social-list">%s</div></div>'
                        % ('STAY CONNECTED' if ctx.lang == 'en' else L['follow'].upper(), ''.join(
                            '<div class="td_social_type td-pb-margin-side td_social_%s"><div class="td-social-box">'
                            '<div class="td-sp td-sp-%s"></div><span class="td_social_info td_social_info_counter">'
                            '%s</span><span class="td_social_info td_social_info_name">%s</span><span '
                            'class="td_social_button"><a href="%s">%s</a></span></div></div>'
                            % (n.lower(), n.lower(), '{:,}'.format(rng.randint(400, 40000)),
                               {'Facebook': 'Fans', 'X': 'Followers', 'Instagram': 'Followers',
                                'YouTube': 'Subscribers'}[n], u,
                               {'Facebook': 'Like', 'X': 'Follow', 'Instagram': 'Follow', 'YouTube': 'Subscribe'}[n])
                            for n, u in social_links(ctx))))
        ctx.part('sidebar_most_read')
        items = ctx.others(rng.choice([4, 5, 6]))
        side.append('<div class="td_block_wrap td_block_7 td_uid_21_rand td-pb-border-top td_block_template_1 '
                    'td-column-1"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span '
                    'class="td-pulldown-size">%s</span></h4></div><div id="td_uid_21" class="td_block_inner">%s</div>'
                    '</div>' % ('MOST POPULAR' if ctx.lang == 'en' else L['most_popular'].upper(), ''.join(
                        '<div class="td-block-span12"><div class="td_module_6 td_module_wrap td-animation-stack"><div '
                        'class="td-module-thumb"><a href="%s" rel="bookmark" class="td-image-wrap" title="%s"><img '
                        'class="entry-thumb" src="%s" alt="" width="100" height="70"></a></div><div class="item-details">'
                        '<h3 class="entry-title td-module-title"><a href="%s" rel="bookmark" title="%s">%s</a></h3>'
                        '<div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated '
                        'td-module-date" datetime="%s">%s</time></span></div></div></div></div>'
                        % (esc(it['url']), esc(it['title']), esc(it['img']), esc(it['url']), esc(it['title']),
                           esc(it['title']), iso(ctx.site, it['date']), fdate(it['date'], ctx.lang))
                        for it in items)))
        if ctx.chance(0.4):
            side.append('<div class="td-a-rec td-a-rec-id-sidebar td_block_template_1"><span class="td-adspot-title">'
                        '- %s -</span><div id="div-gpt-ad-sidebar"></div></div>' % L['advertisement'])
        H.append('<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">%s'
                 '</div></div>' % ''.join(side))
    H.append('</div></div></div>')  # row, container, main-content-wrap
    # footer
    ctx.part('footer')
    H.append('<div class="td-footer-wrapper td-footer-container td-container-wrap"><div class="td-container">'
             '<div class="td-pb-row"><div class="td-pb-span12"><div class="td-footer-info"><div '
             'class="footer-logo-wrap"><a href="%s/"><img class="td-retina-data" src="%s/wp-content/uploads/'
             'logo-footer.png" alt="%s"></a></div><div class="footer-text-wrap">%s<div class="footer-email-wrap">'
             '%s: <a href="mailto:news@%s">news@%s</a></div></div><div class="footer-social-wrap td-social-style-2">%s'
             '</div></div></div></div></div></div>'
             % (b, b, esc(ctx.site['name']), esc(ctx.site.get('about') or ''), L['contact'],
                ctx.domain.replace('www.', ''), ctx.domain.replace('www.', ''),
                ''.join('<span class="td-social-icon-wrap"><a target="_blank" href="%s" title="%s"><i '
                        'class="td-icon-font td-icon-%s"></i></a></span>' % (u, n, n.lower()) for n, u in
                        social_links(ctx))))
    H.append('<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div '
             'class="td-pb-row"><div class="td-pb-span td-sub-footer-menu"><div class="menu-footer-container"><ul '
             'id="menu-footer" class="td-subfooter-menu">%s</ul></div></div><div class="td-pb-span '
             'td-sub-footer-copy">%s</div></div></div></div>'
             % (''.join('<li class="menu-item"><a href="%s">%s</a></li>' % (u, t) for t, u in footer_columns(ctx)[2][1]),
                esc(copyright_line(ctx))))
    H.append('</div>')  # outer wrap
    if ctx.chance(0.5):
        H.append(cookie_banner(ctx))
    H.append('<script type="text/javascript" src="%s/wp-content/plugins/td-composer/legacy/Newspaper/js/'
             'tagdiv_theme.min.js?ver=12.6.5" id="td-site-min-js"></script></body></html>' % b)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Jannah (TieLabs)
# ---------------------------------------------------------------------------
def t_jannah(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    wp_setup(ctx)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx) else None
    b = ctx.base
    H = [head(ctx, '%s - %s' % (s['h'], ctx.site['name']),
              css=[b + '/wp-content/themes/jannah/assets/css/base.min.css?ver=7.1.0',
                   b + '/wp-content/themes/jannah/assets/css/style.min.css?ver=7.1.0',
                   b + '/wp-content/themes/jannah/assets/css/single.min.css?ver=7.1.0'],
              ld=yoast_graph(ctx, hero, rng.choice(['NewsArticle', 'Article', 'BlogPosting'])),
              undeclared_ld=yoast_graph(ctx, hero, declared=False), generator='WordPress 6.4.5', image=hero)]
    H.append('<body id="tie-body" class="%s tie-no-js wrapper-has-shadow block-head-1 magazine1 is-thumb-overlay-'
             'disabled is-desktop is-header-layout-3 sidebar-right has-sidebar post-layout-1 narrow-title-narrow-media '
             'is-standard-format has-mobile-share">' % wp_body_class(ctx, 'category-' + slugify(ctx.sec)))
    H.append('<div class="background-overlay"><div id="tie-container" class="site tie-container"><div id="tie-wrapper">')
    ctx.part('header', 'nav')
    top = []
    top.append('<div class="topbar-today-date tie-icon">%s</div>' % fdate(ctx.dt, ctx.lang, 'dow'))
    if ctx.chance(0.7):
        ctx.part('ticker')
        items = ctx.others(rng.choice([4, 5, 6]))
        top.append('<div class="breaking controls-is-active"><span class="breaking-title"><span class="tie-icon-bolt '
                   'breaking-icon" aria-hidden="true"></span><span class="breaking-title-text">%s</span></span><ul '
                   'id="breaking-news-in-header" class="breaking-news" data-type="reveal" data-arrows="true">%s</ul>'
                   '</div>' % (L['breaking'], ''.join('<li class="news-item"><a href="%s">%s</a></li>'
                                                       % (esc(it['url']), esc(it['title'])) for it in items)))
    H.append('<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark '
             'main-nav-below no-stream-item top-nav-active top-nav-light top-nav-default-light top-nav-above '
             'has-shadow has-normal-width-logo mobile-header-default"><nav id="top-nav" class="has-date-breaking-'
             'components top-nav header-nav has-breaking-news" aria-label="Secondary Navigation"><div class="container">'
             '<div class="topbar-wrapper"><div class="tie-alignleft">%s</div><div class="tie-alignright"><ul '
             'class="components"><li class="social-icons-item"><a class="social-link facebook-social-icon" '
             'rel="external noopener nofollow" target="_blank" href="%s"><span class="tie-social-icon tie-icon-facebook">'
             '</span><span class="screen-reader-text">Facebook</span></a></li></ul></div></div></div></nav>'
             % (''.join(top), social_links(ctx)[0][1]))
    H.append('<div class="container header-container"><div class="tie-row logo-row"><div class="logo-wrapper"><div '
             'class="tie-col-md-4 logo-container clearfix"><div id="logo" class="image-logo"><a title="%s" href="%s/">'
             '<picture class="tie-logo-default tie-logo-picture"><img class="tie-logo-img-default tie-logo-img" '
             'src="%s/wp-content/uploads/logo.png" alt="%s" width="300" height="49"></picture></a></div></div></div>'
             '</div></div>' % (esc(ctx.site['name']), b, b, esc(ctx.site['name'])))
    H.append('<div class="main-nav-wrapper"><nav id="main-nav" class="main-nav header-nav" aria-label="Primary '
             'Navigation"><div class="container"><div class="main-menu-wrapper"><div id="menu-components-wrap"><div '
             'class="main-menu main-menu-wrap tie-alignleft"><div id="main-nav-menu" class="main-menu header-menu">'
             '<ul id="menu-main" class="menu" role="menubar"><li class="menu-item menu-item-type-custom '
             'menu-item-home"><a href="%s/">%s</a></li>%s</ul></div></div><ul class="components"><li class="search-'
             'compact-icon menu-item custom-menu-link"><a href="#" class="tie-search-trigger"><span class="tie-icon-search '
             'tie-search-icon" aria-hidden="true"></span><span class="screen-reader-text">%s</span></a></li></ul></div>'
             '</div></div></nav></div></header>'
             % (b, L['home'], ''.join('<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a '
                                      'href="%s">%s</a></li>' % (esc(u), esc(t)) for t, u in menu(ctx)), L['search']))
    H.append('<div id="content" class="site-content container"><div id="main-content-row" class="tie-row '
             'main-content-row"><div class="main-content tie-col-md-8 tie-col-xs-12" role="main">')
    H.append('<article id="the-post" class="container-wrapper post-content tie-standard">')
    H.append('<header class="entry-header-outer">')
    if ctx.chance(0.8):
        ctx.part('breadcrumbs')
        H.append('<nav id="breadcrumb"><a href="%s/"><span class="tie-icon-home" aria-hidden="true"></span> %s</a>'
                 '<em class="delimiter">/</em><a href="%s">%s</a><em class="delimiter">/</em><span class="current">%s'
                 '</span></nav>' % (b, L['home'], sec_url(ctx), esc(ctx.sec), esc(s['h'])))
    ctx.part('kicker', 'byline', 'date', 'reading_time')
    threads = ctx.comment_threads(rng.choice([0, 1, 2, 4, 6])) if ctx.chance(0.6) else []
    nc = count_comments(threads)
    rt = {'en': '%d minute read' % ctx.read_min if ctx.read_min > 1 else '1 minute read',
          'es': '%d minutos de lectura' % ctx.read_min if ctx.read_min > 1 else '1 minuto de lectura'}.get(
        ctx.lang, L['min_read'].format(ctx.read_min))
    H.append('<div class="entry-header"><span class="post-cat-wrap"><a class="post-cat tie-cat-%d" href="%s">%s</a>'
             '</span><h1 class="post-title entry-title">%s</h1>%s<div id="single-post-meta" class="post-meta '
             'clearfix"><span class="author-meta single-author with-avatars"><span class="meta-item meta-author-wrapper">'
             '<span class="meta-author-avatar"><a href="%s"><img alt="Photo of %s" src="https://secure.gravatar.com/'
             'avatar/%s?s=140&amp;d=mm&amp;r=g" class="avatar avatar-140 photo" height="140" width="140"></a></span>'
             '<span class="meta-author"><a href="%s" class="author-name tie-icon" title="%s">%s</a></span></span>'
             '</span><span class="date meta-item tie-icon">%s</span><div class="tie-alignright"><span '
             'class="meta-comment tie-icon meta-item fa-before">%d</span><span class="meta-views meta-item "><span '
             'class="tie-icon-fire" aria-hidden="true"></span> %d </span><span class="meta-reading-time meta-item">'
             '<span class="tie-icon-bookmark" aria-hidden="true"></span> %s</span></div></div></div>'
             % (num(ctx.sec, lo=2, hi=40), sec_url(ctx), esc(ctx.sec), esc(s['h']),
                '<h2 class="entry-sub-title">%s</h2>' % esc(s['dek']) if s.get('dek') else '',
                author_url(ctx), esc(ctx.author), hx(ctx.author, n=32), author_url(ctx), esc(ctx.author),
                esc(ctx.author), fdate(ctx.dt, ctx.lang), nc, rng.randint(120, 6200), rt))
    H.append('</header>')
    if hero:
        ctx.part('hero_image')
        capx = cap_text(ctx, rng.choice(['paren', 'dash']))
        if capx:
            ctx.part('caption')
        H.append('<div class="featured-area"><div class="featured-area-inner"><figure class="single-featured-image">'
                 '<img width="780" height="470" src="%s" class="attachment-jannah-image-post size-jannah-image-post '
                 'wp-post-image" alt="" decoding="async" fetchpriority="high">%s</figure></div></div>'
                 % (esc(hero), '<figcaption class="single-caption-text"><span class="tie-icon-camera" '
                                'aria-hidden="true"></span> %s</figcaption>' % capx if capx else ''))

    def share(pos):
        ctx.part('share_' + pos)
        return ('<div id="share-buttons-%s" class="share-buttons share-buttons-%s"><div class="share-links '
                'icons-text"><a href="#" class="share-btn share-title">%s</a>%s</div></div>'
                % (pos, pos, L['share'], ''.join(
                    '<a href="%s" rel="external noopener nofollow" title="%s" target="_blank" class="%s-share-btn '
                    'large-share-button" data-raw="%s"><span class="share-btn-icon tie-icon-%s"></span> <span '
                    'class="social-text">%s</span></a>' % (u, n, k, u, k, n) for n, u, k in share_targets(ctx)[:4])))
    if ctx.chance(0.7):
        H.append(share('top'))
    makers = [lambda: ('<div class="stream-item stream-item-in-post stream-item-inline-post aligncenter"><span '
                       'class="stream-title">%s</span><div id="div-gpt-ad-inarticle-%d"></div></div>'
                       % (L['advertisement'], rng.randint(1, 9))),
              lambda: read_also_p(ctx, kind=rng.choice(['read_also', 'related'])),
              lambda: read_also_p(ctx, kind='read_also')]
    rng.shuffle(makers)
    ins = choose_inserts(ctx, makers, maxn=rng.choice([1, 2, 3]))
    if any('stream-item' in v for v in ins.values()):
        ctx.part('inline_ad')
    H.append('<div class="entry-content entry clearfix">%s</div>' % '\n'.join(render_blocks(ctx, inserts=ins)))
    if ctx.chance(0.5):
        H.append(share('bottom'))
    H.append('</article>')
    H.append('<div class="post-components">')
    if ctx.tags and ctx.chance(0.85):
        ctx.part('tags')
        H.append('<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title">'
                 '<span class="tie-icon-tags" aria-hidden="true"></span> %s</div><span class="tagcloud">%s</span></div>'
                 % (L['tags'], ''.join('<a href="%s" rel="tag">%s</a>' % (tag_url(ctx, t), esc(t)) for t in ctx.tags)))
    if ctx.chance(0.5):
        ctx.part('author_bio')
        H.append('<div class="about-author container-wrapper about-author-%d"><div class="author-avatar"><a href="%s">'
                 '<img alt="Photo of %s" src="https://secure.gravatar.com/avatar/%s?s=180&amp;d=mm&amp;r=g" '
                 'class="avatar avatar-180 photo" height="180" width="180"></a></div><div class="author-info"><h3 '
                 'class="author-name"><a href="%s">%s</a></h3><div class="author-bio">%s</div><ul class="social-icons">'
                 '</ul></div><div class="clearfix"></div></div>'
                 % (num(ctx.author, lo=2, hi=30), author_url(ctx), esc(ctx.author), hx(ctx.author, n=32),
                    author_url(ctx), esc(ctx.author), esc(author_bio(ctx))))
    if ctx.chance(0.5):
        ctx.part('prev_next')
        pv, nx = ctx.others(2)
        H.append('<div class="prev-next-post-nav container-wrapper media-overlay"><div class="tie-col-xs-6 '
                 'prev-post"><a href="%s" style="background-image: url(%s)" class="post-thumb" rel="prev"><div '
                 'class="post-thumb-overlay-wrap"><div class="post-thumb-overlay"><span class="tie-icon tie-media-icon">'
                 '</span></div></div></a><a href="%s" rel="prev"><h3 class="post-title">%s</h3></a></div><div '
                 'class="tie-col-xs-6 next-post"><a href="%s" style="background-image: url(%s)" class="post-thumb" '
                 'rel="next"></a><a href="%s" rel="next"><h3 class="post-title">%s</h3></a></div></div>'
                 % (esc(pv['url']), esc(pv['img']), esc(pv['url']), esc(pv['title']), esc(nx['url']), esc(nx['img']),
                    esc(nx['url']), esc(nx['title'])))
    if ctx.chance(0.85):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 4, 6]))
        H.append('<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title '
                 'the-global-title"><h3>%s</h3></div><div class="related-posts-list">%s</div></div>'
                 % (L['related_articles'], ''.join(
                     '<div class="related-item tie-standard"><a aria-label="%s" href="%s" class="post-thumb"><img '
                     'width="390" height="220" src="%s" class="attachment-jannah-image-large size-jannah-image-large '
                     'wp-post-image" alt=""></a><h3 class="post-title"><a href="%s">%s</a></h3><div class="post-meta '
                     'clearfix"><span class="date meta-item tie-icon">%s</span></div></div>'
                     % (esc(it['title']), esc(it['url']), esc(it['img']), esc(it['url']), esc(it['title']),
                        fdate(it['date'], ctx.lang)) for it in items)))
    if threads or ctx.chance(0.4):
        ctx.part('comments')
        lst = ''
        if threads:
            lst = ('<div id="comments-box" class="container-wrapper"><div class="block-head-1"><h3 class="comment-title '
                   'the-global-title">%s</h3></div><ol class="comment-list">%s</ol></div>'
                   % (esc(n_comments_label(ctx, nc)), wp_comment_list(ctx, threads, 'jannah')))
        H.append('<div id="comments" class="comments-area">%s<div id="add-comment-block" class="container-wrapper">'
                 '%s</div></div>' % (lst, wp_comment_form(ctx)))
    H.append('</div>')  # post-components
    H.append('</div>')  # main-content
    if ctx.chance(0.85):
        ctx.part('sidebar', 'sidebar_most_read')
        items = ctx.others(5)
        side = ('<div id="posts-list-widget-2" class="container-wrapper widget posts-list"><div class="widget-title '
                'the-global-title"><div class="the-subtitle">%s<span class="widget-title-icon tie-icon"></span></div>'
                '</div><div class="widget-posts-list-wrapper"><div class="widget-posts-list-container"><ul '
                'class="posts-list-items widget-posts-wrapper">%s</ul></div></div><div class="clearfix"></div></div>'
                % (L['most_popular'], ''.join(
                    '<li class="widget-single-post-item widget-post-list tie-standard"><div class="post-widget-thumbnail">'
                    '<a aria-label="%s" href="%s" class="post-thumb"><img width="220" height="150" src="%s" '
                    'class="attachment-jannah-image-small size-jannah-image-small tie-small-image wp-post-image" alt="">'
                    '</a></div><div class="post-widget-body "><a class="post-title the-subtitle" href="%s">%s</a><div '
                    'class="post-meta"><span class="date meta-item tie-icon">%s</span></div></div></li>'
                    % (esc(it['title']), esc(it['url']), esc(it['img']), esc(it['url']), esc(it['title']),
                       fdate(it['date'], ctx.lang)) for it in items)))
        if ctx.chance(0.5):
            ctx.part('newsletter_box')
            side += ('<div id="tie-newsletter-2" class="container-wrapper widget subscribe-widget"><div '
                     'class="widget-inner-wrap"><span class="tie-icon-envelope newsletter-icon" aria-hidden="true"></span>'
                     '<div class="subscribe-widget-content"><h4>%s</h4><p>%s</p></div><div id="mc_embed_signup-2">'
                     '<form action="#" method="post" id="mc-embedded-subscribe-form-2" name="mc-embedded-subscribe-form" '
                     'class="subscribe-form validate" target="_blank" novalidate><div class="mc-field-group"><label '
                     'class="screen-reader-text" for="mce-EMAIL-2">%s</label><input type="email" value="" id="mce-EMAIL-2" '
                     'placeholder="%s" name="EMAIL" class="subscribe-input required email"></div><input type="submit" '
                     'value="%s" name="subscribe" class="button subscribe-submit"></form></div></div><div class="clearfix">'
                     '</div></div>' % (L['nl_title'], L['nl_text'], L['email'], L['email'], L['subscribe']))
        H.append('<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky" aria-label="Primary Sidebar">'
                 '<div class="theiaStickySidebar">%s</div></aside>' % side)
    H.append('</div></div>')  # row, content
    if ctx.chance(0.5):
        ctx.part('check_also')
        it = ctx.others(1)[0]
        H.append('<div id="check-also-box" class="container-wrapper check-also-right"><div class="widget-title '
                 'the-global-title has-block-head-4"><div class="the-subtitle">%s</div><a href="#" id="check-also-close" '
                 'class="remove"><span class="screen-reader-text">Close</span></a></div><div class="widget '
                 'posts-list-big-first has-first-big-post"><ul class="posts-list-items"><li class="widget-single-post-item '
                 'widget-post-list tie-standard"><div class="post-widget-thumbnail"><a aria-label="%s" href="%s" '
                 'class="post-thumb"><img width="390" height="220" src="%s" class="attachment-jannah-image-large '
                 'size-jannah-image-large tie-small-image wp-post-image" alt=""></a></div><div class="post-widget-body ">'
                 '<a class="post-title the-subtitle" href="%s">%s</a><div class="post-meta"><span class="date meta-item '
                 'tie-icon">%s</span></div></div></li></ul></div></div>'
                 % ({'es': 'Mira también', 'en': 'Check Also'}.get(ctx.lang, 'Check Also'), esc(it['title']),
                    esc(it['url']), esc(it['img']), esc(it['url']), esc(it['title']), fdate(it['date'], ctx.lang)))
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer id="footer" class="site-footer dark-skin dark-widgetized-area"><div id="footer-widgets-container">'
             '<div class="container"><div class="footer-widget-area "><div class="tie-row"><div class="tie-col-md-4 '
             'normal-side"><div id="text-2" class="container-wrapper widget widget_text"><div class="widget-title '
             'the-global-title"><div class="the-subtitle">%s</div></div><div class="textwidget"><p>%s</p></div></div>'
             '</div><div class="tie-col-md-4 normal-side"><div class="container-wrapper widget widget_nav_menu"><div '
             'class="menu-footer-container"><ul class="menu">%s</ul></div></div></div></div></div></div></div>'
             '<div id="site-info" class="site-info site-info-layout-2"><div class="container"><div class="tie-row">'
             '<div class="tie-col-md-12"><div class="copyright-text copyright-text-first">%s</div><div class="footer-menu">'
             '<ul class="menu">%s</ul></div></div></div></div></div></footer>'
             % (L['about'], esc(ctx.site.get('about') or ''),
                ''.join('<li class="menu-item"><a href="%s">%s</a></li>' % (u, t) for t, u in cols[0][1]),
                esc(copyright_line(ctx)).replace('©', '© Copyright'),
                ''.join('<li class="menu-item"><a href="%s">%s</a></li>' % (u, t) for t, u in cols[2][1])))
    H.append('<a id="go-to-top" class="go-to-top-button" href="#go-to-tie-body"><span class="tie-icon-angle-up">'
             '</span><span class="screen-reader-text">%s</span></a>' % L['back_to_top'])
    H.append('</div></div></div>')  # wrapper, container, overlay
    if ctx.chance(0.55):
        H.append(cookie_banner(ctx))
    H.append('<script src="%s/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.1.0" id="tie-scripts-js"></script>'
             '</body></html>' % b)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# GeneratePress
# ---------------------------------------------------------------------------
def t_generatepress(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    wp_setup(ctx)
    hero = ctx.img_url(ctx.slug, 'hero') if (not s.get('cap') and ctx.chance(0.4)) else None
    b = ctx.base
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0'],
              ld=yoast_graph(ctx, hero, rng.choice(['Article', 'NewsArticle', 'BlogPosting'])),
              undeclared_ld=None if ctx.chance(0.5) else yoast_graph(ctx, hero, declared=False),
              generator='WordPress 6.5.2', image=hero, html_attrs='')]
    sidebar = ctx.chance(0.7)
    H.append('<body class="%s wp-custom-logo wp-embed-responsive %s nav-below-header separate-containers '
             'header-aligned-left dropdown-hover%s" itemtype="https://schema.org/Blog" itemscope>'
             % (wp_body_class(ctx, 'category-' + slugify(ctx.sec)), 'right-sidebar' if sidebar else 'no-sidebar',
                ' featured-image-active' if hero else ''))
    H.append('<a class="screen-reader-text skip-link" href="#content" title="%s">%s</a>' % (L['skip'], L['skip']))
    ctx.part('header', 'nav')
    H.append('<header class="site-header grid-container" id="masthead" aria-label="Site" '
             'itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header grid-container"><div '
             'class="site-branding"><p class="main-title" itemprop="headline"><a href="%s/" rel="home">%s</a></p>%s'
             '</div></div></header>'
             % (b, esc(ctx.site['name']), '<p class="site-description" itemprop="description">%s</p>'
                % esc(ctx.site['about']) if ctx.site.get('about') else ''))
    H.append('<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primary" '
             'itemtype="https://schema.org/SiteNavigationElement" itemscope><div class="inside-navigation grid-container">'
             '<button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span '
             'class="mobile-menu">%s</span></button><div id="primary-menu" class="main-nav"><ul id="menu-primary" '
             'class=" menu sf-menu"><li class="menu-item menu-item-home"><a href="%s/">%s</a></li>%s</ul></div></div>'
             '</nav>' % (L['menu'], b, L['home'], ''.join('<li class="menu-item menu-item-type-taxonomy '
                                                        'menu-item-object-category"><a href="%s">%s</a></li>'
                                                        % (esc(u), esc(t)) for t, u in menu(ctx))))
    H.append('<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">')
    H.append('<div class="content-area" id="primary"><main class="site-main" id="main">')
    H.append('<article id="post-%d" class="post-%d post type-post status-publish format-standard%s hentry category-%s%s" '
             'itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">'
             % (ctx.post_id, ctx.post_id, ' has-post-thumbnail' if hero else '', slugify(ctx.sec),
                ''.join(' tag-' + slugify(t) for t in ctx.tags)))
    if hero:
        ctx.part('hero_image')
        H.append('<div class="featured-image page-header-image-single grid-container grid-parent"><img width="1200" '
                 'height="800" src="%s" class="attachment-full size-full wp-post-image" alt="" itemprop="image" '
                 'decoding="async"></div>' % esc(hero))
    ctx.part('byline', 'date')
    H.append('<header class="entry-header"><h1 class="entry-title" itemprop="headline">%s</h1><div class="entry-meta">'
             '<span class="posted-on"><time class="updated" datetime="%s" itemprop="dateModified">%s</time><time '
             'class="entry-date published" datetime="%s" itemprop="datePublished">%s</time></span> <span class="byline">'
             '%s <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><a '
             'class="url fn n" href="%s" title="View all posts by %s" rel="author" itemprop="url"><span '
             'class="author-name" itemprop="name">%s</span></a></span></span> </div></header>'
             % (esc(s['h']), iso(ctx.site, ctx.upd), fdate(ctx.upd, ctx.lang), iso(ctx.site, ctx.dt),
                fdate(ctx.dt, ctx.lang), 'by' if ctx.lang == 'en' else L['by'].lower(), author_url(ctx),
                esc(ctx.author), esc(ctx.author)))
    makers = []
    makers.append(lambda: read_also_p(ctx, strong=True))
    makers.append(lambda: ('<div class="gb-container gb-container-%s ad-inline"><p class="has-text-align-center '
                           'has-small-font-size">%s</p><div id="ezoic-pub-ad-placeholder-%d"></div></div>'
                           % (hx(ctx.n, 'gb', n=8), L['advertisement'], rng.randint(101, 140))))
    rng.shuffle(makers)
    ins = choose_inserts(ctx, makers, maxn=rng.choice([0, 1, 2]))
    if any('ad-inline' in v for v in ins.values()):
        ctx.part('inline_ad')
    body = render_blocks(ctx, fmt=dict(h='<h2 class="wp-block-heading">{}</h2>', ul='<ul class="wp-block-list">{}</ul>',
                                       q='<blockquote class="wp-block-quote"><p>{}</p></blockquote>'), inserts=ins)
    if s.get('cap'):
        ctx.part('hero_image', 'caption')
        capx = cap_text(ctx, rng.choice(['paren', 'dash']))
        fig = ('<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="%s" '
               'alt="" class="wp-image-%d"><figcaption class="wp-element-caption">%s</figcaption></figure>'
               % (esc(ctx.img_url(ctx.slug + '-1', 'hero')), ctx.post_id - 3, capx))
        body.insert(rng.choice([0, 1]), fig)
    if s.get('dek'):
        body.insert(0, '<p class="has-large-font-size"><em>%s</em></p>' % esc(s['dek']))
    if ctx.chance(0.4):
        body.append(mailchimp_form(ctx))
    H.append('<div class="entry-content" itemprop="text">%s</div>' % '\n'.join(body))
    H.append('<footer class="entry-meta" aria-label="Entry meta"><span class="cat-links"><span class="gp-icon icon-'
             'categories"></span><span class="screen-reader-text">%s </span><a href="%s" rel="category tag">%s'
             '</a></span>%s' % ({'de': 'Kategorien', 'fr': 'Catégories', 'es': 'Categorías'}.get(ctx.lang, 'Categories'),
                                sec_url(ctx), esc(ctx.sec),
                                ' <span class="tags-links"><span class="screen-reader-text">' + L['tags'] + ' </span>%s</span>'
                                % ', '.join('<a href="%s" rel="tag">%s</a>' % (tag_url(ctx, t), esc(t)) for t in ctx.tags)
                                if ctx.tags else ''))
    ctx.part('kicker')
    if ctx.tags:
        ctx.part('tags')
    if ctx.chance(0.7):
        ctx.part('prev_next')
        pv, nx = ctx.others(2)
        H.append('<nav id="nav-below" class="post-navigation" aria-label="Posts"><div class="nav-previous"><span '
                 'class="gp-icon icon-arrow-left"></span><span class="prev"><a href="%s" rel="prev">%s</a></span></div>'
                 '<div class="nav-next"><span class="gp-icon icon-arrow-right"></span><span class="next"><a href="%s" '
                 'rel="next">%s</a></span></div></nav>' % (esc(pv['url']), esc(pv['title']), esc(nx['url']),
                                                          esc(nx['title'])))
    H.append('</footer></div></article>')
    threads = ctx.comment_threads(rng.choice([1, 2, 3, 4])) if ctx.chance(0.5) else []
    if threads or ctx.chance(0.5):
        ctx.part('comments')
        nc = count_comments(threads)
        lst = ''
        if threads:
            ttl = ('%d thoughts on &ldquo;%s&rdquo;' % (nc, esc(s['h'])) if nc > 1 else
                   'One thought on &ldquo;%s&rdquo;' % esc(s['h'])) if ctx.lang == 'en' else esc(n_comments_label(ctx, nc))
            lst = '<h3 class="comments-title">%s</h3><ol class="comment-list">%s</ol>' % (
                ttl, wp_comment_list(ctx, threads, 'gp'))
        H.append('<div class="comments-area"><div id="comments">%s%s</div></div>'
                 % (lst, wp_comment_form(ctx, 'Leave a Comment' if ctx.lang == 'en' else L['leave_reply'])))
    H.append('</main></div>')
    if sidebar:
        ctx.part('sidebar')
        items = ctx.others(5)
        side = ('<aside id="search-2" class="widget inner-padding widget_search"><form method="get" class="search-form" '
                'action="%s/"><label><span class="screen-reader-text">%s</span><input type="search" class="search-field" '
                'placeholder="%s &hellip;" value="" name="s"></label><button class="search-submit" aria-label="%s">'
                '</button></form></aside>' % (b, L['search'], L['search'], L['search']))
        side += ('<aside id="recent-posts-2" class="widget inner-padding widget_recent_entries"><h2 class="widget-title">'
                 '%s</h2><ul>%s</ul></aside>' % ('Recent Posts' if ctx.lang == 'en' else L['latest'],
                                                ''.join('<li><a href="%s">%s</a></li>' % (esc(it['url']),
                                                                                          esc(it['title']))
                                                        for it in items)))
        ctx.part('latest_news')
        if ctx.chance(0.5):
            side += ('<aside id="categories-2" class="widget inner-padding widget_categories"><h2 class="widget-title">'
                     '%s</h2><ul>%s</ul></aside>' % ('Categories' if ctx.lang == 'en' else 'Kategorien',
                                                     ''.join('<li class="cat-item"><a href="%s">%s</a></li>'
                                                             % (esc(u), esc(t)) for t, u in menu(ctx, False))))
        H.append('<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">'
                 '%s</div></div>' % side)
    H.append('</div></div>')
    ctx.part('footer')
    if ctx.chance(0.6):
        cols = footer_columns(ctx)
        H.append('<div class="site-footer"><div id="footer-widgets" class="site footer-widgets"><div '
                 'class="footer-widgets-container grid-container"><div class="inside-footer-widgets"><div '
                 'class="footer-widget-1"><aside class="widget inner-padding widget_text"><h2 class="widget-title">%s'
                 '</h2><div class="textwidget"><p>%s</p></div></aside></div><div class="footer-widget-2"><aside '
                 'class="widget inner-padding widget_nav_menu"><div class="menu-footer-container"><ul class="menu">%s'
                 '</ul></div></aside></div></div></div></div>'
                 % (L['about'], esc(ctx.site.get('about') or ctx.site['name']),
                    ''.join('<li class="menu-item"><a href="%s">%s</a></li>' % (u, t) for t, u in cols[0][1])))
    else:
        H.append('<div class="site-footer">')
    H.append('<footer class="site-info" aria-label="Site" itemtype="https://schema.org/WPFooter" itemscope><div '
             'class="inside-site-info grid-container"><div class="copyright-bar">&copy; %d %s &bull; Built with <a '
             'href="https://generatepress.com" itemprop="url">GeneratePress</a></div></div></footer></div>'
             % (ctx.dt.year, esc(ctx.site['name'])))
    if ctx.chance(0.5):
        H.append(cookie_banner(ctx, rng.choice(['cmplz', 'cky', 'plain'])))
    H.append('<script id="generate-menu-js" src="%s/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.4.0">'
             '</script></body></html>' % b)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Astra
# ---------------------------------------------------------------------------
def t_astra(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    wp_setup(ctx)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx, 0.4) else None
    b = ctx.base
    H = [head(ctx, '%s - %s' % (s['h'], ctx.site['name']),
              css=[b + '/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14'],
              ld=yoast_graph(ctx, hero, rng.choice(['Article', 'BlogPosting'])),
              undeclared_ld=yoast_graph(ctx, hero, declared=False), generator='WordPress 6.5.5', image=hero)]
    sidebar = ctx.chance(0.65)
    H.append('<body itemtype="https://schema.org/Blog" itemscope="itemscope" class="%s wp-custom-logo ast-desktop '
             'ast-separate-container %s astra-4.6.14 ast-blog-single-style-1 ast-single-post '
             'ast-inherit-site-logo-transparent ast-hfb-header ast-normal-title-enabled">'
             % (wp_body_class(ctx, 'category-' + slugify(ctx.sec)), 'ast-right-sidebar' if sidebar else 'ast-no-sidebar'))
    H.append('<a class="skip-link screen-reader-text" href="#content" role="link" title="%s">%s</a>'
             % (L['skip'], L['skip']))
    H.append('<div class="hfeed site" id="page">')
    ctx.part('header', 'nav')
    H.append('<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline '
             'ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" '
             'itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" '
             'data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap "><div '
             'class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" '
             'data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-'
             'container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div '
             'class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div '
             'class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div '
             'class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div '
             'class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope">'
             '<span class="site-logo-img"><a href="%s/" class="custom-logo-link" rel="home"><img width="180" height="60" '
             'src="%s/wp-content/uploads/logo.png" class="custom-logo" alt="%s" decoding="async"></a></span><div '
             'class="ast-site-title-wrap"><span class="site-title" itemprop="name"><a href="%s/" rel="home" '
             'itemprop="url">%s</a></span></div></div></div></div><div class="site-header-primary-section-right '
             'site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu '
             'ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" '
             'data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div '
             'class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility '
             'site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" '
             'itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation '
             'ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex '
             'submenu-with-border stack-on-mobile">%s</ul></div></nav></div></div></div></div></div></div></div></div>'
             '</div></header>'
             % (b, b, esc(ctx.site['name']), b, esc(ctx.site['name']),
                ''.join('<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="%s" '
                        'class="menu-link">%s</a></li>' % (esc(u), esc(t)) for t, u in menu(ctx))))
    H.append('<div id="content" class="site-content"><div class="ast-container">')
    H.append('<div id="primary" class="content-area primary"><main id="main" class="site-main">')
    H.append('<article class="post-%d post type-post status-publish format-standard%s hentry category-%s '
             'ast-article-single" id="post-%d" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">'
             % (ctx.post_id, ' has-post-thumbnail' if hero else '', slugify(ctx.sec), ctx.post_id))
    H.append('<div class="ast-post-format- single-layout-1 ast-no-date-box"><div class="ast-single-post-order">')
    ctx.part('byline', 'date', 'kicker')
    thumb = ''
    if hero and not s.get('cap'):
        ctx.part('hero_image')
        thumb = ('<div class="post-thumb-img-content post-thumb"><img width="1024" height="683" src="%s" '
                 'class="attachment-large size-large wp-post-image" alt="" itemprop="image" decoding="async"></div>'
                 % esc(hero))
    meta = ('<div class="entry-meta"><span class="cat-links"><a href="%s" rel="category tag">%s</a></span> / %s '
            '<span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" '
            'itemprop="author"><a title="View all posts by %s" href="%s" rel="author" class="url fn n" itemprop="url">'
            '<span class="author-name" itemprop="name">%s</span></a></span> / <span class="posted-on"><span '
            'class="published" itemprop="datePublished"> %s </span></span></div>'
            % (sec_url(ctx), esc(ctx.sec), 'By' if ctx.lang == 'en' else L['by'], esc(ctx.author), author_url(ctx),
               esc(ctx.author), fdate(ctx.dt, ctx.lang)))
    H.append('<header class="entry-header">%s<h1 class="entry-title" itemprop="headline">%s</h1>%s</header>'
             % (thumb, esc(s['h']), meta))
    H.append('</div>')
    makers = [lambda: read_also_p(ctx, strong=ctx.chance(0.5)),
              lambda: ('<div class="ast-ad-inline" style="text-align:center"><small>%s</small><ins class="adsbygoogle" '
                       'style="display:block" data-ad-client="ca-pub-%d" data-ad-slot="%d" data-ad-format="auto"></ins>'
                       '</div>' % (L['advertisement'], num(ctx.domain, lo=10**15, hi=10**16 - 1),
                                   rng.randint(10**9, 10**10 - 1)))]
    rng.shuffle(makers)
    ins = choose_inserts(ctx, makers, maxn=rng.choice([0, 1, 2]))
    if any('ast-ad-inline' in v for v in ins.values()):
        ctx.part('inline_ad')
    body = render_blocks(ctx, fmt=dict(h='<h2 class="wp-block-heading">{}</h2>', ul='<ul class="wp-block-list">{}</ul>'),
                         inserts=ins)
    if s.get('cap'):
        ctx.part('hero_image', 'caption')
        img = hero or ctx.img_url(ctx.slug, 'hero')
        body.insert(0, '<figure class="wp-block-image size-large"><img fetchpriority="high" decoding="async" width="1024" '
                       'height="683" src="%s" alt="" class="wp-image-%d"><figcaption class="wp-element-caption">%s'
                       '</figcaption></figure>' % (esc(img), ctx.post_id - 1, cap_text(ctx, rng.choice(['paren', 'br']))))
    if s.get('dek'):
        body.insert(0, '<p class="has-medium-font-size"><strong>%s</strong></p>' % esc(s['dek']))
    if ctx.chance(0.35):
        ctx.part('newsletter_box')
        body.append('<div class="wp-block-group has-pale-cyan-blue-background-color has-background"><div '
                    'class="wp-block-group__inner-container"><h3 class="wp-block-heading">%s</h3><p>%s</p>'
                    '<form class="wpforms-form" method="post"><input type="email" name="wpforms[fields][1]" '
                    'placeholder="%s"><button type="submit" class="wpforms-submit">%s</button></form></div></div>'
                    % (L['nl_title'], L['nl_text'], L['email'], L['subscribe']))
    H.append('<div class="entry-content clear" itemprop="text">%s</div>' % '\n'.join(body))
    H.append('</div></article>')
    if ctx.chance(0.7):
        ctx.part('prev_next')
        pv, nx = ctx.others(2)
        H.append('<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div '
                 'class="nav-previous"><a title="%s" href="%s" rel="prev"><span class="ast-left-arrow">&larr;</span> %s'
                 '</a></div><div class="nav-next"><a title="%s" href="%s" rel="next">%s <span class="ast-right-arrow">'
                 '&rarr;</span></a></div></div></nav>'
                 % (esc(pv['title']), esc(pv['url']), 'Previous Post' if ctx.lang == 'en' else L['prev'],
                    esc(nx['title']), esc(nx['url']), 'Next Post' if ctx.lang == 'en' else L['next']))
    if ctx.chance(0.5):
        ctx.part('related')
        items = ctx.others(3, blurbs=1)
        H.append('<div class="ast-single-related-posts-container ast-container--fluid"><div '
                 'class="ast-related-posts-title-section"><h2 class="ast-related-posts-title">%s</h2></div><div '
                 'class="ast-related-posts-wrapper">%s</div></div>'
                 % (L['related_articles'], ''.join(
                     '<article class="ast-related-post post-%d post type-post status-publish format-standard"><div '
                     'class="ast-related-posts-inner-section"><div class="ast-related-post-content"><div '
                     'class="ast-related-post-featured-section post-has-thumb"><div class="post-thumb-img-content '
                     'post-thumb"><a aria-label="%s" href="%s"><img src="%s" alt="" width="300" height="200"></a></div>'
                     '</div><header class="entry-header related-entry-header"><h3 class="ast-related-post-title '
                     'entry-title"><a href="%s" target="_self" rel="bookmark noopener noreferrer">%s</a></h3><div '
                     'class="entry-meta ast-related-cat-style--none ast-related-tag-style--none"><span '
                     'class="posted-on"><span class="published">%s</span></span></div></header><div '
                     'class="entry-content clear"><p class="ast-related-post-excerpt">%s</p></div></div></div></article>'
                     % (it['id'], esc(it['title']), esc(it['url']), esc(it['img']), esc(it['url']), esc(it['title']),
                        fdate(it['date'], ctx.lang), esc(it['blurb'])) for it in items)))
    threads = ctx.comment_threads(rng.choice([1, 2, 3, 5])) if ctx.chance(0.55) else []
    if threads or ctx.chance(0.5):
        ctx.part('comments')
        nc = count_comments(threads)
        lst = ''
        if threads:
            ttl = ('%d thoughts on &ldquo;%s&rdquo;' % (nc, esc(s['h'])) if nc > 1 else
                   '1 thought on &ldquo;%s&rdquo;' % esc(s['h'])) if ctx.lang == 'en' else esc(n_comments_label(ctx, nc))
            lst = ('<div class="comments-count-wrapper"><h3 class="comments-title">%s</h3></div><ol class="ast-comment-'
                   'list">%s</ol>' % (ttl, wp_comment_list(ctx, threads, 'astra')))
        H.append('<div id="comments" class="comments-area comment-form-position-below ">%s%s</div>'
                 % (lst, wp_comment_form(ctx, 'Leave a Comment' if ctx.lang == 'en' else L['leave_reply'])))
    H.append('</main></div>')
    if sidebar:
        ctx.part('sidebar', 'latest_news')
        items = ctx.others(5)
        H.append('<div class="widget-area secondary" id="secondary" itemtype="https://schema.org/WPSideBar" '
                 'itemscope="itemscope"><div class="sidebar-main" ><aside id="block-2" class="widget widget_block '
                 'widget_search"><form role="search" method="get" action="%s/" class="wp-block-search__button-outside '
                 'wp-block-search__text-button wp-block-search"><label class="wp-block-search__label" '
                 'for="wp-block-search__input-1">%s</label><div class="wp-block-search__inside-wrapper "><input '
                 'class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" '
                 'name="s" required><button aria-label="%s" class="wp-block-search__button wp-element-button" '
                 'type="submit">%s</button></div></form></aside><aside id="block-3" class="widget widget_block"><div '
                 'class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow"><h2 '
                 'class="wp-block-heading">%s</h2><ul class="wp-block-latest-posts__list wp-block-latest-posts">%s</ul>'
                 '</div></div></aside></div></div>'
                 % (b, L['search'], L['search'], L['search'],
                    'Recent Posts' if ctx.lang == 'en' else L['latest'],
                    ''.join('<li><a class="wp-block-latest-posts__post-title" href="%s">%s</a></li>'
                            % (esc(it['url']), esc(it['title'])) for it in items)))
    H.append('</div></div>')
    ctx.part('footer')
    H.append('<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" '
             'itemid="#colophon"><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item '
             'ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full '
             'ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" '
             'data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div '
             'class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div '
             'class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div '
             'class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" '
             'data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright &copy; %d %s | '
             'Powered by <a href="https://wpastra.com" rel="nofollow noopener" target="_blank">Astra WordPress Theme</a>'
             '</p></div></div></div></div></div></div></footer>' % (ctx.dt.year, esc(ctx.site['name'])))
    H.append('</div>')
    if ctx.chance(0.6):
        H.append(cookie_banner(ctx, rng.choice(['cky', 'cmplz', 'plain'])))
    H.append('<script src="%s/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" '
             'id="astra-theme-js-js"></script></body></html>' % b)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# WordPress block theme (Twenty Twenty-Four style)
# ---------------------------------------------------------------------------
def t_blocktheme(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    wp_setup(ctx)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx, 0.4) else None
    b = ctx.base
    H = [head(ctx, '%s &#8211; %s' % (s['h'], ctx.site['name']),
              css=[b + '/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3'],
              ld=article_ld(ctx, rng.choice(['NewsArticle', 'Article']), image=hero),
              generator='WordPress 6.5.3', image=hero).replace('&amp;#8211;', '&#8211;')]
    H.append('<body class="%s wp-embed-responsive">' % wp_body_class(ctx, 'category-' + slugify(ctx.sec)))
    H.append('<div class="wp-site-blocks">')
    ctx.part('header', 'nav')
    H.append('<header class="wp-block-template-part"><div class="wp-block-group alignwide has-base-background-color '
             'has-background has-global-padding is-layout-constrained wp-block-group-is-layout-constrained" '
             'style="padding-top:20px;padding-bottom:20px"><div class="wp-block-group alignwide is-content-justification-'
             'space-between is-layout-flex wp-container-core-group-is-layout-1 wp-block-group-is-layout-flex"><div '
             'class="wp-block-group is-layout-flex wp-block-group-is-layout-flex"><div class="wp-block-site-logo"><a '
             'href="%s/" class="custom-logo-link" rel="home"><img width="64" height="64" src="%s/wp-content/uploads/'
             'site-icon.png" class="custom-logo" alt="%s" decoding="async"></a></div><p class="wp-block-site-title">'
             '<a href="%s" target="_self" rel="home">%s</a></p></div><nav class="is-responsive items-justified-right '
             'wp-block-navigation is-horizontal is-content-justification-right is-layout-flex '
             'wp-block-navigation-is-layout-flex" aria-label="Header navigation"><button aria-haspopup="dialog" '
             'aria-label="Open menu" class="wp-block-navigation__responsive-container-open " data-wp-on--click='
             '"actions.openMenuOnClick"><svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" '
             'aria-hidden="true" focusable="false"><rect x="4" y="7.5" width="16" height="1.5" /></svg></button><div '
             'class="wp-block-navigation__responsive-container" id="modal-1"><div class="wp-block-navigation__responsive-'
             'container-content" id="modal-1-content"><ul class="wp-block-navigation__container is-responsive '
             'items-justified-right wp-block-navigation">%s</ul></div></div></nav></div></div></header>'
             % (b, b, esc(ctx.site['name']), b, esc(ctx.site['name']),
                ''.join('<li class=" wp-block-navigation-item wp-block-navigation-link"><a '
                        'class="wp-block-navigation-item__content" href="%s"><span class="wp-block-navigation-item__label">'
                        '%s</span></a></li>' % (esc(u), esc(t)) for t, u in menu(ctx)[:6])))
    H.append('<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:var(--wp--'
             'preset--spacing--50)"><div class="wp-block-group has-global-padding is-layout-constrained '
             'wp-block-group-is-layout-constrained">')
    ctx.part('kicker', 'date', 'byline')
    H.append('<div class="taxonomy-category wp-block-post-terms has-small-font-size"><a href="%s" rel="tag">%s</a></div>'
             % (sec_url(ctx), esc(ctx.sec)))
    H.append('<h1 style="margin-bottom:var(--wp--preset--spacing--40)" class="wp-block-post-title">%s</h1>' % esc(s['h']))
    if s.get('dek'):
        H.append('<p class="wp-block-post-excerpt__excerpt">%s</p>' % esc(s['dek']))
    H.append('<div class="wp-block-group is-content-justification-left is-layout-flex wp-block-group-is-layout-flex">'
             '<div class="wp-block-post-date"><time datetime="%s">%s</time></div><p class="has-small-font-size">&mdash;'
             '</p><div class="wp-block-post-author-name"><a href="%s" target="_self" class="wp-block-post-author-name__'
             'link">%s</a></div></div>' % (iso(ctx.site, ctx.dt), fdate(ctx.dt, ctx.lang, 'short'), author_url(ctx),
                                          esc(ctx.author)))
    H.append('</div>')
    if hero:
        ctx.part('hero_image')
        H.append('<figure style="margin-top:var(--wp--preset--spacing--40);" class="alignwide wp-block-post-featured-'
                 'image"><img width="1200" height="800" src="%s" class="attachment-post-thumbnail size-post-thumbnail '
                 'wp-post-image" alt="" style="object-fit:cover;" decoding="async">%s</figure>'
                 % (esc(hero), '<figcaption class="wp-element-caption">%s</figcaption>' % cap_text(ctx, 'dash')
                    if s.get('cap') else ''))
        if s.get('cap'):
            ctx.part('caption')
    makers = [lambda: '<p class="has-small-font-size"><strong>%s</strong> <a href="%s">%s</a></p>' % (
        (L['related'],) + (lambda it: (esc(it['url']), esc(it['title'])))(ctx.others(1)[0])),
        lambda: ('<div class="wp-block-group has-accent-5-background-color has-background is-layout-constrained">'
                 '<p class="has-small-font-size"><strong>%s</strong> %s <a href="%s/donate/">%s &rarr;</a></p></div>'
                 % (L['support_title'], L['support'], b, L['donate']))]
    ins = choose_inserts(ctx, makers, maxn=rng.choice([0, 1, 2]))
    if any('Related' in v or L['related'] in v for v in ins.values()):
        ctx.part('inline_read_also')
    if any('donate' in v for v in ins.values()):
        ctx.part('membership_pitch')
    body = render_blocks(ctx, fmt=dict(h='<h2 class="wp-block-heading">{}</h2>', ul='<ul class="wp-block-list">{}</ul>',
                                       q='<blockquote class="wp-block-quote"><p>{}</p></blockquote>'), inserts=ins)
    H.append('<div class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained '
             'wp-block-post-content-is-layout-constrained">%s</div>' % '\n'.join(body))
    H.append('<div style="margin-top:var(--wp--preset--spacing--40);height:0" aria-hidden="true" class="wp-block-spacer">'
             '</div><div class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-'
             'constrained"><div class="wp-block-group is-layout-flex wp-block-group-is-layout-flex">')
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="taxonomy-post_tag wp-block-post-terms"><span class="wp-block-post-terms__prefix">%s</span>%s'
                 '</div>' % ('Tagged ' if ctx.lang == 'en' else L['tags'] + ': ',
                             '<span class="wp-block-post-terms__separator">, </span>'.join(
                                 '<a href="%s" rel="tag">%s</a>' % (tag_url(ctx, t), esc(t)) for t in ctx.tags)))
    H.append('</div>')
    if ctx.chance(0.5):
        ctx.part('membership_pitch')
        H.append('<div class="wp-block-group has-border-color has-contrast-border-color is-layout-flow"><h3 '
                 'class="wp-block-heading">%s</h3><p>%s</p><div class="wp-block-buttons is-layout-flex"><div '
                 'class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="%s/donate/">%s</a>'
                 '</div></div></div>' % (L['support_title'], L['support'], b, L['become_member']))
    if ctx.chance(0.7):
        ctx.part('prev_next')
        pv, nx = ctx.others(2)
        H.append('<nav class="wp-block-group alignwide is-content-justification-space-between is-layout-flex '
                 'wp-block-group-is-layout-flex" aria-label="Post navigation" style="margin-top:var(--wp--preset--'
                 'spacing--40)"><div class="post-navigation-link-previous wp-block-post-navigation-link"><span '
                 'class="wp-block-post-navigation-link__arrow-previous is-arrow-arrow" aria-hidden="true">&larr;</span>'
                 '<a href="%s" rel="prev">%s</a></div><div class="post-navigation-link-next wp-block-post-navigation-'
                 'link"><a href="%s" rel="next">%s</a><span class="wp-block-post-navigation-link__arrow-next '
                 'is-arrow-arrow" aria-hidden="true">&rarr;</span></div></nav>'
                 % (esc(pv['url']), esc(pv['title']), esc(nx['url']), esc(nx['title'])))
    threads = ctx.comment_threads(rng.choice([1, 2, 3])) if ctx.chance(0.5) else []
    if threads or ctx.chance(0.6):
        ctx.part('comments')
        nc = count_comments(threads)
        lst = ''
        if threads:
            ttl = ('%d responses to &ldquo;%s&rdquo;' % (nc, esc(s['h'])) if nc > 1 else
                   'One response to &ldquo;%s&rdquo;' % esc(s['h']))
            lst = ('<h2 class="wp-block-comments-title">%s</h2><ol class="wp-block-comment-template">%s</ol>'
                   % (ttl, wp_comment_list(ctx, threads, 'block')))
        form = wp_comment_form(ctx).replace('class="comment-respond"', 'class="comment-respond wp-block-post-comments-form"')
        H.append('<div class="wp-block-comments wp-block-comments-query-loop" style="margin-top:var(--wp--preset--'
                 'spacing--70)">%s%s</div>' % (lst, form))
    H.append('</div>')
    if ctx.chance(0.7):
        ctx.part('more_from_section')
        items = ctx.others(3, blurbs=rng.choice([0, 1, 2]))
        H.append('<div class="wp-block-group alignwide has-global-padding is-layout-constrained"><h2 '
                 'class="alignwide wp-block-heading has-small-font-size" style="letter-spacing:1.4px;text-transform:'
                 'uppercase">%s</h2><div class="wp-block-query alignwide is-layout-flow"><ul class="columns-3 '
                 'alignwide wp-block-post-template is-layout-grid wp-container-core-post-template-is-layout-1">%s</ul>'
                 '</div></div>' % (L['more_from'].format(ctx.sec), ''.join(
                     '<li class="wp-block-post post-%d post type-post status-publish format-standard hentry"><figure '
                     'style="aspect-ratio:3/2;" class="wp-block-post-featured-image"><a href="%s" target="_self"><img '
                     'width="600" height="400" src="%s" alt="%s" style="width:100%%;height:100%%;object-fit:cover;">'
                     '</a></figure><h3 class="wp-block-post-title has-large-font-size"><a href="%s" target="_self">%s'
                     '</a></h3>%s<div class="wp-block-post-date has-small-font-size"><time datetime="%s">%s</time>'
                     '</div></li>' % (it['id'], esc(it['url']), esc(it['img']), esc(it['title']), esc(it['url']),
                                     esc(it['title']),
                                     '<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">%s '
                                     '</p></div>' % esc(it['blurb']) if it['blurb'] else '',
                                     iso(ctx.site, it['date']), fdate(it['date'], ctx.lang, 'short')) for it in items)))
    H.append('</main>')
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer class="wp-block-template-part"><div class="wp-block-group has-global-padding is-layout-constrained '
             'wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:'
             'var(--wp--preset--spacing--50)"><div class="wp-block-columns alignwide is-layout-flex '
             'wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex"><div class="wp-block-column '
             'is-layout-flow"><div class="wp-block-group is-vertical is-layout-flex"><p class="wp-block-site-title">'
             '<a href="%s" target="_self" rel="home">%s</a></p><p class="wp-block-site-tagline">%s</p></div></div>%s'
             '</div><div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex"><p '
             'class="has-small-font-size">%s</p><p class="has-small-font-size">Designed with <a href="https://'
             'wordpress.org" rel="nofollow">WordPress</a></p></div></div></footer>'
             % (b, esc(ctx.site['name']), esc(ctx.site.get('about') or ''),
                ''.join('<div class="wp-block-column is-layout-flow"><h2 class="wp-block-heading has-medium-font-size">%s'
                        '</h2><nav class="is-vertical wp-block-navigation is-layout-flex" aria-label="%s"><ul '
                        'class="wp-block-navigation__container is-vertical wp-block-navigation">%s</ul></nav></div>'
                        % (h, h, ''.join('<li class=" wp-block-navigation-item wp-block-navigation-link"><a '
                                         'class="wp-block-navigation-item__content" href="%s"><span '
                                         'class="wp-block-navigation-item__label">%s</span></a></li>' % (u, t)
                                         for t, u in links)) for h, links in cols[:2]),
                esc(copyright_line(ctx))))
    H.append('</div>')
    if ctx.chance(0.3):
        H.append(cookie_banner(ctx, 'cky'))
    H.append('<script src="%s/wp-includes/js/dist/interactivity.min.js?ver=6.5.3" id="wp-interactivity-js"></script>'
             '</body></html>' % b)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Arc XP newspaper
# ---------------------------------------------------------------------------
def t_arc(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/%s/%04d/%02d/%02d/%s/' % (b, slugify(sec or ctx.sec), d.year, d.month, d.day, slug)

    def im(key, kind):
        w = {'hero': 1200, 'thumb': 274}.get(kind, 400)
        return '%s/resizer/v2/%s.jpg?auth=%s&width=%d&quality=80' % (b, hx(key, kind, n=26).upper(), hx(key, n=40), w)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx, 0.3) else None
    H = [head(ctx, '%s - %s' % (s['h'], ctx.site['name']),
              css=[b + '/pf/resources/dist/harbortimes/css/style.css?d=%d' % rng.randint(300, 900)],
              ld=article_ld(ctx, 'NewsArticle', image=hero, extra={'isAccessibleForFree': True}),
              generator=None, image=hero,
              scripts=[b + '/pf/dist/engine/react.js?d=%d&mxId=00000000' % rng.randint(300, 900)])]
    H.append('<body class="custom-body-class"><div id="fusion-app" class="layout-section">'
             '<div class="b-right-rail-advanced">')
    ctx.part('header', 'nav')
    H.append('<header class="page-header"><nav id="main-nav" class="b-header-nav-chain b-header-nav-chain--dark" '
             'aria-label="Sections Menu"><div class="b-header-nav-chain__top-layout"><div class="b-header-nav-chain__'
             'nav-left"><button class="c-button c-button--small c-button--secondary-reverse" aria-label="Sections" '
             'type="button"><span>%s</span></button><button class="c-button c-button--small" type="button">%s</button>'
             '</div><a class="b-header-nav-chain__logo c-link" href="/" aria-label="%s"><img class="c-image" '
             'src="%s/pf/resources/images/logo.svg?d=612" alt="%s"></a><div class="b-header-nav-chain__nav-right">'
             '<a class="c-button c-button--small c-button--primary" href="/subscribe/">%s</a><a class="c-button '
             'c-button--small c-button--secondary" href="/account/login/">%s</a></div></div><div '
             'class="b-header-nav-chain__links-list"><ul class="b-header-nav-chain__links-list-items">%s</ul></div>'
             '</nav></header>'
             % (L['sections'], L['search'], esc(ctx.site['name']), b, esc(ctx.site['name']), L['subscribe'],
                L['sign_in'], ''.join('<li class="b-header-nav-chain__links-list-item"><a class="c-link" href="%s">%s'
                                      '</a></li>' % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx))))
    if ctx.chance(0.45):
        ctx.part('ticker')
        it = ctx.others(1)[0]
        H.append('<div class="b-alert-bar" role="alert"><div class="b-alert-bar__wrapper"><h2 class="b-alert-bar__'
                 'title">%s</h2><a class="c-link b-alert-bar__link" href="%s">%s</a></div></div>'
                 % (L['breaking'], esc(it['url'].replace(b, '')), esc(it['title'])))
    H.append('<section role="main" id="main" class="b-right-rail-advanced__main" tabindex="-1"><div '
             'class="b-right-rail-advanced__top"><div class="b-ad-block"><div class="arcad_feature"><div '
             'class="arcad ad-728x90"><div class="b-ad-block__label">%s</div><div id="arcad_%s"></div></div></div>'
             '</div></div><div class="b-right-rail-advanced__full-width-1"><article class="b-article-header">'
             % (L['advertisement'], hx(ctx.n, 'ad', n=8)))
    ctx.part('kicker', 'byline', 'date')
    H.append('<div class="b-overline"><a class="c-overline" href="/%s/">%s</a></div>' % (slugify(ctx.sec), esc(ctx.sec)))
    H.append('<h1 class="b-headline c-heading">%s</h1>' % esc(s['h']))
    if s.get('dek'):
        H.append('<h2 class="b-subheadline c-heading">%s</h2>' % esc(s['dek']))
    tz = tzinfo(ctx.site, ctx.dt)[1]
    upd = ctx.chance(0.5)
    if upd:
        ctx.part('updated')
    H.append('<div class="c-stack b-byline-date" data-style-direction="horizontal"><div class="b-byline"><span '
             'class="c-attribution">By <a class="c-link" href="/people/%s/">%s</a></span></div><div class="b-date">'
             '<time class="c-date" datetime="%s">%s at %s %s</time>%s</div></div>'
             % (slugify(ctx.author), esc(ctx.author), iso(ctx.site, ctx.dt), fdate(ctx.dt, 'en', 'long'),
                ampm(ctx.dt), tz, ('<span class="b-date__updated"> | Updated %s at %s %s</span>'
                                   % (fdate(ctx.upd, 'en', 'long'), ampm(ctx.upd), tz)) if upd else ''))
    if ctx.chance(0.7):
        ctx.part('share_top')
        H.append('<div class="b-share-bar">%s</div>' % ''.join(
            '<button aria-label="Share on %s" class="c-button c-button--small c-button--secondary-reverse b-share-bar__'
            'button" type="button"><svg class="c-icon" width="16" height="16" aria-hidden="true"><use href="#%s"></use>'
            '</svg></button>' % (n, k) for n, _, k in share_targets(ctx)[:4] + [(L['copy_link'], '', 'link')]))
    H.append('</article>')
    if hero:
        ctx.part('hero_image')
        H.append('<figure class="b-lead-art"><div class="c-media-item"><picture><source srcset="%s" media="screen and '
                 '(min-width: 1024px)"><img class="c-image" src="%s" alt="%s" width="800" height="533" loading="eager">'
                 '</picture>%s</div></figure>'
                 % (esc(hero), esc(hero.replace('width=1200', 'width=800')), esc(s.get('cap') or ''),
                    ('<figcaption class="c-media-item__fig-caption"><span class="c-media-item__caption">%s</span> '
                     '<span class="c-media-item__credit">%s</span></figcaption>'
                     % (esc(s['cap']), '(%s)' % esc(s['credit']) if s.get('credit') else '')) if s.get('cap') else ''))
        if s.get('cap'):
            ctx.part('caption')
    H.append('</div><div class="b-right-rail-advanced__main-interior-item"><div class="b-right-rail-advanced__main-'
             'column">')

    def interstitial():
        it = ctx.others(1)[0]
        ctx.part('inline_related')
        return ('<p class="c-paragraph b-article-body__interstitial-link">[<a class="c-link" href="%s">%s %s</a>]</p>'
                % (esc(it['url'].replace(b, '')), esc(L['read_more'].title().rstrip(':') + ':'), esc(it['title'])))

    def ad():
        ctx.part('inline_ad')
        return ('<div class="b-ad-block"><div class="arcad_feature"><div class="arcad ad-300x250"><div '
                'class="b-ad-block__label">%s</div><div id="arcad_%s"></div></div></div></div>'
                % (L['advertisement'], hx(ctx.n, rng.random(), n=8)))

    def nl():
        ctx.part('inline_newsletter')
        return ('<div class="b-newsletter-inline"><div class="c-stack"><p class="c-heading">%s</p><p class="c-paragraph'
                ' b-newsletter-inline__text">%s</p><form class="b-newsletter-inline__form"><input type="email" '
                'placeholder="%s" aria-label="%s"><button class="c-button c-button--primary" type="submit">%s</button>'
                '</form></div></div>' % (L['nl_title'], L['nl_text'], L['email'], L['email'], L['signup']))
    makers = [ad, interstitial, nl, ad]
    ins = choose_inserts(ctx, makers, maxn=rng.choice([1, 2, 3, 4]))
    body = render_blocks(ctx, fmt=dict(p='<p class="c-paragraph">{}</p>', h='<h2 class="c-heading">{}</h2>',
                                       ul='<ul class="c-list">{}</ul>', li='<li class="c-list__item">{}</li>'),
                         inserts=ins, link_attrs=' class="c-link"')
    H.append('<article class="b-article-body">%s</article>' % '\n'.join(body))
    if ctx.tags and ctx.chance(0.75):
        ctx.part('tags')
        H.append('<div class="b-tag-list"><div class="c-stack" data-style-direction="horizontal" data-style-wrap="wrap">%s'
                 '</div></div>' % ''.join('<a class="c-button c-button--small c-button--secondary-reverse" '
                                          'href="/tags/%s/">%s</a>' % (slugify(t), esc(t)) for t in ctx.tags))
    if ctx.chance(0.5):
        ctx.part('author_bio')
        H.append('<section class="b-full-author-bio"><div class="b-full-author-bio__text"><h2 class="b-full-author-bio__'
                 'name">%s</h2><p class="c-paragraph b-full-author-bio__description">%s</p></div><div '
                 'class="b-full-author-bio__social-links"><a class="c-link" href="mailto:%s@%s">%s</a></div></section>'
                 % (esc(ctx.author), esc(author_bio(ctx)), slugify(ctx.author).replace('-', '.'),
                    ctx.domain.replace('www.', ''), L['contact_reporter']))
    if ctx.chance(0.6):
        ctx.part('comments')
        nc = rng.randint(0, 140)
        H.append('<div class="b-comments"><h2 class="c-heading">%s</h2><p class="c-paragraph">%s</p><button '
                 'class="c-button c-button--primary" type="button">%s (%d)</button><div id="coral_thread"></div></div>'
                 % (L['join'], 'Commenting is available to subscribers. Please follow our community guidelines.'
                    if ctx.lang == 'en' else '', 'View comments' if ctx.lang == 'en' else L['comment'], nc))
    if ctx.chance(0.8):
        ctx.part('more_from_section')
        items = ctx.others(rng.choice([4, 6, 8]), blurbs=rng.choice([0, 1]))
        H.append('<div class="b-results-list"><h2 class="c-heading b-results-list__title">%s</h2>%s</div>'
                 % (L['more_from'].format(ctx.sec), ''.join(
                     '<div class="b-results-list__wrapper"><div class="c-stack b-results-list__item"><a class="c-link" '
                     'href="%s" aria-hidden="true" tabindex="-1"><img class="c-image" src="%s" alt="" width="274" '
                     'height="183"></a><div class="c-stack b-results-list__content"><h2 class="c-heading"><a '
                     'class="c-link" href="%s">%s</a></h2>%s<div class="c-attribution">By %s</div><time class="c-date" '
                     'datetime="%s">%s</time></div></div></div>'
                     % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['url'].replace(b, '')), esc(it['title']),
                        '<p class="c-paragraph b-results-list__description">%s</p>' % esc(it['blurb'])
                        if it['blurb'] else '', esc(it['author']), iso(ctx.site, it['date']),
                        fdate(it['date'], 'en', 'long')) for it in items)))
    H.append('</div>')  # main-column
    if ctx.chance(0.85):
        ctx.part('sidebar', 'sidebar_most_read')
        items = ctx.others(5)
        H.append('<aside class="b-right-rail-advanced__main-right-rail"><div class="b-ad-block"><div class="arcad '
                 'ad-300x600"><div class="b-ad-block__label">%s</div></div></div><div class="b-top-table-list"><h2 '
                 'class="c-heading b-top-table-list__title">%s</h2><ol class="b-numbered-list">%s</ol></div></aside>'
                 % (L['advertisement'], L['most_read'], ''.join(
                     '<li class="b-numbered-list__item"><span class="b-numbered-list__number">%d</span><a class="c-link" '
                     'href="%s"><h3 class="c-heading">%s</h3></a></li>' % (i + 1, esc(it['url'].replace(b, '')),
                                                                         esc(it['title'])) for i, it in
                     enumerate(items))))
    H.append('</div></section>')
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer class="b-footer"><div class="b-footer__top-container"><a class="b-footer__logo c-link" href="/">'
             '<img class="c-image" src="%s/pf/resources/images/logo-footer.svg" alt="%s"></a><div '
             'class="b-footer__social-links-container">%s</div></div><div class="b-footer__links">%s</div><p '
             'class="c-paragraph b-footer__copyright">%s</p></footer>'
             % (b, esc(ctx.site['name']), ''.join('<a class="c-link b-footer__social-link" href="%s" aria-label="%s">'
                                                 '<svg class="c-icon" aria-hidden="true"></svg></a>' % (u, n)
                                                 for n, u in social_links(ctx)),
                ''.join('<div class="b-footer__links-group"><h2 class="b-footer__links-group-title">%s</h2><ul '
                        'class="b-footer__links-group-list">%s</ul></div>'
                        % (h, ''.join('<li class="b-footer__links-group-list-item"><a class="c-link" href="%s">%s</a>'
                                      '</li>' % (u.replace(b, ''), t) for t, u in links)) for h, links in cols),
                esc(copyright_line(ctx))))
    H.append('</div></div>')
    if ctx.chance(0.5):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};'
             'Fusion.arcSite="%s";Fusion.deployment="%d";Fusion.globalContent={"_id":"%s","type":"story",'
             '"canonical_url":"%s"};</script></body></html>'
             % (ctx.s['site'], rng.randint(300, 900), hx(ctx.n, n=26).upper(), esc(ctx.url.replace(b, ''))))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# TownNews BLOX
# ---------------------------------------------------------------------------
def t_blox(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    dom = ctx.domain.replace('www.', '')

    def u(slug, d, sec):
        return '%s/news/%s/%s/article_%s.html' % (b, slugify(sec or ctx.sec), slug, uuid(slug, d))

    def im(key, kind):
        h = hx(key, kind, n=32)
        return ('https://bloximages.chicago2.vip.townnews.com/%s/content/tncms/assets/v3/editorial/%s/%s/%s/%s.image.jpg'
                '?resize=%s' % (dom, h[0], h[1:3], uuid(key, kind), h[:13], '1200%2C800' if kind == 'hero' else
                                '300%2C200'))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    H = [head(ctx, '%s | %s | %s' % (s['h'], ctx.sec, dom),
              css=['https://bloximages.chicago2.vip.townnews.com/%s/shared-content/art/tncms/templates/libraries/flex/'
                   'components/bootstrap/resources/styles/bootstrap.min.%s.css' % (dom, hx(dom, n=8))],
              ld=article_ld(ctx, 'NewsArticle', image=hero, extra={'isAccessibleForFree': False, 'hasPart': {
                  '@type': 'WebPageElement', 'isAccessibleForFree': False, 'cssSelector': '.subscriber-only'}}),
              undeclared_ld=website_ld(ctx), image=hero, generator='BLOX CMS')]
    H.append('<body class="app-asset asset-type-article fixed-nav-body site-%s">' % slugify(ctx.site['name']))
    H.append('<div id="site-container"><div id="tncms-region-global-skyline" class="tncms-region"></div>')
    ctx.part('header', 'nav')
    H.append('<header class="hidden-print" id="site-header" role="banner"><div id="site-top-nav-container" '
             'class="hidden-xs hidden-sm"><div id="site-top-nav" class="container"><ul class="nav navbar-nav '
             'navbar-left"><li><span class="date">%s</span></li><li><a href="/weather/">%s</a></li></ul><ul '
             'class="nav navbar-nav navbar-right"><li><a class="btn btn-primary btn-sm" href="/users/signup/?referer_url=/"'
             '>%s</a></li><li><a href="/users/login/?referer_url=/">%s</a></li></ul></div></div><div id="main-navigation"'
             ' class="container"><div class="navbar-header"><a class="navbar-brand" href="/"><img class="logo" '
             'src="https://bloximages.chicago2.vip.townnews.com/%s/content/tncms/custom/image/logo.png" alt="%s">'
             '</a></div><ul class="nav navbar-nav">%s</ul></div></header>'
             % (fdate(ctx.dt, 'en', 'dow'), L['weather'], L['subscribe'], L['log_in'], dom, esc(ctx.site['name']),
                ''.join('<li class="dropdown"><a class="dropdown-toggle" href="%s">%s</a></li>'
                        % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx))))
    if ctx.chance(0.4):
        ctx.part('ticker')
        it = ctx.others(1)[0]
        H.append('<div id="breaking-news-container" class="container"><div class="alert alert-danger breaking-news">'
                 '<span class="label label-danger">%s</span> <a href="%s">%s</a></div></div>'
                 % (L['breaking'].upper(), esc(it['url'].replace(b, '')), esc(it['title'])))
    H.append('<div id="main-page-container"><div class="container main-content"><div class="row"><div '
             'class="col-xs-12 col-md-8 asset-content-container"><section id="main-page-content">')
    H.append('<article class="card lee-article asset full asset-article"%s id="article-%s">'
             % (' itemscope itemtype="http://schema.org/NewsArticle"' if s['decl'] else '', uuid(ctx.slug, ctx.dt)))
    ctx.part('kicker', 'byline', 'date')
    H.append('<div class="asset-masthead"><header class="asset-header"><div class="meta"><span class="kicker"><a '
             'href="/news/%s/">%s</a></span></div><h1 class="headline"><span class="asset-headline speakable-headline"'
             ' itemprop="headline">%s</span></h1>%s<div class="meta"><ul class="list-inline"><li><span '
             'class="asset-byline"><span itemprop="author" class="tnt-byline">%s%s</span></span></li></ul><ul '
             'class="list-inline"><li><time class="tnt-date asset-date text-muted" datetime="%s">%s</time></li>%s</ul>'
             '</div></header></div>'
             % (slugify(ctx.sec), esc(ctx.sec), esc(s['h']),
                '<h2 class="subhead"><span>%s</span></h2>' % esc(s['dek']) if s.get('dek') else '',
                'By ' if not ctx.author.lower().startswith('staff') else '',
                ('<a href="/users/profile/%s" class="tnt-user-name" rel="author">%s</a>' % (
                    slugify(ctx.author), esc(ctx.author))) if not ctx.author.lower().startswith('staff') else
                esc(ctx.author), iso(ctx.site, ctx.dt), fdate(ctx.dt, 'en', 'short'),
                '<li class="visible-print"><span class="text-muted">%s</span></li>' % esc(ctx.url)))
    if ctx.chance(0.7):
        ctx.part('share_top')
        H.append('<div class="share-container content-above"><div class="share-bar"><ul class="list-inline">%s</ul>'
                 '</div></div>' % ''.join('<li class="share-%s"><a class="tnt-social-%s btn btn-sm" href="%s" '
                                          'target="_blank" title="%s"><span class="tnt-svg"></span><span '
                                          'class="sr-only">%s</span></a></li>' % (k, k, uu, n, n)
                                          for n, uu, k in share_targets(ctx)))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<div class="asset-photo"><figure class="photo layout-horizontal letterbox-style-white"><div '
                 'class="image"><div class="tnt-blurry-image-wrapper"><img src="%s" alt="%s" width="1200" height="800" '
                 'class="img-responsive lazyload tnt-blurry-image"></div></div><figcaption class="caption"><div '
                 'class="caption-container"><div class="caption-text"><p>%s</p></div>%s</div></figcaption></figure></div>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']),
                    '<span class="tnt-byline">%s</span>' % esc(s['credit']) if s.get('credit') else ''))
    # body split: preview + subscriber-only
    def ad():
        ctx.part('inline_ad')
        return ('<div id="tncms-region-article_instory_%s" class="tncms-region hidden-print"><div '
                'class="tncms-block"><div class="tnt-ads-container"><div class="tnt-ads" data-pos="%d"><span '
                'class="tnt-ads-label">%s</span></div></div></div></div>' % (rng.choice(['top', 'middle', 'bottom']),
                                                                          rng.randint(1, 5), L['advertisement']))

    def alert_box():
        ctx.part('inline_newsletter')
        return ('<div class="inline-editorial-asset"><div class="card panel panel-default email-alert"><div '
                'class="card-panel panel-body"><h4>Get local news delivered to your inbox!</h4><p>Subscribe to our '
                'Daily Headlines newsletter.</p><form class="form-inline" action="/newsletters/" method="post"><input '
                'type="email" name="email" class="form-control" placeholder="Email" required><button class="btn '
                'btn-primary" type="submit">Sign up!</button></form></div></div></div>')
    ins = choose_inserts(ctx, [ad, alert_box, ad], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins)
    k = rng.choice([1, 2])
    H.append('<div class="asset-body"><div class="lee-article-text"><div id="article-body" itemprop="articleBody" '
             'class="asset-content subscriber-premium"><div class="subscriber-preview">%s</div><div class="subscriber-only '
             'encrypted-content">%s</div></div></div></div>' % ('\n'.join(body[:k]), '\n'.join(body[k:])))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="asset-tags"><div class="panel-heading"><h3><span class="tnt-svg"></span> %s</h3></div>'
                 '<ul class="list-inline">%s</ul></div>'
                 % (L['tags'], ''.join('<li><a href="/search/?f=html&amp;t=article&amp;l=25&amp;s=start_time&amp;sd=desc'
                                       '&amp;k%%5B%%5D=%%23%s" class="btn btn-sm btn-default tnt-keyword">%s</a></li>'
                                       % (slugify(t).replace('-', ''), esc(t)) for t in ctx.tags)))
    if ctx.author and not ctx.author.lower().startswith('staff') and ctx.chance(0.6):
        ctx.part('author_bio')
        H.append('<div class="author-box"><div class="media"><div class="media-left"><img class="img-circle" src="%s" '
                 'width="60" height="60" alt=""></div><div class="media-body"><h4 class="media-heading"><a href='
                 '"/users/profile/%s">%s</a></h4><p class="author-bio">%s</p><ul class="list-inline"><li><a '
                 'href="mailto:%s@%s">Email</a></li><li><a href="/users/profile/%s">Author twitter</a></li></ul></div>'
                 '</div></div>' % (esc(ctx.img_url(ctx.author, 'avatar')), slugify(ctx.author), esc(ctx.author),
                                   esc(author_bio(ctx)), slugify(ctx.author).replace('-', ''), dom, slugify(ctx.author)))
    if ctx.chance(0.5):
        ctx.part('notifications_box')
        H.append('<div class="card panel panel-default notifications-panel"><div class="card-panel panel-body"><h4>'
                 'Be the first to know</h4><p>Get local news delivered to your inbox!</p><form><div class="checkbox">'
                 '<label><input type="checkbox" checked> Breaking News</label></div><div class="checkbox"><label><input '
                 'type="checkbox" checked> Daily Headlines</label></div><input class="form-control" type="email" '
                 'placeholder="Email"><button type="submit" class="btn btn-primary">Sign up!</button></form></div></div>')
    if ctx.chance(0.7):
        ctx.part('comments')
        threads = ctx.comment_threads(rng.choice([0, 1, 2, 3]))
        lst = ''.join('<div class="tnt-comment"><div class="tnt-comment-author"><strong>%s</strong> <time>%s</time>'
                      '</div><div class="tnt-comment-body"><p>%s</p></div><div class="tnt-comment-actions"><a href="#">'
                      'Report</a> <a href="#">Reply</a></div></div>' % (esc(c['name']), ampm(c['date'], 'ap'),
                                                                        esc(c['text'])) for c in threads)
        H.append('<section id="asset-comments" class="card"><div class="asset-comments-header"><h3>Welcome to the '
                 'discussion.</h3></div><ul class="tnt-comment-rules list-unstyled"><li><strong>Keep it Clean.</strong> '
                 'Please avoid obscene, vulgar, lewd, racist or sexually-oriented language.</li><li><strong>PLEASE TURN '
                 'OFF YOUR CAPS LOCK.</strong></li><li><strong>Don\'t Threaten.</strong> Threats of harming another '
                 'person will not be tolerated.</li><li><strong>Be Truthful.</strong> Don\'t knowingly lie about anyone '
                 'or anything.</li><li><strong>Be Nice.</strong> No racism, sexism or any sort of -ism that is degrading '
                 'to another person.</li><li><strong>Be Proactive.</strong> Use the \'Report\' link on each comment to '
                 'let us know of abusive posts.</li><li><strong>Share with Us.</strong> We\'d love to hear eyewitness '
                 'accounts, the history behind an article.</li></ul><div class="tnt-comments-list">%s</div><p><a '
                 'class="btn btn-primary" href="/users/login/">Log In</a> or <a href="/users/signup/">Sign Up</a> to '
                 'comment.</p></section>' % lst)
    H.append('</article>')
    if ctx.chance(0.8):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 4, 6]), blurbs=rng.choice([0, 1, 2]))
        H.append('<div class="card-grid"><div class="block-title"><h3 class="block-title-inner">%s</h3></div>%s</div>'
                 % ('Related to this story' if ctx.chance(0.5) else 'Recommended for you', ''.join(
                     '<article class="tnt-asset-type-article card summary"><div class="card-image"><a href="%s"><img '
                     'src="%s" alt="" class="img-responsive"></a></div><div class="card-container"><div '
                     'class="card-headline"><h3 class="tnt-headline"><a href="%s">%s</a></h3></div>%s<div '
                     'class="card-meta"><span class="tnt-byline">%s</span> <time class="tnt-date">%s</time></div></div>'
                     '</article>' % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['url'].replace(b, '')),
                                     esc(it['title']), '<div class="card-lead"><p class="tnt-summary">%s</p></div>'
                                     % esc(it['blurb']) if it['blurb'] else '', esc(it['author']),
                                     fdate(it['date'], 'en', 'short')) for it in items)))
    H.append('</section></div>')
    ctx.part('sidebar', 'sidebar_most_read')
    items = ctx.others(5)
    H.append('<aside class="col-xs-12 col-md-4 hidden-print" id="sidebar"><div class="tncms-region"><div class="card '
             'tnt-most-popular"><div class="block-title"><h3 class="block-title-inner">Most Popular</h3></div><ul '
             'class="nav nav-tabs"><li class="active"><a href="#tab-stories">Stories</a></li><li><a href="#tab-videos">'
             'Videos</a></li></ul><ol class="list-unstyled">%s</ol></div><div class="tnt-ads-container"><span '
             'class="tnt-ads-label">%s</span></div></div></aside>'
             % (''.join('<li><span class="badge">%d</span> <a href="%s">%s</a></li>' % (i + 1, esc(it['url'].replace(b, '')),
                                                                                    esc(it['title']))
                        for i, it in enumerate(items)), L['advertisement']))
    H.append('</div></div></div>')
    ctx.part('footer')
    H.append('<footer id="site-footer" class="hidden-print"><div class="container"><div class="row"><div '
             'class="col-md-4"><h4>%s</h4><address>%s</address><p>%s</p></div><div class="col-md-4"><h4>Sections</h4>'
             '<ul class="list-unstyled">%s</ul></div><div class="col-md-4"><h4>Services</h4><ul class="list-unstyled">'
             '<li><a href="/place_an_ad/">Place an Ad</a></li><li><a href="/obituaries/place/">Submit an Obituary</a>'
             '</li><li><a href="/eedition/">e-Edition</a></li><li><a href="/site/contact.html">Contact Us</a></li></ul>'
             '</div></div><div id="site-copyright"><p>&copy; Copyright %d %s, %s | <a href="/site/terms.html">Terms of Use'
             '</a> | <a href="/site/privacy.html">Privacy Policy</a></p><p class="tncms-powered">Powered by <a '
             'href="https://www.townnews.com" target="_blank">BLOX Content Management System</a> from <a '
             'href="https://www.townnews.com" target="_blank">TownNews.com</a>.</p></div></div></footer>'
             % (esc(ctx.site['name']), esc(ctx.site.get('addr', '')), esc(ctx.site.get('about', '')),
                ''.join('<li><a href="%s">%s</a></li>' % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx, False)),
                ctx.dt.year, esc(ctx.site['name']), esc(ctx.site.get('addr', ''))))
    H.append('</div>')
    if ctx.chance(0.3):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script src="https://bloximages.chicago2.vip.townnews.com/%s/shared-content/art/tncms/templates/'
             'libraries/flex/components/template/resources/scripts/tnt.c7f6b8a1.js"></script></body></html>' % dom)
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Drupal: city government (Drupal 7 / Olivero)
# ---------------------------------------------------------------------------
def drupal_ld(ctx, typ='NewsArticle', image=None):
    d = article_ld(ctx, typ, image=image)
    return {'@context': 'https://schema.org', '@graph': [dict((k, v) for k, v in d.items() if k != '@context')]}


def t_drupal_city(ctx):
    if ctx.s.get('var') == 'olivero':
        return drupal_olivero(ctx)
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    nid = num(ctx.n, 'nid', lo=1200, hi=9000)

    def u(slug, d, sec):
        return '%s/news/%s' % (b, slug)

    def im(key, kind):
        return '%s/sites/default/files/styles/%s/public/news/%s.jpg' % (b, 'large' if kind == 'hero' else 'thumbnail',
                                                                      slugify(key, maxw=4))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/sites/default/files/css/css_%s.css' % hx(ctx.n, 'css', n=43),
                   b + '/sites/all/themes/fairmont/css/style.css?s%s' % hx(ctx.n, n=6)],
              ld=drupal_ld(ctx, rng.choice(['NewsArticle', 'Article'])), generator='Drupal 7 (http://drupal.org)',
              twitter=False, robots=False)]
    H.append('<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-%d '
             'node-type-news-release">' % nid)
    H.append('<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main '
             'content</a></div>')
    H.append('<div id="page-wrapper"><div id="page">')
    ctx.part('header', 'nav')
    H.append('<div id="header"><div class="section clearfix"><a href="/" title="Home" rel="home" id="logo"><img '
             'src="%s/sites/all/themes/fairmont/logo.png" alt="Home"></a><div id="name-and-slogan"><div id="site-name">'
             '<strong><a href="/" title="Home" rel="home"><span>%s</span></a></strong></div><div id="site-slogan">'
             'Official Website</div></div><div class="region region-header"><div id="block-search-form" class="block '
             'block-search"><div class="content"><form action="/news/%s" method="post" id="search-block-form" '
             'accept-charset="UTF-8"><div><div class="container-inline"><h2 class="element-invisible">Search form</h2>'
             '<div class="form-item form-type-textfield form-item-search-block-form"><label class="element-invisible" '
             'for="edit-search-block-form--2">Search </label><input title="Enter the terms you wish to search for." '
             'type="text" id="edit-search-block-form--2" name="search_block_form" value="" size="15" maxlength="128" '
             'class="form-text"></div><div class="form-actions form-wrapper" id="edit-actions"><input type="submit" '
             'id="edit-submit" name="op" value="Search" class="form-submit"></div></div></div></form></div></div></div>'
             '</div></div>' % (b, esc(ctx.site['name']), ctx.slug))
    H.append('<div id="navigation"><div class="section"><h2 class="element-invisible">Main menu</h2><ul id="main-menu" '
             'class="links inline clearfix">%s</ul></div></div>'
             % ''.join('<li class="menu-%d%s"><a href="%s">%s</a></li>' % (200 + i * 7, ' first' if i == 0 else '',
                                                                         esc(x[1].replace(b, '')), esc(x[0]))
                       for i, x in enumerate(menu(ctx, False))))
    if ctx.chance(0.5):
        ctx.part('alert_bar')
        H.append('<div id="block-block-12" class="block block-block emergency-alert"><div class="content"><p><strong>'
                 'Fairmont Alerts:</strong> Get emergency notifications, road closures and severe weather warnings by text or email. '
                 '<a href="/alerts">Sign up today</a></p></div></div>')
    ctx.part('breadcrumbs')
    H.append('<div id="breadcrumb"><h2 class="element-invisible">You are here</h2><div class="breadcrumb"><a href="/">'
             'Home</a> &raquo; <a href="/news">News</a> &raquo; %s</div></div>' % esc(s['h']))
    H.append('<div id="main-wrapper"><div id="main" class="clearfix"><div id="content" class="column"><div '
             'class="section"><a id="main-content"></a>')
    H.append('<h1 class="title" id="page-title">%s</h1>' % esc(s['h']))
    H.append('<div class="tabs"></div><div class="region region-content"><div id="block-system-main" class="block '
             'block-system"><div class="content">')
    H.append('<div id="node-%d" class="node node-news-release node-promoted clearfix" about="/news/%s" '
             'typeof="sioc:Item foaf:Document"><span property="dc:title" content="%s" class="rdf-meta element-hidden">'
             '</span>' % (nid, ctx.slug, esc(s['h'])))
    ctx.part('date')
    H.append('<div class="content"><div class="field field-name-field-release-date field-type-datetime '
             'field-label-inline clearfix"><div class="field-label">Release Date:&nbsp;</div><div class="field-items">'
             '<div class="field-item even"><span class="date-display-single" property="dc:date" datatype="xsd:dateTime" '
             'content="%s">%s</span></div></div></div>' % (iso(ctx.site, ctx.dt), fdate(ctx.dt, 'en', 'dow')))
    H.append('<div class="field field-name-field-department field-type-taxonomy-term-reference field-label-inline '
             'clearfix"><div class="field-label">Department:&nbsp;</div><div class="field-items"><div class="field-item '
             'even"><a href="/departments/%s">%s</a></div></div></div>' % (slugify(ctx.sec), esc(ctx.sec)))
    ctx.part('kicker')
    body = render_blocks(ctx)
    H.append('<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items">'
             '<div class="field-item even" property="content:encoded">%s</div></div></div>' % '\n'.join(body))
    if ctx.chance(0.7):
        ctx.part('media_contact')
        H.append('<div class="field field-name-field-contact field-type-text-long field-label-above"><div '
                 'class="field-label">Contact:&nbsp;</div><div class="field-items"><div class="field-item even"><p>'
                 'Communications Office<br>City of Fairmont<br>555-0100<br><a href="mailto:communications@fairmontcity.gov">'
                 'communications@fairmontcity.gov</a></p></div></div></div>')
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div '
                 'class="field-label">Tags:&nbsp;</div><div class="field-items">%s</div></div>'
                 % ''.join('<div class="field-item %s"><a href="/taxonomy/term/%d" typeof="skos:Concept" '
                           'property="rdfs:label skos:prefLabel" datatype="">%s</a></div>'
                           % ('even' if i % 2 == 0 else 'odd', num(t, lo=10, hi=300), esc(t))
                           for i, t in enumerate(ctx.tags)))
    H.append('</div>')
    if ctx.chance(0.7):
        ctx.part('share_bottom')
        H.append('<ul class="links inline"><li class="print_html first"><a href="/print/news/%s" title="Display a '
                 'printer-friendly version of this page." class="print-page" rel="nofollow">Printer-friendly version</a>'
                 '</li><li class="print_mail"><a href="/printmail/news/%s" class="print-mail" rel="nofollow">Send by '
                 'email</a></li><li class="addtoany last"><span><a class="a2a_dd addtoany_share_save" '
                 'href="https://www.addtoany.com/share#url=%s">Share</a></span></li></ul>'
                 % (ctx.slug, ctx.slug, esc(ctx.url)))
    H.append('</div></div></div></div></div></div>')  # node, content, block, region, section, content column
    ctx.part('sidebar', 'latest_news')
    items = ctx.others(rng.choice([5, 6, 8]))
    side = ('<div id="block-views-news-block-1" class="block block-views"><h2>Recent News</h2><div class="content"><div '
            'class="view view-news view-id-news view-display-id-block_1"><div class="view-content"><div class="item-list">'
            '<ul>%s</ul></div></div><div class="more-link"><a href="/news">More News</a></div></div></div></div>'
            % ''.join('<li class="views-row views-row-%d views-row-%s%s"><div class="views-field views-field-title"><span '
                      'class="field-content"><a href="%s">%s</a></span></div><div class="views-field views-field-'
                      'field-release-date"><div class="field-content"><span class="date-display-single">%s</span></div>'
                      '</div></li>' % (i + 1, 'odd' if i % 2 == 0 else 'even', ' views-row-first' if i == 0 else '',
                                       esc(it['url'].replace(b, '')), esc(it['title']), fdate(it['date'], 'en', 'num'))
                      for i, it in enumerate(items)))
    if ctx.chance(0.7):
        ctx.part('newsletter_box')
        side += ('<div id="block-block-7" class="block block-block"><h2>Notify Me&reg;</h2><div class="content"><p>Sign up '
                 'to receive city news releases, meeting agendas and emergency alerts by email or text message.</p><p><a '
                 'class="button" href="/notifyme">Subscribe</a></p></div></div>')
    side += ('<div id="block-menu-block-3" class="block block-menu-block"><h2>Quick Links</h2><div class="content"><ul '
             'class="menu"><li class="first leaf"><a href="/agendas">Agendas &amp; Minutes</a></li><li class="leaf"><a '
             'href="/pay">Pay a Bill</a></li><li class="leaf"><a href="/jobs">Employment</a></li><li class="last leaf">'
             '<a href="/report">Report a Concern</a></li></ul></div></div>')
    H.append('<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region '
             'region-sidebar-second">%s</div></div></div>' % side)
    H.append('</div></div>')
    ctx.part('footer')
    H.append('<div id="footer"><div class="section"><div class="region region-footer"><div id="block-block-1" class="block '
             'block-block"><div class="content"><p><strong>City of Fairmont</strong><br>%s<br>Phone: 555-0100 | Hours: '
             'Monday-Friday, 8 a.m. - 5 p.m.</p><p><a href="/accessibility">Accessibility</a> | <a href="/privacy">'
             'Privacy Policy</a> | <a href="/contact">Contact Us</a> | <a href="/sitemap">Site Map</a></p><p>&copy; %d '
             'City of Fairmont. All rights reserved.</p></div></div></div></div></div>'
             % (esc(ctx.site.get('addr', '')), ctx.dt.year))
    H.append('</div></div>')
    H.append('<script src="%s/sites/default/files/js/js_%s.js"></script></body></html>' % (b, hx(ctx.n, 'js', n=43)))
    return '\n'.join(H)


def drupal_olivero(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    nid = num(ctx.n, 'nid', lo=200, hi=2000)

    def u(slug, d, sec):
        return '%s/aktuelles/%s' % (b, slug)

    def im(key, kind):
        return '%s/sites/default/files/styles/%s/public/%04d-%02d/%s.jpg' % (
            b, 'max_1300x1300' if kind == 'hero' else 'medium', ctx.dt.year, ctx.dt.month, slugify(key, maxw=4))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/sites/default/files/css/css_%s.css?delta=0&language=de&theme=olivero' % hx(ctx.n, n=43)],
              ld=drupal_ld(ctx), generator='Drupal 10 (https://www.drupal.org)', image=hero, twitter=False,
              robots=False)]
    H.append('<body class="path-node page-node-type-article">')
    H.append('<a href="#main-content" class="visually-hidden focusable skip-link">Direkt zum Inhalt</a>')
    H.append('<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" '
             'class="page-wrapper"><div id="page">')
    ctx.part('header', 'nav')
    H.append('<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div '
             'class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial">'
             '<button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" '
             'aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span '
             'class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div><div '
             'id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div '
             'class="container site-header__inner__container"><div id="block-olivero-site-branding" class="site-branding '
             '--has-logo block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" '
             'rel="home" class="site-branding__logo"><img src="/themes/custom/rheinfelden/logo.svg" alt="Startseite" '
             'fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" '
             'title="Startseite" rel="home">%s</a></div></div></div></div><div class="header-nav-overlay" '
             'data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-'
             'buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Hauptmenü" '
             'aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menü</span><span '
             'class="mobile-nav-button__icon"></span></button></div><div id="header-nav" class="header-nav" '
             'data-drupal-selector="header-nav"><nav id="block-olivero-main-menu" class="primary-nav block block-menu '
             'navigation menu--main" aria-labelledby="block-olivero-main-menu-menu" role="navigation"><h2 '
             'class="visually-hidden block__title" id="block-olivero-main-menu-menu">Hauptnavigation</h2><ul '
             'class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">'
             '%s</ul></nav></div></div></div></div></header>'
             % (esc(ctx.site['name']),
                ''.join('<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1">'
                        '<a href="%s" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link'
                        '--level-1" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__'
                        'menu-link-inner primary-nav__menu-link-inner--level-1">%s</span></a></li>'
                        % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx, False))))
    H.append('<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main">'
             '<div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container '
             'container">')
    ctx.part('breadcrumbs')
    H.append('<div class="region region--breadcrumb grid-full layout--pass--content-medium"><div '
             'id="block-olivero-breadcrumbs" class="block block-system block-system-breadcrumb-block"><div '
             'class="block__content"><nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 '
             'id="system-breadcrumb" class="visually-hidden">Pfadnavigation</h2><div class="breadcrumb__content"><ol '
             'class="breadcrumb__list"><li class="breadcrumb__item"><a href="/" class="breadcrumb__link">Startseite</a>'
             '</li><li class="breadcrumb__item"><a href="/aktuelles" class="breadcrumb__link">Aktuelles</a></li><li '
             'class="breadcrumb__item"><a href="/aktuelles/%s" class="breadcrumb__link">%s</a></li></ol></div></nav>'
             '</div></div></div>' % (slugify(ctx.sec), esc(ctx.sec)))
    H.append('<div class="region region--content-above grid-full layout--pass--content-medium"><div '
             'id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title '
             'page-title"><span class="field field--name-title field--type-string field--label-hidden">%s</span></h1>'
             '</div></div>' % esc(s['h']))
    H.append('<div class="region region--content grid-full layout--pass--content-medium" id="content"><div '
             'id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content">')
    ctx.part('byline', 'date')
    H.append('<article data-history-node-id="%d" class="node node--type-article node--view-mode-full"><header '
             'class="node__header"><div class="node__meta"><span><span class="field field--name-uid '
             'field--type-entity-reference field--label-hidden"><span>%s</span></span></span><span class="node__author">'
             '</span> <span class="field field--name-created field--type-created field--label-hidden"><time '
             'datetime="%s" class="datetime">%s</time></span></div></header><div class="node__content">'
             % (nid, esc(ctx.author), ctx.dt.strftime('%Y-%m-%dT%H:%M:%SZ'), fdate(ctx.dt, 'de', 'num')))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<div class="field field--name-field-image field--type-image field--label-hidden field__item"><figure '
                 'class="media"><img loading="lazy" src="%s" width="1300" height="867" alt="%s"><figcaption>%s <span '
                 'class="field--name-field-copyright">%s</span></figcaption></figure></div>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))
    H.append('<div class="text-content clearfix field field--name-body field--type-text-with-summary '
             'field--label-hidden field__item">%s</div>' % '\n'.join(render_blocks(ctx)))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="field field--name-field-tags field--type-entity-reference field--label-above '
                 'field--tags"><h3 class="field__label field--tags__label">Schlagworte</h3><ul class="links field__items '
                 'field--tags__items">%s</ul></div>' % ''.join(
                     '<li class="field--tags__item"><a href="/taxonomy/term/%d" hreflang="de">%s</a></li>'
                     % (num(t, lo=2, hi=80), esc(t)) for t in ctx.tags))
    H.append('</div></article></div></div></div>')
    if ctx.chance(0.8):
        ctx.part('latest_news')
        items = ctx.others(4)
        H.append('<div class="region region--content-below grid-full layout--pass--content-medium"><div class="views-'
                 'element-container block block-views block-views-blockaktuelles-block-1"><h2 class="block__title">'
                 'Weitere Meldungen</h2><div class="block__content"><div class="view view-aktuelles view-id-aktuelles '
                 'view-display-id-block_1"><div class="view-content"><ul class="item-list">%s</ul></div><div '
                 'class="more-link"><a href="/aktuelles">Alle Meldungen</a></div></div></div></div></div>'
                 % ''.join('<li><div class="views-field views-field-created"><span class="field-content"><time '
                           'datetime="%s">%s</time></span></div><div class="views-field views-field-title"><span '
                           'class="field-content"><a href="%s" hreflang="de">%s</a></span></div></li>'
                           % (iso(ctx.site, it['date']), fdate(it['date'], 'de', 'num'), esc(it['url'].replace(b, '')),
                              esc(it['title'])) for it in items))
    H.append('</div></div></div></div>')
    ctx.part('footer')
    H.append('<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-'
             'top grid-full"><div class="region--footer_top__inner"><div id="block-kontakt" class="block block-block-'
             'content"><h2 class="block__title">Kontakt</h2><div class="block__content"><div class="clearfix text-content '
             'field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Stadtverwaltung '
             'Rheinfelden<br>%s<br>Telefon 07623 95-0<br><a href="mailto:stadt@%s">stadt@%s</a></p></div></div></div>'
             '<nav id="block-olivero-footer" class="block block-menu navigation menu--footer"><ul class="menu">'
             '<li class="menu__item"><a href="/impressum">Impressum</a></li><li class="menu__item"><a href="/datenschutz">'
             'Datenschutz</a></li><li class="menu__item"><a href="/barrierefreiheit">Barrierefreiheit</a></li></ul></nav>'
             '</div></div><div class="region region--footer-bottom grid-full"><div id="block-olivero-powered" '
             'class="block block-system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">'
             'Drupal</a></span></div></div></div></footer>'
             % (esc(ctx.site.get('addr', '')), ctx.domain.replace('www.', ''), ctx.domain.replace('www.', '')))
    H.append('<div class="overlay" data-drupal-selector="overlay"></div></div></div></div>')
    if ctx.chance(0.6):
        H.append(cookie_banner(ctx, 'plain'))
    H.append('<script src="/sites/default/files/js/js_%s.js?scope=footer&amp;delta=0&amp;language=de&amp;theme=olivero">'
             '</script></body></html>' % hx(ctx.n, 'js', n=43))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Drupal: university news
# ---------------------------------------------------------------------------
def t_drupal_univ(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    nid = num(ctx.n, 'nid', lo=10000, hi=40000)

    def u(slug, d, sec):
        return '%s/news/%04d/%02d/%s' % (b, d.year, d.month, slug)

    def im(key, kind):
        return '%s/sites/default/files/styles/%s/public/%04d-%02d/%s.jpg?itok=%s' % (
            b, 'hero_1200x675' if kind == 'hero' else 'card_400x225', ctx.dt.year, ctx.dt.month, slugify(key, maxw=4),
            hx(key, n=8))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/themes/custom/wsu/dist/css/main.css?%s' % hx(ctx.n, n=6)],
              ld=drupal_ld(ctx, rng.choice(['NewsArticle', 'Article']), image=hero), generator='Drupal 10',
              image=hero, site_name='Westbrook State University')]
    H.append('<body class="path-node page-node-type-news">')
    H.append('<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>')
    H.append('<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">')
    ctx.part('header', 'nav')
    H.append('<div class="utility-bar"><div class="container"><nav aria-label="Audience"><ul class="utility-nav">'
             '<li><a href="/students">Students</a></li><li><a href="/faculty-staff">Faculty &amp; Staff</a></li><li><a '
             'href="/alumni">Alumni</a></li><li><a href="/parents">Parents &amp; Families</a></li></ul></nav><ul '
             'class="utility-actions"><li><a class="btn btn--gold" href="/apply">Apply</a></li><li><a href="/visit">Visit'
             '</a></li><li><a href="/give">Give</a></li></ul></div></div>')
    H.append('<header class="site-header" role="banner"><div class="container"><div class="region region-header"><div '
             'id="block-wsu-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" '
             'class="site-logo"><img src="/themes/custom/wsu/logo.svg" alt="Westbrook State University"></a></div></div>'
             '<nav class="main-nav" aria-label="Main"><ul class="menu menu--main">%s</ul></nav></div></header>'
             % ''.join('<li class="menu-item"><a href="/%s">%s</a></li>' % (slugify(t), esc(t)) for t in MENUS['en_uni']))
    H.append('<div class="news-site-bar"><div class="container"><a class="news-site-bar__title" href="/news">Westbrook '
             'State News</a><ul class="news-site-bar__menu"><li><a href="/news/research">Research</a></li><li><a '
             'href="/news/campus">Campus News</a></li><li><a href="/news/events">Events</a></li><li><a href="/news/'
             'media-relations">For Media</a></li></ul></div></div>')
    H.append('<main role="main" id="main-content" tabindex="-1"><div class="region region-content">')
    if ctx.chance(0.7):
        ctx.part('breadcrumbs')
        H.append('<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 '
                 'id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Home</a></li><li><a '
                 'href="/news">News</a></li><li><a href="/news/%s">%s</a></li></ol></nav>'
                 % (slugify(ctx.sec), esc(ctx.sec)))
    H.append('<article role="article" about="%s" class="node node--type-news node--view-mode-full">'
             % ctx.url.replace(b, ''))
    ctx.part('kicker', 'byline', 'date')
    H.append('<div class="news-header container container--narrow"><div class="news-category"><a href="/news/%s" '
             'hreflang="en">%s</a></div><h1 class="page-title"><span class="field field--name-title field--type-string '
             'field--label-hidden">%s</span></h1><div class="news-meta"><div class="field field--name-field-author '
             'field--type-string field--label-hidden field__item">By %s</div><div class="field field--name-field-'
             'publish-date field--type-datetime field--label-hidden field__item"><time datetime="%s">%s</time></div>'
             '</div></div>' % (slugify(ctx.sec), esc(ctx.sec), esc(s['h']), esc(ctx.author),
                               ctx.dt.strftime('%Y-%m-%dT%H:%M:%SZ'), fdate(ctx.dt, 'en', 'long')))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<div class="field field--name-field-hero-image field--type-entity-reference field--label-hidden '
                 'field__item"><figure class="media media--type-image media--view-mode-hero"><img loading="eager" '
                 'src="%s" width="1200" height="675" alt="%s"><figcaption class="media__caption">%s <span '
                 'class="photo-credit">%s</span></figcaption></figure></div>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))
    if ctx.chance(0.6):
        ctx.part('share_top')
        H.append('<div class="social-share container container--narrow"><span class="social-share__label">Share</span>'
                 '<ul>%s</ul></div>' % ''.join('<li><a href="%s" class="social-share__link social-share__link--%s" '
                                               'target="_blank"><span class="visually-hidden">Share on %s</span></a></li>'
                                               % (uu, k, n) for n, uu, k in share_targets(ctx)[:3] +
                                               [share_targets(ctx)[4]]))
    # body as paragraphs-module components, grouped
    blocks = render_blocks(ctx)
    groups, cur = [], []
    for i, (kind, _) in enumerate(ctx.blocks):
        if kind == 'h' and cur:
            groups.append(cur)
            cur = []
        cur.append(blocks[i])
    groups.append(cur)
    comps = []
    for gi, g in enumerate(groups):
        comps.append('<div class="paragraph paragraph--type--text paragraph--view-mode--default container '
                     'container--narrow"><div class="clearfix text-formatted field field--name-field-text '
                     'field--type-text-long field--label-hidden field__item">%s</div></div>' % '\n'.join(g))
        if gi == 0 and len(groups) > 1 and ctx.chance(0.7):
            ctx.part('inline_related')
            it = ctx.others(1)[0]
            comps.append('<div class="paragraph paragraph--type--related-content container container--narrow"><div '
                         'class="related-content"><span class="related-content__label">Related</span> <a href="%s">%s'
                         '</a></div></div>' % (esc(it['url'].replace(b, '')), esc(it['title'])))
    H.append('<div class="field field--name-field-components field--type-entity-reference-revisions field--label-hidden '
             'field__items">%s</div>' % ''.join('<div class="field__item">%s</div>' % c for c in comps))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="news-tags container container--narrow"><h2 class="visually-hidden">Topics</h2><ul>%s</ul>'
                 '</div>' % ''.join('<li><a href="/news/topics/%s" hreflang="en">%s</a></li>' % (slugify(t), esc(t))
                                    for t in ctx.tags))
    if ctx.chance(0.75):
        ctx.part('media_contact')
        H.append('<aside class="media-contact container container--narrow"><h2>Media Contact</h2><p>%s<br>Office of '
                 'University Communications<br><a href="mailto:news@westbrookstate.edu">news@westbrookstate.edu</a><br>'
                 '555-0190</p></aside>' % esc(ctx.author if 'College' not in ctx.author else 'Rebecca Stone'))
    H.append('</article>')
    if ctx.chance(0.85):
        ctx.part('latest_news')
        items = ctx.others(3, blurbs=rng.choice([1, 2]))
        H.append('<section class="news-related container"><h2 class="news-related__title">More Westbrook State News</h2>'
                 '<div class="card-grid card-grid--3">%s</div><a class="btn btn--outline" href="/news">All News</a>'
                 '</section>' % ''.join(
                     '<div class="card card--news"><div class="card__image"><img src="%s" alt="" loading="lazy"></div>'
                     '<div class="card__body"><div class="card__eyebrow">%s</div><h3 class="card__title"><a href="%s">%s'
                     '</a></h3><p class="card__summary">%s</p><div class="card__date">%s</div></div></div>'
                     % (esc(it['img']), esc(it['sec']), esc(it['url'].replace(b, '')), esc(it['title']),
                        esc(it['blurb']), fdate(it['date'], 'en', 'long')) for it in items))
    H.append('</div></main>')
    ctx.part('footer')
    H.append('<footer class="site-footer" role="contentinfo"><div class="container"><div class="site-footer__brand"><img '
             'src="/themes/custom/wsu/logo-white.svg" alt="Westbrook State University"><address>%s<br>555-0100</address>'
             '</div><div class="site-footer__links"><ul><li><a href="/directory">Directory</a></li><li><a href="/maps">'
             'Campus Maps</a></li><li><a href="/jobs">Jobs</a></li><li><a href="/emergency">Emergency Information</a>'
             '</li><li><a href="/accessibility">Accessibility</a></li><li><a href="/title-ix">Title IX</a></li></ul></div>'
             '<div class="site-footer__social">%s</div><p class="site-footer__copyright">&copy; %d Westbrook State '
             'University</p></div></footer>'
             % (esc(ctx.site.get('addr', '')), ''.join('<a href="%s" aria-label="%s"></a>' % (uu, n)
                                                       for n, uu in social_links(ctx)), ctx.dt.year))
    H.append('</div></div>')
    if ctx.chance(0.5):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script></body></html>')
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Ghost (Casper / Source)
# ---------------------------------------------------------------------------
def t_ghost(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/%s/' % (b, slug)

    def im(key, kind):
        return '%s/content/images/size/w%d/%04d/%02d/%s.jpg' % (b, 1200 if kind == 'hero' else 600, ctx.dt.year,
                                                                ctx.dt.month, slugify(key, maxw=3) or 'image')
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if want_hero(ctx, 0.3) else None
    primary_tag = ctx.tags[0] if ctx.tags else ctx.sec
    ld = {'@context': 'https://schema.org', '@type': 'Article',
          'publisher': {'@type': 'Organization', 'name': ctx.site['name'], 'url': b + '/',
                        'logo': {'@type': 'ImageObject', 'url': b + '/content/images/2023/01/logo.png'}},
          'author': {'@type': 'Person', 'name': ctx.author, 'url': b + '/author/' + slugify(ctx.author) + '/',
                     'sameAs': []},
          'headline': s['h'], 'url': ctx.url, 'datePublished': ctx.dt.strftime('%Y-%m-%dT%H:%M:%S.000Z'),
          'dateModified': ctx.upd.strftime('%Y-%m-%dT%H:%M:%S.000Z'), 'keywords': ', '.join(ctx.tags),
          'description': description(ctx), 'mainEntityOfPage': b + '/'}
    if hero:
        ld['image'] = {'@type': 'ImageObject', 'url': hero, 'width': 1200, 'height': 800}
    theme = rng.choice(['casper', 'source'])
    H = [head(ctx, s['h'], css=[b + '/assets/built/screen.css?v=%s' % hx(ctx.n, n=10)], ld=ld,
              generator='Ghost 5.%d' % rng.randint(70, 96), image=hero, robots=False,
              extra='<link rel="alternate" type="application/rss+xml" title="%s" href="%s/rss/">'
                    '<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.37/umd/portal.min.js" '
                    'data-i18n="true" data-ghost="%s/" data-key="%s" data-api="%s/ghost/api/content/" '
                    'crossorigin="anonymous"></script>' % (esc(ctx.site['name']), b, b, hx(b, n=26), b))]
    H.append('<body class="post-template tag-%s%s has-sans-title has-sans-body">'
             % (slugify(primary_tag), ' tag-hash-import' if ctx.chance(0.2) else ''))
    H.append('<div class="viewport"><header id="gh-head" class="gh-head outer is-header-hidden"><div class="gh-head-inner '
             'inner"><div class="gh-head-brand"><a class="gh-head-logo no-image" href="%s">%s</a><button '
             'class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search></button><button '
             'class="gh-burger" aria-label="Main Menu"></button></div><nav class="gh-head-menu"><ul class="nav">%s</ul>'
             '</nav><div class="gh-head-actions"><button class="gh-search gh-icon-btn" aria-label="Search this site" '
             'data-ghost-search></button><div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" '
             'data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">'
             'Subscribe</a></div></div></div></header>'
             % (b, esc(ctx.site['name']), ''.join('<li class="nav-%s"><a href="%s">%s</a></li>'
                                                  % (slugify(t), esc(uu), esc(t)) for t, uu in
                                                  [('Home', b + '/')] + menu(ctx, False))))
    ctx.part('header', 'nav')
    H.append('<div class="site-content"><main id="site-main" class="site-main">')
    H.append('<article class="article post tag-%s%s %s">' % (slugify(primary_tag), ' featured' if ctx.chance(0.3) else '',
                                                              'image-small' if hero else 'no-image'))
    ctx.part('kicker', 'byline', 'date', 'reading_time')
    H.append('<header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span '
             'class="post-card-primary-tag"><a href="%s/tag/%s/">%s</a></span></div><h1 class="article-title">%s</h1>%s'
             % (b, slugify(primary_tag), esc(primary_tag), esc(s['h']),
                '<p class="article-excerpt">%s</p>' % esc(s['dek']) if s.get('dek') else ''))
    H.append('<div class="article-byline"><section class="article-byline-content"><ul class="author-list '
             'instapaper_ignore"><li class="author-list-item"><a href="%s/author/%s/" class="author-avatar"><img '
             'class="author-profile-image" src="%s/content/images/size/w100/2023/01/%s.jpg" alt="%s"></a></li></ul><div '
             'class="article-byline-meta"><h4 class="author-name"><a href="%s/author/%s/">%s</a></h4><div '
             'class="byline-meta-content"><time class="byline-meta-date" datetime="%s">%s</time><span '
             'class="byline-reading-time"><span class="bull">&bull;</span> %d min read</span></div></div></section>'
             '</div>' % (b, slugify(ctx.author), b, slugify(ctx.author), esc(ctx.author), b, slugify(ctx.author),
                         esc(ctx.author), ctx.dt.strftime('%Y-%m-%d'), ctx.dt.strftime('%b ') + str(ctx.dt.day) +
                         ctx.dt.strftime(', %Y'), ctx.read_min))
    if hero:
        ctx.part('hero_image')
        capx = ''
        if s.get('cap'):
            ctx.part('caption')
            capx = '<figcaption><span style="white-space: pre-wrap;">%s</span>%s</figcaption>' % (
                esc(s['cap']), ' <span style="white-space: pre-wrap;">%s</span>' % esc(s['credit'])
                if s.get('credit') else '')
        H.append('<figure class="article-image"><img srcset="%s 300w, %s 600w, %s 1000w, %s 2000w" sizes="(min-width: '
                 '1400px) 1400px, 92vw" src="%s" alt="%s">%s</figure>'
                 % (esc(hero.replace('w1200', 'w300')), esc(hero.replace('w1200', 'w600')),
                    esc(hero.replace('w1200', 'w1000')), esc(hero.replace('w1200', 'w2000')), esc(hero),
                    esc(s.get('cap') or s['h']), capx))
    H.append('</header>')

    def cta():
        ctx.part('inline_newsletter')
        return ('<div class="kg-card kg-signup-card kg-width-regular " data-lexical-signup-form style="background-color: '
                '#F0F0F0; display: none;"><div class="kg-signup-card-content"><div class="kg-signup-card-text "><h2 '
                'class="kg-signup-card-heading" style="color: #000000;"><span style="white-space: pre-wrap;">%s</span></h2>'
                '<p class="kg-signup-card-subheading" style="color: #000000;"><span style="white-space: pre-wrap;">%s'
                '</span></p><form class="kg-signup-card-form" data-members-form="signup"><div class="kg-signup-card-'
                'fields"><input class="kg-signup-card-input" id="email" data-members-email type="email" required="true" '
                'placeholder="Your email"><button class="kg-signup-card-button kg-style-accent" type="submit"><span '
                'class="kg-signup-card-button-default">Subscribe</span></button></div></form></div></div></div>'
                % ('Sign up for ' + ctx.site['name'], ctx.site.get('about', '')))

    def callout():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return ('<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">📖</div><div '
                'class="kg-callout-text"><b><strong style="white-space: pre-wrap;">Related:</strong></b> <a href="%s">'
                '<span style="white-space: pre-wrap;">%s</span></a></div></div>' % (esc(it['url']), esc(it['title'])))
    ins = choose_inserts(ctx, [cta, callout] if ctx.chance(0.5) else [callout, cta], maxn=rng.choice([0, 1, 2]))
    H.append('<section class="gh-content gh-canvas">%s</section>'
             % '\n'.join(render_blocks(ctx, inserts=ins,
                                       fmt=dict(h=lambda x, i: '<h2 id="%s">%s</h2>' % (slugify(re.sub('<[^>]+>', '', x)),
                                                                                       x)))))
    if ctx.chance(0.6):
        ctx.part('comments')
        H.append('<section class="article-comments gh-canvas"><div id="ghost-comments-root"></div><script defer '
                 'src="https://cdn.jsdelivr.net/ghost/comments-ui@~0.17/umd/comments-ui.min.js" data-ghost-comments="%s/" '
                 'data-api="%s/ghost/api/content/" data-admin="%s/ghost/" data-key="%s" data-title="" data-count="true" '
                 'data-post-id="%s" data-color-scheme="auto" data-avatar-saturation="60" data-accent-color="#FF1A75" '
                 'data-comments-enabled="all" data-publication="%s" crossorigin="anonymous"></script></section>'
                 % (b, b, b, hx(b, n=26), hx(ctx.n, n=24), esc(ctx.site['name'])))
    H.append('</article>')
    if ctx.chance(0.8):
        ctx.part('newsletter_box')
        H.append('<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for more like '
                 'this.</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Enter '
                 'your email</div><span>Subscribe</span></a></div></section>')
    if ctx.chance(0.85):
        ctx.part('related')
        items = ctx.others(3, blurbs=rng.choice([1, 2]))
        H.append('<aside class="read-more-wrap outer"><div class="read-more inner"><div class="read-more-title">%s</div>%s'
                 '</div></aside>' % ('Read more' if theme == 'casper' else 'You might also like', ''.join(
                     '<article class="post-card post"><a class="post-card-image-link" href="%s"><img '
                     'class="post-card-image" src="%s" alt="%s" loading="lazy"></a><div class="post-card-content"><a '
                     'class="post-card-content-link" href="%s"><header class="post-card-header"><div '
                     'class="post-card-tags"><span class="post-card-primary-tag">%s</span></div><h2 '
                     'class="post-card-title">%s</h2></header><div class="post-card-excerpt">%s</div></a><footer '
                     'class="post-card-meta"><time class="post-card-meta-date" datetime="%s">%s</time><span '
                     'class="post-card-meta-length">%d min read</span></footer></div></article>'
                     % (esc(it['url']), esc(it['img']), esc(it['title']), esc(it['url']), esc(primary_tag),
                        esc(it['title']), esc(it['blurb']), it['date'].strftime('%Y-%m-%d'),
                        it['date'].strftime('%b ') + str(it['date'].day) + it['date'].strftime(', %Y'),
                        rng.randint(2, 9)) for it in items)))
    H.append('</main></div>')
    ctx.part('footer')
    H.append('<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="%s">%s</a> &copy; '
             '%d</section><nav class="site-footer-nav"><ul class="nav"><li class="nav-sign-up nav-current-parent"><a '
             'href="#/portal/">Sign up</a></li><li class="nav-about"><a href="%s/about/">About</a></li><li '
             'class="nav-privacy"><a href="%s/privacy/">Privacy</a></li></ul></nav><div class="gh-powered-by"><a '
             'href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>'
             % (b, esc(ctx.site['name']), ctx.dt.year, b, b))
    H.append('</div><script src="%s/assets/built/casper.js?v=%s"></script></body></html>' % (b, hx(ctx.n, n=10)))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Substack
# ---------------------------------------------------------------------------
def t_substack(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/p/%s' % (b, slug)

    def im(key, kind):
        return ('https://substackcdn.com/image/fetch/w_1456,c_limit,f_auto,q_auto:good,fl_progressive:steep/https%%3A%%2F'
                '%%2Fsubstack-post-media.s3.amazonaws.com%%2Fpublic%%2Fimages%%2F%s_1600x900.png' % uuid(key, kind))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(slugify(s['h'], maxw=9), ctx.dt, None)
    pub = ctx.site['name']
    img = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    likes = rng.randint(3, 240)
    threads = ctx.comment_threads(rng.choice([0, 1, 2, 4, 6])) if ctx.chance(0.75) else []
    nc = count_comments(threads)
    ld = {'@context': 'https://schema.org', '@type': 'NewsArticle', 'url': ctx.url, 'mainEntityOfPage': ctx.url,
          'headline': s['h'], 'description': description(ctx),
          'image': [{'@type': 'ImageObject', 'url': img}] if img else [],
          'datePublished': ctx.dt.strftime('%Y-%m-%dT%H:%M:%S+00:00'),
          'dateModified': ctx.upd.strftime('%Y-%m-%dT%H:%M:%S+00:00'), 'isAccessibleForFree': True,
          'author': [{'@type': 'Person', 'name': ctx.author, 'url': 'https://substack.com/@' + slugify(ctx.author).replace('-', ''),
                      'description': ctx.site['about']}],
          'publisher': {'@type': 'Organization', 'name': pub, 'url': b, 'description': ctx.site['about'],
                        'interactionStatistic': {'@type': 'InteractionCounter', 'name': 'Subscribers',
                                                 'interactionType': 'https://schema.org/SubscribeAction',
                                                 'userInteractionCount': rng.choice([100, 1000, 10000])}}}
    H = [head(ctx, s['h'] + ' - by ' + ctx.author + ' - ' + pub,
              css=['https://substackcdn.com/bundle/theme/main.%s.css' % hx(ctx.n, n=20)], ld=ld, image=img,
              undeclared_ld=None, robots=False,
              extra='<link rel="alternate" type="application/rss+xml" href="%s/feed" title="%s">' % (b, esc(pub)))]
    H.append('<body class="pc-root"><div id="entry"><div id="main" class="main typography use-theme-bg">')
    ctx.part('header')
    H.append('<div class="main-menu" data-testid="navbar"><div class="main-menu-content"><div class="topbar-spacer"></div>'
             '<div class="topbar-content"><div class="pencraft pc-display-flex pc-gap-4 pc-reset"><a href="/" '
             'class="logo-container"><img class="logo" src="https://substackcdn.com/image/fetch/w_80,h_80,c_fill/%s.png" '
             'alt="%s"></a></div><h1 class="navbar-title"><a class="navbar-title-link" href="/">%s</a></h1><div '
             'class="navbar-buttons"><button tabindex="0" type="button" class="pencraft pc-reset pencraft '
             'buttonBase-GK1x3M buttonText-X0uSmG buttonStyle-r7yGCK priority_primary-RfbeYt size_sm-G3LciD">Subscribe'
             '</button><button tabindex="0" type="button" class="pencraft pc-reset pencraft buttonBase-GK1x3M '
             'buttonText-X0uSmG buttonStyle-r7yGCK priority_tertiary-rlke8z size_sm-G3LciD">Sign in</button></div>'
             '</div></div></div>' % (uuid(pub), esc(pub), esc(pub)))
    H.append('<div class="single-post-container"><div class="container"><div class="single-post"><div class="pencraft '
             'pc-display-contents pc-reset pubTheme-yiXxQA"><article class="typography newsletter-post post">')
    ctx.part('byline', 'date')
    ufi = ('<div class="post-ufi style-compressed themed"><div class="like-button-container post-ufi-button '
           'style-compressed"><button tabindex="0" type="button" aria-label="Like (%d)" aria-pressed="false" '
           'class="post-ufi-button style-compressed has-label with-border"><div class="label">%d</div></button></div>'
           '<a role="button" href="%s/comments" aria-label="View comments (%d)" class="post-ufi-button '
           'style-compressed post-ufi-comment-button has-label with-border"><div class="label">%d</div></a><button '
           'tabindex="0" type="button" class="post-ufi-button style-compressed has-label with-border"><div class="label">'
           'Share</div></button></div>' % (likes, likes, ctx.url, nc, nc))
    H.append('<div class="post-header"><h1 dir="auto" class="post-title published title-X77sOw">%s</h1>%s<div '
             'class="pencraft pc-display-flex pc-gap-16 pc-paddingTop-16 pc-paddingBottom-16 pc-justifyContent-'
             'space-between pc-alignItems-center flex-grow-rzmknG border-top-detail-themed-k9TZAY border-bottom-detail-'
             'themed-Ua9186 post-header-actions-container"><div class="pencraft pc-display-flex pc-gap-12 '
             'pc-alignItems-center pc-reset"><div class="pencraft pc-display-flex pc-reset"><a href="https://substack.com/'
             '@%s" class="pencraft pc-reset"><img src="https://substackcdn.com/image/fetch/w_36,h_36,c_fill/%s.jpg" '
             'width="36" height="36" alt="" class="pencraft pc-reset"></a></div><div class="pencraft pc-display-flex '
             'pc-flexDirection-column pc-reset"><div class="pencraft pc-reset color-pub-primary-text-NyXPlw '
             'line-height-20-t4M0El font-meta-MWBumP size-11-NuY2Zx weight-medium-fw81nC transform-uppercase-yKDgcq '
             'reset-IxiVJZ meta-EgzBVA"><span class="profile-hover-card-target profileHoverCardTarget-PBxvGm"><a '
             'href="https://substack.com/@%s" class="pencraft pc-reset decoration-hover-underline-ClDVRM reset-IxiVJZ">%s'
             '</a></span></div><div class="pencraft pc-display-flex pc-gap-4 pc-reset"><div class="pencraft pc-reset '
             'color-pub-secondary-text-hGQ02T line-height-20-t4M0El font-meta-MWBumP size-11-NuY2Zx weight-medium-fw81nC '
             'transform-uppercase-yKDgcq reset-IxiVJZ meta-EgzBVA">%s</div></div></div></div>%s</div></div>'
             % (esc(s['h']), '<h3 dir="auto" class="subtitle subtitle-HEEcLo">%s</h3>' % esc(s['dek'])
                if s.get('dek') else '', slugify(ctx.author).replace('-', ''), uuid(ctx.author),
                slugify(ctx.author).replace('-', ''), esc(ctx.author), ctx.dt.strftime('%b ') +
                '%02d, %d' % (ctx.dt.day, ctx.dt.year), ufi))

    def sub_widget():
        ctx.part('inline_newsletter')
        return ('<div class="subscription-widget-wrap-editor" data-attrs="{&quot;url&quot;:&quot;%s/subscribe?&quot;,'
                '&quot;text&quot;:&quot;Subscribe&quot;,&quot;language&quot;:&quot;en&quot;}" data-component-name='
                '"SubscribeWidgetToDOM"><div class="subscription-widget show-subscribe"><div class="preamble"><p '
                'class="cta-caption">Thanks for reading %s! Subscribe for free to receive new posts and support my work.'
                '</p></div><form class="subscription-widget-subscribe"><input type="email" class="email-input" '
                'name="email" placeholder="Type your email…" tabindex="-1"><input type="submit" class="button primary" '
                'value="Subscribe"><div class="fake-input-wrapper"><div class="fake-input"></div><div '
                'class="fake-button"></div></div></form></div></div>' % (b, esc(pub)))

    def share_btn():
        ctx.part('share_inline')
        return ('<p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;%s?utm_source=substack&amp;utm_medium='
                'email&amp;utm_content=share&amp;action=share&quot;,&quot;text&quot;:&quot;Share&quot;}" '
                'data-component-name="ButtonCreateButton"><a class="button primary" href="%s?utm_source=substack&amp;'
                'utm_medium=email&amp;utm_content=share&amp;action=share"><span>Share</span></a></p>' % (ctx.url, ctx.url))
    makers = [sub_widget, share_btn]
    rng.shuffle(makers)
    ins = choose_inserts(ctx, makers, maxn=rng.choice([1, 2]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(
        h=lambda x, i: '<h2 class="header-anchor-post">%s<div class="pencraft pc-display-flex pc-alignItems-center '
                       'pc-position-absolute pc-reset header-anchor-parent"><div class="pencraft pc-display-contents '
                       'pc-reset pubTheme-yiXxQA"><div id="§%s" class="pencraft pc-reset header-anchor offset-top">'
                       '</div><button tabindex="0" type="button" aria-label="Link" data-href="%s#%s" class="pencraft '
                       'pc-reset pencraft iconButton-mq_Et5 iconButtonBase-dJGHgN buttonBase-GK1x3M"></button></div>'
                       '</div></h2>' % (x, slugify(re.sub('<[^>]+>', '', x)), ctx.url, slugify(re.sub('<[^>]+>', '', x)))))
    if img:
        ctx.part('hero_image', 'caption')
        fig = ('<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" '
               'target="_blank" href="%s" data-component-name="Image2ToDOM"><div class="image2-inset"><picture><source '
               'type="image/webp" srcset="%s 424w, %s 848w"><img src="%s" width="1456" height="819" class="sizing-normal" '
               'alt="" loading="lazy"></picture><div class="image-link-expand"></div></div></a><figcaption '
               'class="image-caption">%s</figcaption></figure></div>'
               % (esc(img), esc(img.replace('w_1456', 'w_424')), esc(img.replace('w_1456', 'w_848')), esc(img),
                  cap_text(ctx, 'paren')))
        pos = min(len(body), rng.choice([2, 3, 4]))
        body.insert(pos, fig)
    H.append('<div class="available-content"><div dir="auto" class="body markup">%s</div></div>' % '\n'.join(body))
    if ctx.chance(0.7):
        ctx.part('newsletter_box')
        H.append('<div class="visibility-check"></div><div class="subscribe-footer"><p>%s is a reader-supported '
                 'publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p>'
                 '<form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" '
                 'placeholder="Type your email…"><input type="submit" class="button primary" value="Subscribe"></form>'
                 '</div>' % esc(pub))
    H.append('<div class="post-footer use-separators">%s</div>' % ufi)
    H.append('</article></div>')
    if threads or ctx.chance(0.5):
        ctx.part('comments')

        def clist(cs):
            return ''.join(
                '<div class="comment"><div class="comment-content"><div class="comment-head"><div class="user-head"><a '
                'href="https://substack.com/profile/%d" class="comment-user-link">%s</a></div><div class="comment-meta">'
                '<a class="comment-date" href="%s/comment/%d">%s</a></div></div><div class="comment-body"><p>%s</p></div>'
                '<div class="comment-actions"><button class="like-button">%s</button><button>Reply</button><button>Share'
                '</button></div></div>%s</div>'
                % (c['id'], esc(c['name']), ctx.url, c['id'], c['date'].strftime('%b ') + str(c['date'].day),
                   esc(c['text']), ('Like (%d)' % c['likes']) if c['likes'] else 'Like',
                   '<div class="comment-list-collapser"><div class="comment-list-items">%s</div></div>'
                   % clist(c['replies']) if c['replies'] else '') for c in cs)
        H.append('<div class="comments-section"><div class="container"><div class="comments-page"><h4 '
                 'class="comments-heading">Discussion about this post</h4><div class="comments-section-tabs"><button '
                 'class="tab active">Comments</button><button class="tab">Restacks</button></div><div '
                 'class="comment-input-wrap"><textarea placeholder="Write a comment..." class="comment-input"></textarea>'
                 '</div><div class="comment-list"><div class="comment-list-items">%s</div></div></div></div></div>'
                 % clist(threads))
    H.append('</div></div></div>')
    if ctx.chance(0.7):
        ctx.part('more_from_section')
        items = ctx.others(rng.choice([3, 4, 5]), blurbs=1)
        H.append('<div class="container"><div class="portable-archive"><h3 class="portable-archive-header">Ready for more?'
                 '</h3><div class="portable-archive-list">%s</div></div></div>' % ''.join(
                     '<div class="pencraft pc-display-flex pc-flexDirection-column pc-reset post-preview"><a '
                     'class="pencraft pc-reset post-preview-title newsletter" href="%s">%s</a><div class="pencraft '
                     'pc-reset post-preview-description">%s</div><div class="pencraft pc-display-flex pc-reset '
                     'post-preview-meta"><time datetime="%s">%s</time> &bull; %s</div></div>'
                     % (esc(it['url']), esc(it['title']), esc(it['blurb']), it['date'].strftime('%Y-%m-%d'),
                        it['date'].strftime('%b ') + str(it['date'].day), esc(ctx.author)) for it in items))
    ctx.part('footer')
    H.append('<div class="footer-wrap publication-footer"><div class="footer themed-background"><div class="container">'
             '<div class="footer-blurbs"><div class="footer-copyright-blurb">&copy; %d %s</div><div class="footer-terms-'
             'blurb"><a href="https://substack.com/privacy" target="_blank" rel="noopener">Privacy</a> &#8729; <a '
             'href="https://substack.com/tos" target="_blank" rel="noopener">Terms</a> &#8729; <a '
             'href="https://substack.com/ccpa#personal-data-collected" target="_blank" rel="noopener">Collection notice</a>'
             '</div></div><div class="footer-buttons"><a native="true" href="https://substack.com/signup?utm_source='
             'substack&amp;utm_medium=web&amp;utm_content=footer" class="footer-substack-cta"><span>Start writing</span>'
             '</a><a native="true" href="https://substack.com/app/app-store-redirect" class="footer-substack-cta"><span>'
             'Get the app</span></a></div><div class="footer-slogan-blurb"><a href="https://substack.com" native="true">'
             'Substack</a> is the home for great culture</div></div></div></div>' % (ctx.dt.year, esc(ctx.author)))
    H.append('</div></div><script>window._preloads = JSON.parse("{\\"isEU\\":false,\\"pub\\":{\\"name\\":\\"%s\\"}}")'
             '</script><script src="https://substackcdn.com/bundle/static/js/main.%s.js" charset="utf-8"></script>'
             '</body></html>' % (esc(pub), hx(ctx.n, 'js', n=20)))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Medium-like (atomic hashed classes, pw- hooks)
# ---------------------------------------------------------------------------
def t_medium(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    h12 = lambda *a: hx(*a, n=12)

    def u(slug, d, sec):
        return '%s/%s-%s' % (b, slug, h12(slug))

    def im(key, kind):
        return 'https://miro.medium.com/v2/resize:fit:%d/1*%s.jpeg' % (1400 if kind == 'hero' else 320,
                                                                      hx(key, kind, n=22))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    atoms = ['bf', 'b', 'gb', 'gc', 'gd', 'ge', 'gf', 'gg', 'gh', 'gi', 'gj', 'gk', 'gl', 'gm', 'gn', 'go', 'gp', 'gq',
             'gr', 'gs', 'gt', 'gu', 'gv', 'gw', 'gx', 'gy', 'gz', 'ha', 'hb', 'hc', 'hd', 'he', 'hf', 'hg', 'hh', 'hi',
             'ab', 'ac', 'ae', 'af', 'ag', 'ah', 'ai', 'aj', 'ak', 'al', 'am', 'bk', 'fh', 'z', 'dt', 'be', 'bg']
    pal = ['mz', 'na', 'nb', 'nc', 'nd', 'ne', 'nf', 'ng', 'nh', 'ni', 'nj', 'nk', 'nl', 'nm', 'nn', 'no', 'np', 'nq', 'nr',
           'ns', 'nt', 'nu', 'nv', 'nw']

    def cls(k, extra=''):
        r = random.Random(k)
        return (extra + ' ' + ' '.join(r.sample(atoms + pal, 14))).strip()
    pcls = 'pw-post-body-paragraph ' + cls('p', '') + ' fh bk'
    hcls = cls('h2', '') + ' bk'
    claps = rng.choice(['48', '112', '356', '1.2K', '2.4K', '87'])
    threads = ctx.comment_threads(rng.choice([0, 2, 3, 5]))
    nresp = count_comments(threads) + rng.randint(0, 9)
    ld = {'@context': 'http://schema.org', '@type': 'NewsArticle', 'image': [hero] if hero else [],
          'url': ctx.url, 'dateCreated': ctx.dt.strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z',
          'datePublished': ctx.dt.strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z',
          'dateModified': ctx.upd.strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z', 'headline': s['h'], 'name': s['h'],
          'description': description(ctx), 'identifier': h12(ctx.slug),
          'author': {'@type': 'Person', 'name': ctx.author, 'url': 'https://medium.com/@' + slugify(ctx.author)},
          'creator': [ctx.author], 'publisher': {'@type': 'Organization', 'name': ctx.site['name'], 'url': b},
          'mainEntityOfPage': ctx.url, 'isAccessibleForFree': rng.random() < 0.5}
    H = [head(ctx, '%s | by %s | %s' % (s['h'], ctx.author, ctx.site['name']),
              css=[], ld=ld, image=hero, robots=False, site_name='Medium',
              extra='<meta property="al:android:app_name" content="Medium"><meta name="theme-color" content="#000000">'
                    '<style type="text/css" data-fela-rehydration="%d" data-fela-type="STATIC">html{box-sizing:'
                    'border-box;-webkit-text-size-adjust:100%%}*, *:before, *:after{box-sizing:inherit}</style>'
                    % rng.randint(500, 600))]
    H.append('<body><div id="root"><div class="a b c"><div class="d e f g h i j k"></div><div class="l c">')
    ctx.part('header')
    H.append('<div class="l m n o c"><div class="p q r s t u v w x i d y z"><a class="du ah dv bg am dw dx dy dz ea eb" '
             'aria-label="Homepage" data-testid="headerMediumLogo" href="https://medium.com/?source=post_page---top_nav_'
             'layout_nav----"><svg viewBox="0 0 1043.63 592.71" class="ec ed"></svg></a><div class="ee ab"><div '
             'class="ab ef"><p class="bf b dv dw dx dy dz">%s</p></div></div><div class="ab q ew"><p class="bf b dv dw '
             'dx"><a class="af ag ah ai aj ak al am an ao ap aq ar as at" data-testid="headerWriteButton" '
             'href="https://medium.com/new-story">Write</a></p><div class="ex ey ez fa fb"><p class="bf b dv dw dx"><a '
             'class="fc fd" href="https://medium.com/m/signin">Sign up</a></p></div><p class="bf b dv dw dx"><a class="af" '
             'href="https://medium.com/m/signin">Sign in</a></p></div></div></div>' % esc(ctx.site['name']))
    H.append('<div class="fi fj fk fl fm l"><article><div class="l"><div class="l"><span class="l"></span><section><div>'
             '<div class="fs ft fu fv fw"></div><div class="gl gm gn go gp"><div class="ab cb"><div class="ci bh ev ew ex ey">')
    if ctx.chance(0.5):
        ctx.part('paywall_pitch')
        H.append('<div class="ab q gq"><div class="gr gs"><svg width="16" height="16"></svg></div><p class="bf b dv z dt">'
                 'Member-only story</p></div>')
    H.append('<div><h1 id="%s" class="pw-post-title %s" data-testid="storyTitle" data-selectable-paragraph="">%s</h1>'
             '</div>' % (h12('t')[:4], cls('h1'), esc(s['h'])))
    if s.get('dek'):
        H.append('<div><h2 id="%s" class="pw-subtitle-paragraph %s" data-selectable-paragraph="">%s</h2></div>'
                 % (h12('st')[:4], cls('st'), esc(s['dek'])))
    ctx.part('byline', 'date', 'reading_time')
    H.append('<div class="speechify-ignore ab cp"><div class="speechify-ignore bh l"><div class="hx hy hz ia ib ic id ie '
             'if ig ih ii ij ik il im in"><div class="ab q io"><div class="ab q"><div><div class="bm" aria-hidden="false">'
             '<a href="https://medium.com/@%s" rel="noopener follow"><div class="l ip iq by ir is"><img alt="%s" '
             'class="l ep by dd de cx" src="https://miro.medium.com/v2/resize:fill:88:88/1*%s.jpeg" width="44" '
             'height="44" loading="lazy" data-testid="authorPhoto"></div></a></div></div></div><span class="bf b bg z bk">'
             '<div class="it ab q"><div class="ab q iu"><div class="ab q"><div><div class="bm" aria-hidden="false"><p '
             'class="bf b iv iw bk"><a class="af ag ah ai aj ak al am an ao ap aq ar ix" data-testid="authorName" '
             'href="https://medium.com/@%s" rel="noopener follow">%s</a></p></div></div></div><span class="iy iz" '
             'aria-hidden="true"><span class="bf b bg z dt">&middot;</span></span><p class="bf b iv iw dt"><span><a '
             'class="ja jb ah ai aj ak al am an ao ap aq ar el jc jd" href="#">Follow</a></span></p></div></div></span>'
             '</div><div class="l je"><span class="bf b bg z dt"><div class="ab cn jf jg jh"><span class="bf b bg z dt">'
             '<div class="ab ae"><span data-testid="storyReadTime">%d min read</span><div class="ji jj l" '
             'aria-hidden="true"><span class="l" aria-hidden="true"><span class="bf b bg z dt">&middot;</span></span>'
             '</div><span data-testid="storyPublishDate">%s</span></div></span></div></span></div></div>'
             % (slugify(ctx.author), esc(ctx.author), hx(ctx.author, n=22), slugify(ctx.author), esc(ctx.author),
                ctx.read_min, ctx.dt.strftime('%b ') + str(ctx.dt.day) + ctx.dt.strftime(', %Y')))
    ctx.part('share_top')
    H.append('<div class="ab cp jk jl jm jn jo jp jq jr js jt ju jv jw jx jy jz"><div class="h k w fg fh q"><div '
             'class="kp l"><div class="ab q kq kr"><div class="pw-multi-vote-icon ed ks kt ku kv"><div class="">'
             '<div class="kw kx ky kz la lb lc am ld le lf kv"><svg width="24" height="24" aria-label="clap"></svg></div>'
             '</div></div><div class="pw-multi-vote-count l lg lh li lj lk ll lm"><p class="bf b dv z dt"><span '
             'class="kx">%s</span></p></div></div></div><div><div class="bm" aria-hidden="false"><button class="ao kw '
             'lp lq ab q ee lr ls" aria-label="responses"><svg width="24" height="24"></svg><p class="bf b dv z dt"><span '
             'class="pw-responses-count lo ln">%d</span></p></button></div></div></div><div class="ab q"><div class="ep '
             'l iz"><div><div class="bm" aria-hidden="false"><button aria-controls="addToCatalogBookmarkButton" '
             'aria-expanded="false" aria-label="Add to list bookmark button" data-testid="headerBookmarkButton" '
             'class="af ee ah ai aj ak al lt an ao ap ex lu lv lw" disabled=""><svg width="25" height="25"></svg>'
             '</button></div></div></div><div class="ep l iz"><div class="bm" aria-hidden="false"><div><div class="bm" '
             'aria-hidden="false"><button aria-label="Listen" data-testid="audioPlayButton" class="af ee ah ai aj ak al lt'
             ' an ao ap ex lx ly lk lz ma mb mc md s me mf mg mh mi mj mk u ml mm mn"><div class="j i d"><svg width="24" '
             'height="24"></svg><div class=""><p class="bf b bg z dt">Listen</p></div></div></button></div></div></div>'
             '</div><div class="bm" aria-hidden="false"><div><div class="bm" aria-hidden="false"><button '
             'aria-label="Share Post" data-testid="headerSocialShareButton" class="af ee ah ai aj ak al lt an ao ap ex lx '
             'ly lk lz ma mb mc md s me mf mg mh mi mj mk u ml mm mn"><svg width="24" height="24"></svg><div class=""><p '
             'class="bf b bg z dt">Share</p></div></button></div></div></div></div></div></div></div>'
             % (claps, nresp))
    body = render_blocks(ctx, fmt=dict(
        p=lambda x, i: '<p id="%s" class="%s" data-selectable-paragraph="">%s</p>' % (h12('p', i)[:4], pcls, x),
        h=lambda x, i: '<h2 id="%s" class="%s" data-selectable-paragraph="">%s</h2>' % (h12('h', i)[:4], hcls, x),
        q=lambda x, i: '<blockquote class="oo op oq"><p id="%s" class="%s" data-selectable-paragraph="">%s</p>'
                       '</blockquote>' % (h12('q', i)[:4], pcls.replace('pw-post-body-paragraph ', 'pw-post-body-paragraph'
                                                                                    ' or os '), x),
        ul=lambda x, i: '<ul class="">%s</ul>' % x,
        li=lambda x, j: '<li id="%s" class="%s mv mw mx nj nk nl bk" data-selectable-paragraph="">%s</li>'
                        % (h12('li', j)[:4], pcls, x)), link_attrs=' class="af pa" rel="noopener ugc nofollow" '
                                                                   'target="_blank"')
    if hero:
        ctx.part('hero_image', 'caption')
        body.insert(0, '<figure class="nx ny nz oa ob oc nu nv paragraph-image"><div role="button" tabindex="0" class="od '
                       'oe ed of bh og"><div class="nu nv nw"><picture><source srcset="%s 640w, %s 1400w" sizes="(min-'
                       'resolution: 4dppx) and (max-width: 700px) 50vw, 700px" type="image/webp"><img alt="" class="bh '
                       'lp oh c" width="700" height="467" loading="eager" role="presentation" src="%s"></picture></div>'
                       '</div><figcaption class="oi oj ok nu nv ol om bf b bg z dt" data-selectable-paragraph="">%s'
                       '</figcaption></figure>' % (esc(hero.replace('1400', '640')), esc(hero), esc(hero),
                                                   cap_text(ctx, 'space')))
    H.append('</div></div></div><div class="ab cb"><div class="ci bh ev ew ex ey">%s</div></div></div></section>'
             '</div></div></article></div>' % '\n'.join(body))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="ab cb"><div class="ci bh ev ew ex ey"><div class="ox oy ab jf"><div class="oz ab">%s</div>'
                 '</div></div></div>' % ''.join('<a class="pa ah pb pc ar" href="https://medium.com/tag/%s?source=post_'
                                                'page-----%s---------------------------------------" rel="noopener '
                                                'follow"><div class="pd kw cx pe gl pf pg bf b bg z bk ph">%s</div></a>'
                                                % (slugify(t), h12(ctx.slug), esc(t)) for t in ctx.tags))
    ctx.part('author_bio')
    H.append('<div class="ab cb"><div class="ci bh ev ew ex ey"><div class="qe qf qg qh qi l"><div class="ab cp"><div '
             'class="bm" aria-hidden="false"><a href="https://medium.com/@%s" rel="noopener follow"><div class="l qj qk by '
             'ql ks"><img alt="%s" class="l ep by qm qn cx" src="https://miro.medium.com/v2/resize:fill:144:144/1*%s.jpeg" '
             'width="72" height="72" loading="lazy"></div></a></div></div><div class="qr ab cp"><div class="ab q"><a '
             'href="https://medium.com/@%s" rel="noopener follow"><h2 class="pw-author-name bf qt qu qv qw qx qy qz ra rb rc '
             'rd re rf rg rh ri bk"><span class="gm qs">Written by %s</span></h2></a></div><div class="qd ab"><div '
             'class="l je"><span class="pw-follower-count bf b bg z bk"><a class="af ag ah ai aj ak al am an ao ap aq ar '
             'iw" href="#">%s Followers</a></span></div></div><div class="rj l"><p class="bf b bg z bk"><span class="gm">'
             '%s</span></p></div></div></div></div></div>'
             % (slugify(ctx.author), esc(ctx.author), hx(ctx.author, n=22), slugify(ctx.author), esc(ctx.author),
                rng.choice(['1.1K', '384', '2.9K', '712']), esc(author_bio(ctx))))
    if threads:
        ctx.part('comments')
        H.append('<div class="ab cb"><div class="ci bh ev ew ex ey"><div class="rq"><h2 class="bf rr ki kk kl km ko kp '
                 'kq ks bk">Responses (%d)</h2><div class="rs">%s</div><div class="rt"><a class="af" href="#">See all '
                 'responses</a></div></div></div></div>'
                 % (nresp, ''.join('<div class="ru rv rw"><div class="rx"><div class="ab q"><p class="bf b bg z bk">%s</p>'
                                   '<p class="bf b bg z dt"><span>%s</span></p></div><pre class="ry rz sa sb sc"><p '
                                   'class="bf b sd se sf sg sh si sj bk">%s</p></pre><div class="ab q sk"><span '
                                   'class="pw-multi-vote-count">%d</span><button class="sl">Reply</button></div></div>'
                                   '</div>' % (esc(c['name']), c['date'].strftime('%b ') + str(c['date'].day),
                                               esc(c['text']), c['likes']) for c in threads)))
    if ctx.chance(0.8):
        ctx.part('more_from_section')
        items = ctx.others(4, blurbs=rng.choice([1, 2]))
        H.append('<div class="ab cb"><div class="ci bh ev ew ex ey"><div class="sm sn so"><h2 class="bf rr ki kk kl km ko'
                 ' kp kq ks bk">More from %s</h2><div class="sp sq">%s</div></div></div></div>'
                 % (esc(ctx.site['name']), ''.join(
                     '<article class="sr ss st" data-testid="post-preview"><div class="su sv"><a href="%s" rel="noopener '
                     'follow"><div class="sw sx"><img alt="%s" class="bh sy" width="160" height="107" loading="lazy" '
                     'src="%s"></div></a><div class="sz ta"><p class="bf b bg z bk">%s</p><a href="%s" rel="noopener '
                     'follow"><h2 class="bf tb tc td te tf tg th ti tj tk bk">%s</h2><div class="tl"><h3 class="bf b dv '
                     'z dt">%s</h3></div></a><div class="tm ab q"><span class="bf b bg z dt">%s</span><span class="bf b '
                     'bg z dt"> &middot; %d min read</span></div></div></div></article>'
                     % (esc(it['url']), esc(it['title']), esc(it['img']), esc(it['author']), esc(it['url']),
                        esc(it['title']), esc(it['blurb']), it['date'].strftime('%b ') + str(it['date'].day),
                        rng.randint(3, 12)) for it in items)))
    if ctx.chance(0.6):
        ctx.part('recommended')
        H.append('<div class="ab cb"><div class="ci bh ev ew ex ey"><h2 class="bf rr ki kk kl km ko kp kq ks bk">'
                 'Recommended from Medium</h2><div class="tn">%s</div></div></div>'
                 % ''.join('<div class="to"><a href="https://medium.com/@%s/%s-%s" rel="noopener follow"><h2 class="bf tb '
                           'tc bk">%s</h2></a><p class="bf b bg z dt">%s</p></div>'
                           % (slugify(a), slugify(t), hx(t, n=12), esc(t), esc(a)) for t, a in
                           [(x, rng.choice(AUTHORS['en'])) for x in rng.sample(POOLS['en_essay'], 4)]))
    ctx.part('footer')
    H.append('<div class="tp tq tr ts"><div class="ab"><p class="bf b bg z dt"><a class="af ag ah ai aj ak al am an ao ap '
             'aq ar" href="https://help.medium.com/hc/en-us">Help</a></p><p class="bf b bg z dt"><a class="af" '
             'href="https://medium.statuspage.io/">Status</a></p><p class="bf b bg z dt"><a class="af" '
             'href="https://medium.com/about">About</a></p><p class="bf b bg z dt"><a class="af" '
             'href="https://medium.com/jobs-at-medium/work-at-medium-959d1a85284e">Careers</a></p><p class="bf b bg z dt">'
             '<a class="af" href="mailto:pressinquiries@medium.com">Press</a></p><p class="bf b bg z dt"><a class="af" '
             'href="https://blog.medium.com/">Blog</a></p><p class="bf b bg z dt"><a class="af" '
             'href="https://policy.medium.com/medium-privacy-policy-f03bf92035c9">Privacy</a></p><p class="bf b bg z dt">'
             '<a class="af" href="https://policy.medium.com/medium-terms-of-service-9db0094a1e0f">Terms</a></p><p '
             'class="bf b bg z dt"><a class="af" href="https://speechify.com/medium">Text to speech</a></p></div></div>')
    H.append('</div></div></div><script>window.__BUILD_ID__="main-%s"</script><script '
             'src="https://cdn-client.medium.com/lite/static/js/main.%s.js" async></script></body></html>'
             % (hx(ctx.n, 'b', n=10), hx(ctx.n, 'm', n=8)))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Next.js site with CSS modules
# ---------------------------------------------------------------------------
def t_nextjs(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def m(comp, el):
        return '%s_%s__%s' % (comp, el, hx(comp, el, n=5))

    def u(slug, d, sec):
        return '%s/%s/%04d/%02d/%02d/%s' % (b, slugify(sec or ctx.sec), d.year, d.month, d.day, slug)

    def im(key, kind):
        src = 'https://images.thesignal.news/%s.jpg' % hx(key, kind, n=16)
        return '%s/_next/image?url=%s&w=%d&q=75' % (b, src.replace(':', '%3A').replace('/', '%2F'),
                                                     1920 if kind == 'hero' else 384)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    build = hx(ctx.n, 'build', n=21)
    ld = article_ld(ctx, 'NewsArticle', image=hero)
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/_next/static/css/%s.css' % hx(ctx.n, 'css', n=16)], ld=ld, image=hero,
              extra='<link rel="preload" href="/_next/static/media/%s-s.p.woff2" as="font" type="font/woff2" '
                    'crossorigin="anonymous"><noscript data-n-css=""></noscript>' % hx('font', n=16))]
    H.append('<body><div id="__next">')
    H.append('<div class="%s">' % m('Layout', 'root'))
    ctx.part('header', 'nav')
    H.append('<header class="%s"><div class="%s"><a class="%s" href="/"><span class="%s">%s</span></a><nav class="%s" '
             'aria-label="Primary"><ul class="%s">%s</ul></nav><div class="%s"><a class="%s" href="/newsletters">'
             'Newsletters</a><a class="%s" href="/subscribe">Subscribe</a></div></div></header>'
             % (m('Header', 'header'), m('Header', 'inner'), m('Header', 'logo'), m('Header', 'wordmark'),
                esc(ctx.site['name']), m('Header', 'nav'), m('Header', 'navList'),
                ''.join('<li class="%s"><a href="%s">%s</a></li>' % (m('Header', 'navItem'), esc(x[1].replace(b, '')),
                                                                     esc(x[0])) for x in menu(ctx, False)),
                m('Header', 'actions'), m('Header', 'link'), m('Button', 'primary')))
    if ctx.chance(0.6):
        ctx.part('ticker')
        items = ctx.others(6)
        H.append('<div class="%s" role="marquee"><span class="%s">Markets</span><ul class="%s">%s</ul></div>'
                 % (m('Ticker', 'root'), m('Ticker', 'label'), m('Ticker', 'list'),
                    ''.join('<li class="%s"><a href="%s">%s</a></li>' % (m('Ticker', 'item'), esc(it['url'].replace(b, '')),
                                                                         esc(it['title'])) for it in items)))
    H.append('<main class="%s"><article class="%s">' % (m('Layout', 'main'), m('Article', 'article')))
    ctx.part('kicker', 'byline', 'date')
    H.append('<header class="%s"><a class="%s" href="/%s">%s</a><h1 class="%s">%s</h1>%s<div class="%s"><div class="%s">'
             '<span>By </span><a class="%s" href="/authors/%s">%s</a></div><time class="%s" datetime="%s">%s</time></div>'
             '</header>'
             % (m('ArticleHeader', 'header'), m('ArticleHeader', 'kicker'), slugify(ctx.sec), esc(ctx.sec),
                m('ArticleHeader', 'headline'), esc(s['h']),
                '<p class="%s">%s</p>' % (m('ArticleHeader', 'dek'), esc(s['dek'])) if s.get('dek') else '',
                m('ArticleHeader', 'meta'), m('Byline', 'byline'), m('Byline', 'author'), slugify(ctx.author),
                esc(ctx.author), m('Timestamp', 'time'), iso(ctx.site, ctx.dt),
                '%s, %s %s' % (fdate(ctx.dt, 'en', 'short'), ampm(ctx.dt, 'AM'), tzinfo(ctx.site, ctx.dt)[1])))
    if ctx.chance(0.7):
        ctx.part('share_top')
        H.append('<div class="%s">%s</div>' % (m('ShareBar', 'root'), ''.join(
            '<button class="%s" aria-label="Share on %s" type="button"><svg aria-hidden="true" class="%s"></svg></button>'
            % (m('ShareBar', 'button'), n, m('Icon', 'icon')) for n, _, _ in share_targets(ctx)[:3])))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="%s"><div class="%s"><img alt="%s" loading="eager" width="1200" height="675" '
                 'decoding="async" data-nimg="1" class="%s" style="color:transparent" src="%s"></div><figcaption '
                 'class="%s"><span class="%s">%s</span> <span class="%s">%s</span></figcaption></figure>'
                 % (m('LeadImage', 'figure'), m('LeadImage', 'wrap'), esc(s['cap']), m('LeadImage', 'img'), esc(hero),
                    m('LeadImage', 'caption'), m('LeadImage', 'captionText'), esc(s['cap']), m('LeadImage', 'credit'),
                    esc(s.get('credit') or '')))

    def nl():
        ctx.part('inline_newsletter')
        return ('<aside class="%s"><p class="%s">The Signal Daily</p><p class="%s">Tech and markets news that matters, '
                'every weekday morning.</p><form class="%s"><input class="%s" type="email" placeholder="you@example.com"'
                ' aria-label="Email address"><button class="%s" type="submit">Sign up</button></form></aside>'
                % (m('NewsletterInline', 'root'), m('NewsletterInline', 'title'), m('NewsletterInline', 'text'),
                   m('NewsletterInline', 'form'), m('NewsletterInline', 'input'), m('Button', 'primary')))

    def ad():
        ctx.part('inline_ad')
        return '<div class="%s" data-ad-slot="article-mid"><span class="%s">Advertisement</span></div>' % (
            m('AdSlot', 'root'), m('AdSlot', 'label'))

    def rel():
        ctx.part('inline_related')
        it = ctx.others(1)[0]
        return ('<div class="%s"><span class="%s">Related</span><a class="%s" href="%s">%s</a></div>'
                % (m('InlineRelated', 'root'), m('InlineRelated', 'label'), m('InlineRelated', 'link'),
                   esc(it['url'].replace(b, '')), esc(it['title'])))
    ins = choose_inserts(ctx, [nl, ad, rel] if ctx.chance(0.5) else [rel, ad, nl], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(
        p='<p class="%s">{}</p>' % m('ArticleBody', 'paragraph'), h='<h2 class="%s">{}</h2>' % m('ArticleBody', 'subhead'),
        ul='<ul class="%s">{}</ul>' % m('ArticleBody', 'list'), li='<li class="%s">{}</li>' % m('ArticleBody', 'listItem')),
        link_attrs=' class="%s"' % m('ArticleBody', 'link'))
    H.append('<div class="%s">%s</div>' % (m('ArticleBody', 'body'), '\n'.join(body)))
    if ctx.tags:
        ctx.part('tags')
        H.append('<ul class="%s">%s</ul>' % (m('TopicList', 'list'), ''.join(
            '<li><a class="%s" href="/topics/%s">%s</a></li>' % (m('TopicList', 'pill'), slugify(t), esc(t))
            for t in ctx.tags)))
    if ctx.chance(0.5):
        ctx.part('author_bio')
        H.append('<div class="%s"><p class="%s">%s</p><p class="%s">%s</p></div>'
                 % (m('AuthorCard', 'root'), m('AuthorCard', 'name'), esc(ctx.author), m('AuthorCard', 'bio'),
                    esc(author_bio(ctx))))
    H.append('</article>')
    items = ctx.others(rng.choice([4, 6]), blurbs=rng.choice([0, 1, 2]))
    ctx.part('latest_news')
    H.append('<aside class="%s"><h2 class="%s">Latest</h2><ol class="%s">%s</ol></aside>'
             % (m('LatestRail', 'rail'), m('LatestRail', 'heading'), m('LatestRail', 'list'), ''.join(
                 '<li class="%s"><a class="%s" href="%s"><span class="%s">%s</span><h3 class="%s">%s</h3>%s</a></li>'
                 % (m('LatestRail', 'item'), m('LatestRail', 'link'), esc(it['url'].replace(b, '')),
                    m('LatestRail', 'time'), ampm(it['date'], 'AM'), m('LatestRail', 'title'), esc(it['title']),
                    '<p class="%s">%s</p>' % (m('LatestRail', 'blurb'), esc(it['blurb'])) if it['blurb'] else '')
                 for it in items)))
    H.append('</main>')
    ctx.part('footer')
    H.append('<footer class="%s"><div class="%s"><span class="%s">%s</span><ul class="%s"><li><a href="/about">About</a>'
             '</li><li><a href="/careers">Careers</a></li><li><a href="/ethics">Ethics policy</a></li><li><a '
             'href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul><p class="%s">%s</p></div></footer>'
             % (m('Footer', 'footer'), m('Footer', 'inner'), m('Footer', 'logo'), esc(ctx.site['name']),
                m('Footer', 'links'), m('Footer', 'copyright'), esc(copyright_line(ctx))))
    H.append('</div></div>')
    nd = {'props': {'pageProps': {'article': {
        'id': hx(ctx.n, n=24), 'slug': ctx.slug, 'headline': s['h'], 'dek': s.get('dek'), 'section': ctx.sec,
        'byline': [{'name': ctx.author}], 'publishedAt': iso(ctx.site, ctx.dt),
        'body': [{'type': {'p': 'paragraph', 'h': 'heading', 'ul': 'list', 'q': 'quote'}[k],
                  'text': (inline_text(v) if k != 'ul' else None), 'items': ([inline_text(x) for x in v]
                                                                             if k == 'ul' else None)}
                 for k, v in ctx.blocks]}}, '__N_SSG': True},
          'page': '/[section]/[year]/[month]/[day]/[slug]', 'query': {}, 'buildId': build, 'isFallback': False,
          'gsp': True, 'scriptLoader': []}
    H.append('<script id="__NEXT_DATA__" type="application/json">%s</script>'
             % json.dumps(nd, ensure_ascii=False).replace('</', '<\\/'))
    H.append('<script src="/_next/static/chunks/webpack-%s.js" defer=""></script><script src="/_next/static/%s/'
             '_buildManifest.js" defer=""></script></body></html>' % (hx(ctx.n, 'wp', n=16), build))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# class-less old-school small-town site
# ---------------------------------------------------------------------------
def t_noclass(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    folder = 'obits' if 'Obit' in ctx.sec else 'news'

    def u(slug, d, sec):
        return '%s/%s/%04d/%s.html' % (b, folder, d.year, slug[:60].rstrip('-'))
    ctx.url_fn, ctx.image_fn = u, (lambda key, kind: '%s/images/%s.jpg' % (b, slugify(key, maxw=3)))
    ctx.url = u(ctx.slug, ctx.dt, None)
    H = ['<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
         '<html>', '<head>', '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
         '<title>%s - %s</title>' % (esc(s['h']), esc(ctx.site['name'])),
         '<meta name="keywords" content="Hollis, news, obituaries, %s">' % esc(ctx.sec.lower()),
         '<link rel="stylesheet" href="/style.css" type="text/css">', '</head>']
    H.append('<body bgcolor="#FFFFFF" text="#000000" link="#003399" vlink="#663399" topmargin="0" leftmargin="0">')
    ctx.part('header', 'nav')
    H.append('<table width="780" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td><a href="/"><img '
             'src="/images/masthead.gif" width="780" height="110" border="0" alt="%s"></a></td></tr><tr><td '
             'bgcolor="#003366" align="center"><font face="Arial, Helvetica, sans-serif" size="2" color="#FFFFFF">%s'
             '</font></td></tr></table>'
             % (esc(ctx.site['name']), ' | '.join('<a href="/%s.html"><font color="#FFFFFF">%s</font></a>'
                                                  % (slugify(t), esc(t)) for t in MENUS['en_hollis'])))
    H.append('<table width="780" border="0" cellspacing="0" cellpadding="8" align="center"><tr>')
    if ctx.chance(0.7):
        ctx.part('sidebar')
        items = ctx.others(6)
        H.append('<td width="170" valign="top" bgcolor="#EEEEEE"><font face="Arial, Helvetica, sans-serif" size="2"><b>'
                 'This Week</b><br>%s<br><br><b>Subscribe</b><br>One year in Hollis County: $38<br>Out of county: $46<br>'
                 '<a href="/subscribe.html">Subscribe online</a></font></td>'
                 % '<br>'.join('&#8226; <a href="%s">%s</a>' % (esc(it['url'].replace(b, '')), esc(it['title']))
                               for it in items))
        ctx.part('latest_news')
    H.append('<td valign="top">')
    if s.get('var') == 'br':
        ctx.part('byline', 'date')
        paras = []
        for kind, pay in ctx.blocks:
            if kind == 'ul':
                paras.append('<br>'.join('&#8226; ' + inline_html(x) for x in pay))
            elif kind == 'h':
                paras.append('<b>%s</b>' % inline_html(pay))
            else:
                paras.append(inline_html(pay))
        H.append('<font face="Times New Roman, Times, serif" size="3"><font size="5"><b>%s</b></font><br><font size="2">'
                 '<i>By %s</i><br>%s</font><br><br>%s</font>'
                 % (esc(s['h']), esc(ctx.author), fdate(ctx.dt, 'en', 'dow'), '<br><br>\n'.join(paras)))
    else:
        ctx.part('date')
        H.append('<h1>%s</h1>' % esc(s['h']))
        H.append('<p><font size="2" color="#666666">Posted %s</font></p>' % fdate(ctx.dt, 'en', 'long'))
        if ctx.chance(0.5):
            ctx.part('hero_image')
            H.append('<p><img src="/obits/images/%s.jpg" width="180" height="225" align="left" hspace="8" border="0" '
                     'alt=""></p>' % ctx.slug[:20])
        H.append('\n'.join(render_blocks(ctx)))
    H.append('<br><br>')
    if 'Obit' in ctx.sec:
        ctx.part('guestbook')
        H.append('<p><a href="/obits/guestbook.cgi?id=%d">Sign the guest book</a> | <a href="/obits.html">&lt;&lt; Back to '
                 'Obituaries</a></p>' % num(ctx.n, lo=100, hi=999))
    else:
        H.append('<p><a href="/news.html">&lt;&lt; Back to News</a> | <a href="javascript:window.print()">Print this '
                 'story</a></p>')
    H.append('</td></tr></table>')
    ctx.part('footer')
    H.append('<table width="780" border="0" cellspacing="0" cellpadding="4" align="center"><tr><td align="center"><hr '
             'size="1" noshade><font face="Arial, Helvetica, sans-serif" size="1">%s &#8226; %s &#8226; Phone (507) '
             '555-0127<br>Copyright &copy; %d %s. All rights reserved. Material may not be reproduced without permission.'
             '</font></td></tr></table>' % (esc(ctx.site['name']), esc(ctx.site.get('addr', '')), ctx.dt.year,
                                          esc(ctx.site['name'])))
    H.append('<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(["_setAccount","UA-%d-1"]);'
             '_gaq.push(["_trackPageview"]);</script></body></html>' % num(ctx.n, lo=1000000, hi=9999999))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# German regional dailies
# ---------------------------------------------------------------------------
def t_german(ctx):
    if ctx.s.get('var') == 'escenic':
        return german_ippen(ctx)
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    region = 'region' if ctx.chance(0.5) else 'lokales'

    def u(slug, d, sec):
        return '%s/%s/%s/%s-%d.html' % (b, region, slugify(sec or ctx.sec), slug, num(slug, lo=4000000, hi=4999999))

    def im(key, kind):
        return '%s/storage/image/%d/%d/%s/%s_%s.jpg' % (b, num(key, lo=1, hi=9), num(key, kind, lo=10, hi=99),
                                                       'w1200' if kind == 'hero' else 'w320', hx(key, n=16),
                                                       slugify(key, maxw=3))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    premium = ctx.chance(0.5)
    ld = article_ld(ctx, 'NewsArticle', image=hero, extra={'isAccessibleForFree': not premium})
    if premium:
        ld['hasPart'] = {'@type': 'WebPageElement', 'isAccessibleForFree': False, 'cssSelector': '.article-body--paid'}
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']), css=[b + '/assets/css/main.%s.css' % hx(ctx.n, n=8)],
              ld=ld, image=hero)]
    H.append('<body class="page page--article %s">' % ('article--premium' if premium else ''))
    ctx.part('header', 'nav')
    H.append('<header class="page-header"><div class="page-header__top"><a class="page-header__logo" href="/"><img '
             'src="/assets/img/logo-neckarbote.svg" alt="%s" width="220" height="40"></a><div class="page-header__'
             'actions"><a class="button button--primary page-header__abo" href="/abo/">%s</a><a class="page-header__login"'
             ' href="/login/">%s</a><button class="page-header__search" aria-label="%s"></button></div></div><nav '
             'class="main-nav" aria-label="Hauptnavigation"><ul class="main-nav__list">%s</ul></nav></header>'
             % (esc(ctx.site['name']), 'Abo', L['sign_in'], L['search'],
                ''.join('<li class="main-nav__item"><a class="main-nav__link" href="%s">%s</a></li>'
                        % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx))))
    if ctx.chance(0.5):
        ctx.part('ticker')
        it = ctx.others(1)[0]
        H.append('<div class="breaking-bar"><span class="breaking-bar__label">%s</span><a class="breaking-bar__link" '
                 'href="%s">%s</a></div>' % (L['breaking'], esc(it['url'].replace(b, '')), esc(it['title'])))
    H.append('<main class="page-main"><div class="page-main__content">')
    ctx.part('breadcrumbs')
    H.append('<nav class="breadcrumb" aria-label="Brotkrumen"><ol class="breadcrumb__list"><li class="breadcrumb__item"><a '
             'href="/">Startseite</a></li><li class="breadcrumb__item"><a href="/%s/">%s</a></li><li '
             'class="breadcrumb__item"><a href="/%s/%s/">%s</a></li></ol></nav>'
             % (region, 'Region' if region == 'region' else 'Lokales', region, slugify(ctx.sec), esc(ctx.sec)))
    H.append('<article class="article%s">' % (' article--premium' if premium else ''))
    ctx.part('kicker', 'byline', 'date', 'reading_time')
    kicker = ctx.sec
    H.append('<header class="article-header"><p class="article-header__kicker">%s<span class="article-header__location">'
             '%s</span></p><h1 class="article-header__headline">%s</h1>%s<div class="article-header__meta"><span '
             'class="article-author">Von <a class="article-author__name" href="/autoren/%s/">%s</a></span><time '
             'class="article-header__date" datetime="%s">%s</time><span class="article-header__reading-time">%s</span>'
             '</div></header>'
             % ('<span class="article-header__plus" aria-label="Plus-Artikel">Plus</span>' if premium else '', esc(kicker),
                esc(s['h']), '<p class="article-header__teaser">%s</p>' % esc(s['dek']) if s.get('dek') else '',
                slugify(ctx.author), esc(ctx.author), iso(ctx.site, ctx.dt),
                '%s, %s' % (fdate(ctx.dt, 'de', 'num'), ftime(ctx.dt, 'de')), L['min_read'].format(ctx.read_min)))
    if ctx.chance(0.6):
        ctx.part('share_top')
        H.append('<div class="share-bar"><button class="share-bar__button share-bar__button--whatsapp">WhatsApp</button>'
                 '<button class="share-bar__button share-bar__button--facebook">Facebook</button><button '
                 'class="share-bar__button share-bar__button--mail">E-Mail</button><button class="share-bar__button '
                 'share-bar__button--copy">%s</button></div>' % L['copy_link'])
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="article-image"><picture><img class="article-image__img" src="%s" alt="%s" width="1200" '
                 'height="675"></picture><figcaption class="article-image__caption"><span class="article-image__text">%s'
                 '</span> <span class="article-image__copyright">%s</span></figcaption></figure>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))

    def teaser():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return ('<aside class="article-teaser article-teaser--inline"><span class="article-teaser__label">%s</span> <a '
                'class="article-teaser__link" href="%s">%s</a></aside>'
                % (rng.choice(['Lesen Sie auch:', 'Auch interessant:', 'Mehr zum Thema:']),
                   esc(it['url'].replace(b, '')), esc(it['title'])))

    def ad():
        ctx.part('inline_ad')
        return ('<div class="ad-slot ad-slot--content"><span class="ad-slot__label">Anzeige</span><div '
                'id="traffective-ad-Content_%d"></div></div>' % rng.randint(1, 4))
    ins = choose_inserts(ctx, [ad, teaser, ad] if ctx.chance(0.5) else [teaser, ad], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(p='<p class="article-body__paragraph">{}</p>',
                                                    h='<h2 class="article-body__subheadline">{}</h2>',
                                                    ul='<ul class="article-body__list">{}</ul>'))
    if premium:
        H.append('<div class="article-body"><div class="article-body__free">%s</div><div class="article-body__paid '
                 'article-body--paid">%s</div></div>' % ('\n'.join(body[:2]), '\n'.join(body[2:])))
        ctx.part('paywall_marker')
    else:
        H.append('<div class="article-body">%s</div>' % '\n'.join(body))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="article-tags"><span class="article-tags__label">Mehr zum Thema</span><ul '
                 'class="article-tags__list">%s</ul></div>'
                 % ''.join('<li class="article-tags__item"><a href="/thema/%s/">%s</a></li>' % (slugify(t), esc(t))
                           for t in ctx.tags))
    if ctx.chance(0.6):
        ctx.part('newsletter_box')
        H.append('<section class="newsletter-box"><h3 class="newsletter-box__title">%s</h3><p class="newsletter-box__text">'
                 '%s</p><form class="newsletter-box__form"><input class="newsletter-box__input" type="email" '
                 'placeholder="%s"><button class="button button--primary" type="submit">%s</button></form><p '
                 'class="newsletter-box__legal">Mit der Anmeldung stimmen Sie unserer Datenschutzerklärung zu.</p>'
                 '</section>' % (L['nl_title'], L['nl_text'], L['email'], L['signup']))
    threads = ctx.comment_threads(rng.choice([2, 3, 4])) if ctx.chance(0.4) else []
    if threads:
        ctx.part('comments')
        H.append('<section class="comments"><h2 class="comments__title">%s</h2><ul class="comments__list">%s</ul><p '
                 'class="comments__login">Bitte <a href="/login/">melden Sie sich an</a>, um zu kommentieren.</p>'
                 '</section>' % (esc(n_comments_label(ctx, count_comments(threads))), ''.join(
                     '<li class="comment"><div class="comment__meta"><span class="comment__author">%s</span> <time '
                     'class="comment__date">%s, %s</time></div><p class="comment__text">%s</p>%s</li>'
                     % (esc(c['name']), fdate(c['date'], 'de', 'num'), ftime(c['date'], 'de'), esc(c['text']),
                        ''.join('<div class="comment comment--reply"><span class="comment__author">%s</span> <p '
                                'class="comment__text">%s</p></div>' % (esc(r['name']), esc(r['text']))
                                for r in c['replies'])) for c in threads)))
    H.append('</article>')
    if ctx.chance(0.85):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 4, 6]), blurbs=rng.choice([0, 1]))
        H.append('<section class="teaser-list"><h2 class="teaser-list__title">%s</h2><div class="teaser-list__items">%s'
                 '</div></section>' % (L['more_from'].format(ctx.sec), ''.join(
                     '<article class="teaser teaser--small"><a class="teaser__link" href="%s"><img class="teaser__image" '
                     'src="%s" alt=""><div class="teaser__content"><span class="teaser__kicker">%s</span><h3 '
                     'class="teaser__headline">%s</h3>%s</div></a></article>'
                     % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['sec']), esc(it['title']),
                        '<p class="teaser__text">%s</p>' % esc(it['blurb']) if it['blurb'] else '') for it in items)))
    H.append('</div>')
    if ctx.chance(0.7):
        ctx.part('sidebar', 'sidebar_most_read')
        items = ctx.others(5)
        H.append('<aside class="page-main__sidebar"><section class="most-read"><h2 class="most-read__title">Meistgelesen'
                 '</h2><ol class="most-read__list">%s</ol></section><div class="ad-slot ad-slot--sidebar"><span '
                 'class="ad-slot__label">Anzeige</span></div></aside>'
                 % ''.join('<li class="most-read__item"><a href="%s">%s</a></li>' % (esc(it['url'].replace(b, '')),
                                                                                   esc(it['title'])) for it in items))
    H.append('</main>')
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer class="page-footer"><div class="page-footer__columns">%s</div><p class="page-footer__copyright">%s'
             '</p></footer>' % (''.join('<div class="page-footer__column"><h3 class="page-footer__heading">%s</h3><ul>%s'
                                        '</ul></div>' % (h, ''.join('<li><a href="%s">%s</a></li>' % (uu.replace(b, ''), t)
                                                                    for t, uu in links)) for h, links in cols),
                                esc(copyright_line(ctx))))
    if ctx.chance(0.7):
        H.append(cookie_banner(ctx, 'sourcepoint'))
    H.append('<script src="/assets/js/main.%s.js" defer></script></body></html>' % hx(ctx.n, 'js', n=8))
    return '\n'.join(H)


def german_ippen(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/wetterau/%s/%s-%d.html' % (b, slugify(sec or ctx.sec), slug[:70].rstrip('-'),
                                              num(slug, lo=92000000, hi=92999999))

    def im(key, kind):
        return '%s/bilder/%04d/%02d/%02d/%d/%d-%s.jpg' % (b, ctx.dt.year, ctx.dt.month, ctx.dt.day,
                                                         num(key, lo=92000000, hi=92999999), num(key, kind, lo=100, hi=999),
                                                         slugify(key, maxw=3))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    H = [head(ctx, '%s' % s['h'], css=[b + '/assets/styles/id-main.%s.css' % hx(ctx.n, n=8)], ld=None, image=hero,
              undeclared_ld={'@context': 'https://schema.org', '@type': 'BreadcrumbList', 'itemListElement': [
                  {'@type': 'ListItem', 'position': 1, 'name': 'Wetterau', 'item': b + '/wetterau/'},
                  {'@type': 'ListItem', 'position': 2, 'name': ctx.sec, 'item': b + '/wetterau/' + slugify(ctx.sec) + '/'}]})]
    H.append('<body class="id-Body id-Body--article">')
    ctx.part('header', 'nav')
    H.append('<header class="id-SiteHeader"><div class="id-SiteHeader-inner"><a class="id-SiteHeader-logo" href="/"><img '
             'src="/assets/images/logo.svg" alt="%s"></a><nav class="id-SiteNav"><ul class="id-SiteNav-list">%s</ul>'
             '</nav></div></header>' % (esc(ctx.site['name']), ''.join(
                 '<li class="id-SiteNav-item"><a class="id-SiteNav-link" href="/wetterau/%s/">%s</a></li>'
                 % (slugify(t), esc(t)) for t in ['Friedberg', 'Bad Nauheim', 'Butzbach', 'Büdingen', 'Karben',
                                                 'Bad Vilbel', 'Sport', 'Polizei'])))
    H.append('<div class="id-Container id-Container--article"><main class="id-Main">')
    ctx.part('breadcrumbs')
    H.append('<nav class="id-Breadcrumb"><a class="id-Breadcrumb-item" href="/">Startseite</a> <a '
             'class="id-Breadcrumb-item" href="/wetterau/">Wetterau</a> <a class="id-Breadcrumb-item" '
             'href="/wetterau/%s/">%s</a></nav>' % (slugify(ctx.sec), esc(ctx.sec)))
    H.append('<article class="id-Story id-Story--default">')
    ctx.part('kicker', 'byline', 'date')
    H.append('<header class="id-Story-header"><p class="id-StoryElement-kicker">%s</p><h1 class="id-StoryElement-headline">'
             '%s</h1>%s</header>' % (esc(ctx.sec), esc(s['h']),
                                     '<p class="id-StoryElement-leadText">%s</p>' % esc(s['dek']) if s.get('dek') else ''))
    H.append('<div class="id-StoryElement-authors"><div class="id-StoryElement-timestamp">Erstellt: <time datetime="%s">'
             '%s, %s</time></div><div class="id-StoryElement-author">Von: <span class="id-StoryElement-authorName">%s'
             '</span></div></div>' % (iso(ctx.site, ctx.dt), fdate(ctx.dt, 'de', 'num'), ftime(ctx.dt, 'de'),
                                      esc(ctx.author)))
    if ctx.chance(0.6):
        ctx.part('share_top')
        H.append('<div class="id-Share"><a class="id-Share-button id-Share-button--facebook" href="#">Teilen</a><a '
                 'class="id-Share-button id-Share-button--whatsapp" href="#">WhatsApp</a><a class="id-Share-button '
                 'id-Share-button--mail" href="#">E-Mail</a></div>')
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="id-StoryElement-image"><img class="id-StoryElement-image-image" src="%s" alt="%s" '
                 'width="1200" height="800"><figcaption class="id-StoryElement-image-caption">%s <span '
                 'class="id-StoryElement-image-credit">&copy; %s</span></figcaption></figure>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))

    def rec():
        ctx.part('inline_related')
        it = ctx.others(1)[0]
        return ('<div class="id-StoryElement-embed id-StoryElement-embed--teaser"><div class="id-Teaser-el '
                'id-Teaser-el--inline"><span class="id-Teaser-el-kicker">Auch interessant</span><a '
                'class="id-Teaser-el-link" href="%s"><span class="id-Teaser-el-title">%s</span></a></div></div>'
                % (esc(it['url'].replace(b, '')), esc(it['title'])))

    def ad():
        ctx.part('inline_ad')
        return '<div class="id-AdContainer id-AdContainer--inArticle"><span class="id-AdLabel">Anzeige</span></div>'
    ins = choose_inserts(ctx, [rec, ad], maxn=rng.choice([1, 2]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(p='<p class="id-StoryElement-paragraph">{}</p>',
                                                    h='<h2 class="id-StoryElement-crosshead">{}</h2>',
                                                    ul='<ul class="id-StoryElement-list">{}</ul>'))
    H.append('<div class="id-Story-body">%s</div>' % '\n'.join(body))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="id-Story-tags"><span class="id-Story-tags-label">Schlagwörter</span> %s</div>'
                 % ' '.join('<a class="id-Story-tag" href="/thema/%s/">%s</a>' % (slugify(t), esc(t)) for t in ctx.tags))
    H.append('</article>')
    if ctx.chance(0.9):
        ctx.part('related')
        items = ctx.others(rng.choice([4, 6, 8]), blurbs=rng.choice([0, 1]))
        H.append('<section class="id-Recommendations"><h2 class="id-Recommendations-title">Weitere Artikel aus der Region'
                 '</h2><ul class="id-Recommendations-list">%s</ul></section>' % ''.join(
                     '<li class="id-Teaser-el"><a class="id-Teaser-el-link" href="%s"><img class="id-Teaser-el-image" '
                     'src="%s" alt=""><span class="id-Teaser-el-kicker">%s</span><span class="id-Teaser-el-title">%s'
                     '</span>%s</a></li>' % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['sec']),
                                             esc(it['title']), '<span class="id-Teaser-el-text">%s</span>'
                                             % esc(it['blurb']) if it['blurb'] else '') for it in items))
    H.append('</main></div>')
    ctx.part('footer')
    H.append('<footer class="id-SiteFooter"><ul class="id-SiteFooter-links"><li><a href="/impressum/">Impressum</a></li>'
             '<li><a href="/datenschutz/">Datenschutz</a></li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">'
             'Kontakt</a></li></ul><p class="id-SiteFooter-copyright">&copy; %s %d</p><p class="id-SiteFooter-network">'
             'Teil des Netzwerks der Hessischen Heimatzeitungen</p></footer>' % (esc(ctx.site['name']), ctx.dt.year))
    if ctx.chance(0.8):
        H.append(cookie_banner(ctx, 'sourcepoint'))
    H.append('<script src="/assets/scripts/id-main.%s.js" defer></script></body></html>' % hx(ctx.n, 'js', n=8))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# French regional daily (Le Monde-like markup)
# ---------------------------------------------------------------------------
def t_french(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/%s/article/%04d/%02d/%02d/%s_%d_%d.html' % (b, slugify(sec or ctx.sec), d.year, d.month, d.day, slug,
                                                                num(slug, lo=6200000, hi=6299999), 3244)

    def im(key, kind):
        return 'https://img.courrierdumidi.fr/%s/%d/0/%d/%d/%s/0/%s.jpg' % (hx(key, n=20), 1200 if kind == 'hero' else 300,
                                                                          3000, 2000, 664 if kind == 'hero' else 168,
                                                                          slugify(key, maxw=4))
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    abonne = ctx.chance(0.5)
    H = [head(ctx, '%s' % s['h'], css=[b + '/bucket/%s/css/article.css' % hx(ctx.n, n=10)],
              ld=article_ld(ctx, 'NewsArticle', image=hero, extra={'isAccessibleForFree': not abonne}), image=hero)]
    H.append('<body class="article-page %s">' % ('article--abonne' if abonne else ''))
    ctx.part('header', 'nav')
    H.append('<header class="Header"><div class="Header__top"><button class="Header__burger" aria-label="Menu">Menu</button>'
             '<a class="Header__logo" href="/"><img src="%s/bucket/logo.svg" alt="%s"></a><div class="Header__actions"><a '
             'class="Header__subscribe button" href="/abonnement/">%s</a><a class="Header__login" href="/connexion/">%s'
             '</a></div></div><nav class="Nav"><ul class="Nav__list">%s</ul></nav></header>'
             % (b, esc(ctx.site['name']), L['subscribe'], L['sign_in'],
                ''.join('<li class="Nav__item"><a class="Nav__link" href="%s">%s</a></li>' % (esc(x[1].replace(b, '')),
                                                                                            esc(x[0])) for x in menu(ctx))))
    H.append('<main id="garde" class="zone zone--article"><article class="article article--content">')
    ctx.part('breadcrumbs', 'kicker')
    H.append('<section class="article__heading"><ul class="breadcrumb"><li class="breadcrumb__parent"><a href="/%s/">%s'
             '</a></li></ul><h1 class="article__title">%s</h1>%s</section>'
             % (slugify(ctx.sec), esc(ctx.sec), esc(s['h']),
                '<p class="article__desc">%s</p>' % esc(s['dek']) if s.get('dek') else ''))
    if abonne:
        ctx.part('paywall_marker')
        H.append('<p class="article__status"><span class="icon__premium"></span>Article réservé aux abonnés</p>')
    H.append('<section class="article__wrapper"><section class="article__content">')
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="article__media"><img src="%s" alt="%s" width="664" height="443"><figcaption '
                 'class="article__legend" aria-hidden="true">%s <span class="article__credit">%s</span></figcaption>'
                 '</figure>' % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))
    ctx.part('byline', 'date', 'reading_time')
    H.append('<section class="meta meta__publisher"><span class="meta__date">Publié le %s à %s</span>%s <span '
             'class="meta__reading-time"><span class="icon__reading-time"></span>%s</span></section>'
             % (fdate(ctx.dt, 'fr'), ftime(ctx.dt, 'fr'),
                (', modifié le %s à %s' % (fdate(ctx.upd, 'fr'), ftime(ctx.upd, 'fr'))) if ctx.chance(0.5) else '',
                L['min_read'].format(ctx.read_min)))
    H.append('<span class="author__detail"><span class="author__name">%s</span> <a class="article__author-link" '
             'href="/signataires/%s/">%s</a></span>' % (L['by'], slugify(ctx.author), esc(ctx.author)))

    def lire():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return ('<section class="catcher catcher--inline"><span class="catcher__label">Lire aussi</span> | <a '
                'class="js-article-read-also" href="%s">%s</a></section>' % (esc(it['url'].replace(b, '')),
                                                                              esc(it['title'])))

    def pub():
        ctx.part('inline_ad')
        return '<div class="dfp-slot dfp__inread dfp-unloaded" data-format="inread"><span class="dfp__label">Publicité</span></div>'
    ins = choose_inserts(ctx, [lire, pub, lire], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(p='<p class="article__paragraph ">{}</p>',
                                                    h='<h2 class="article__sub-title">{}</h2>',
                                                    ul='<ul class="article__list">{}</ul>'))
    H.append('\n'.join(body))
    if ctx.chance(0.6):
        ctx.part('share_bottom')
        H.append('<section class="article__reactions"><ul class="share"><li class="share__item"><button '
                 'class="share__button share__button--facebook">Facebook</button></li><li class="share__item"><button '
                 'class="share__button share__button--x">X</button></li><li class="share__item"><button '
                 'class="share__button share__button--mail">E-mail</button></li><li class="share__item"><button '
                 'class="share__button share__button--copy">Copier le lien</button></li></ul></section>')
    H.append('</section>')
    if ctx.tags:
        ctx.part('tags')
        H.append('<section class="article__tags"><span class="article__tags-title">%s</span> %s</section>'
                 % (L['tags'], ' '.join('<a class="tag" href="/sujet/%s/">%s</a>' % (slugify(t), esc(t))
                                        for t in ctx.tags)))
    if ctx.chance(0.6):
        ctx.part('paywall_pitch')
        H.append('<section class="inread-subscription"><p class="inread-subscription__title">%s</p><p>%s</p><a '
                 'class="button" href="/abonnement/">Je m\'abonne dès 1 €</a></section>'
                 % (L['support_title'], L['support']))
    threads = ctx.comment_threads(rng.choice([2, 3, 5])) if ctx.chance(0.5) else []
    if threads:
        ctx.part('comments')
        H.append('<section class="comments"><h2 class="comments__title">Réactions (%d)</h2><ul class="comments__list">%s'
                 '</ul><a class="comments__more" href="#">Voir toutes les contributions</a></section>'
                 % (count_comments(threads), ''.join(
                     '<li class="comment"><p class="comment__header"><span class="comment__author">%s</span> <span '
                     'class="comment__date">%s</span></p><p class="comment__content">%s</p></li>'
                     % (esc(c['name']), '%s %s' % (fdate(c['date'], 'fr'), ftime(c['date'], 'fr')), esc(c['text']))
                     for c in threads)))
    H.append('</section></article>')
    if ctx.chance(0.8):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 4, 6]), blurbs=rng.choice([0, 1]))
        H.append('<section class="services services--related"><h2 class="services__title">%s</h2><div '
                 'class="services__list">%s</div></section>' % (L['related_stories'], ''.join(
                     '<div class="teaser"><a class="teaser__link" href="%s"><figure class="teaser__media"><img src="%s" '
                     'alt=""></figure><h3 class="teaser__title">%s</h3>%s</a></div>'
                     % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['title']),
                        '<p class="teaser__desc">%s</p>' % esc(it['blurb']) if it['blurb'] else '') for it in items)))
    if ctx.chance(0.7):
        ctx.part('sidebar_most_read')
        items = ctx.others(5)
        H.append('<aside class="aside-content"><section class="most-read"><h2 class="most-read__title">Les plus lus</h2>'
                 '<ol>%s</ol></section></aside>' % ''.join('<li><a href="%s">%s</a></li>' % (
                     esc(it['url'].replace(b, '')), esc(it['title'])) for it in items))
    H.append('</main>')
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer class="Footer"><div class="Footer__columns">%s</div><p class="Footer__copyright">%s</p></footer>'
             % (''.join('<div class="Footer__column"><p class="Footer__title">%s</p><ul>%s</ul></div>'
                        % (h, ''.join('<li><a href="%s">%s</a></li>' % (uu.replace(b, ''), t) for t, uu in links))
                        for h, links in cols), esc(copyright_line(ctx))))
    if ctx.chance(0.8):
        H.append(cookie_banner(ctx, 'didomi'))
    H.append('<script src="/bucket/%s/js/article.js" async></script></body></html>' % hx(ctx.n, n=10))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Spanish daily (El País-like markup)
# ---------------------------------------------------------------------------
def t_spanish(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/%s/%04d-%02d-%02d/%s.html' % (b, slugify(sec or ctx.sec), d.year, d.month, d.day, slug)

    def im(key, kind):
        return 'https://imagenes.diariodelturia.es/%s.jpg?auth=%s&width=%d' % (hx(key, kind, n=26).upper(), hx(key, n=40),
                                                                               1200 if kind == 'hero' else 414)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    H = [head(ctx, '%s | %s' % (s['h'], ctx.sec), css=[b + '/pf/resources/css/article.css?d=%d' % rng.randint(100, 999)],
              ld=article_ld(ctx, 'NewsArticle', image=hero), image=hero)]
    H.append('<body class="article">')
    ctx.part('header', 'nav')
    H.append('<header class="_g _g-h" id="header"><div class="ep_h"><div class="ep_l"><button class="ep_m" '
             'aria-label="Menú">Secciones</button><a href="/" class="ep_i" title="%s"><img src="/pf/resources/images/'
             'logo.svg" alt="%s"></a></div><div class="ep_r"><a href="/suscripciones/" class="_btn _btn-sm _btn-s">'
             'Suscríbete</a><a href="/login/" class="ep_u">Iniciar sesión</a></div></div><nav class="sm"><ul '
             'class="sm_l">%s</ul></nav></header>'
             % (esc(ctx.site['name']), esc(ctx.site['name']),
                ''.join('<li><a href="%s">%s</a></li>' % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx))))
    if ctx.chance(0.5):
        ctx.part('ticker')
        items = ctx.others(3)
        H.append('<div class="ult-h"><span class="ult-h_t">%s</span><ul>%s</ul></div>'
                 % (L['breaking'], ''.join('<li><a href="%s">%s</a></li>' % (esc(it['url'].replace(b, '')),
                                                                              esc(it['title'])) for it in items)))
    H.append('<main id="main-content"><article class="a _g _g-lg _g-o cs">')
    ctx.part('kicker')
    H.append('<header class="a_e cs_m"><div class="a_k"><a href="/%s/" class="a_k_n">%s</a></div><h1 class="a_t">%s</h1>%s'
             % (slugify(ctx.sec), esc(ctx.sec), esc(s['h']),
                '<h2 class="a_st">%s</h2>' % esc(s['dek']) if s.get('dek') else ''))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="a_m a_m-h"><span class="a_m_w"><img src="%s" alt="%s" width="414" height="233" '
                 'loading="eager" decoding="auto" srcset="%s 414w, %s 828w" sizes="(min-width:1199px) 1155px, 100vw">'
                 '</span><figcaption class="a_m_p"><span>%s</span><span class="a_m_m">%s</span></figcaption></figure>'
                 % (esc(hero), esc(s['cap']), esc(hero), esc(hero), esc(s['cap']), esc(s.get('credit') or '')))
    H.append('</header>')
    ctx.part('byline', 'date')
    loc = ctx.site.get('city', '')
    H.append('<div class="a_md"><div class="a_md_a"><img class="a_md_a_i" src="%s" alt="%s"><div class="a_md_a_t"><a '
             'href="/autor/%s/" class="a_md_a_n">%s</a></div></div><div class="a_md_f"><span class="a_ti_l">%s</span> - '
             '<span><a href="%s" class="a_ti" data-date="%s">%s - %s %s</a></span></div></div>'
             % (esc(ctx.img_url(ctx.author, 'avatar')), esc(ctx.author), slugify(ctx.author), esc(ctx.author), esc(loc),
                ctx.url.replace(b, ''), iso(ctx.site, ctx.dt), fdate(ctx.dt, 'es', 'short'),
                '%02d:%02d' % (ctx.dt.hour, ctx.dt.minute), tzinfo(ctx.site, ctx.dt)[1]))
    if ctx.chance(0.7):
        ctx.part('share_top')
        H.append('<div class="a_ss"><ul class="a_ss_l">%s<li><button class="a_ss_c">%s</button></li></ul></div>'
                 % (''.join('<li><a class="a_ss_i a_ss_i-%s" href="%s" target="_blank" title="Compartir en %s"></a></li>'
                            % (k, uu, n) for n, uu, k in share_targets(ctx)[:4]), L['copy_link']))

    def mas():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return ('<div class="a_r"><span class="a_r_t">%s</span><a href="%s" class="a_r_l">%s</a></div>'
                % (rng.choice(['Más información', 'Lee también', 'Te puede interesar']), esc(it['url'].replace(b, '')),
                   esc(it['title'])))

    def ad():
        ctx.part('inline_ad')
        return '<div id="elpais_gpt-INTEXT" class="pub pub-in"><span class="pub_t">Publicidad</span></div>'
    ins = choose_inserts(ctx, [mas, ad, mas] if ctx.chance(0.5) else [ad, mas], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(h='<h3>{}</h3>'))
    H.append('<div data-dtm-region="articulo_cuerpo" class="a_c clearfix">%s</div>' % '\n'.join(body))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="a_ft"><ul class="_df _ls">%s</ul></div>'
                 % ''.join('<li><a href="/noticias/%s/" class="_br _br-b">%s</a></li>' % (slugify(t), esc(t))
                           for t in ctx.tags))
    if ctx.chance(0.6):
        ctx.part('newsletter_box')
        H.append('<div class="a_nl"><p class="a_nl_t">%s</p><p class="a_nl_d">%s</p><a class="_btn _btn-b" '
                 'href="/newsletters/">%s</a></div>' % (L['nl_title'], L['nl_text'], L['signup']))
    threads = ctx.comment_threads(rng.choice([2, 4])) if ctx.chance(0.4) else []
    if threads:
        ctx.part('comments')
        H.append('<div class="a_com"><h4 class="a_com_t">%s</h4><p class="a_com_n">Normas ›</p>%s</div>'
                 % (esc(n_comments_label(ctx, count_comments(threads))), ''.join(
                     '<div class="a_com_i"><strong>%s</strong> <span>%s</span><p>%s</p></div>'
                     % (esc(c['name']), '%s %s' % (fdate(c['date'], 'es', 'short'), ftime(c['date'], 'es')),
                        esc(c['text'])) for c in threads)))
    H.append('</article>')
    if ctx.chance(0.85):
        ctx.part('more_from_section')
        items = ctx.others(rng.choice([4, 6]), blurbs=rng.choice([0, 1]))
        H.append('<section class="_g _g-md b b-t"><header class="b_h"><h3 class="b_h_t"><a href="/%s/">%s</a></h3>'
                 '</header><div class="b_row">%s</div></section>' % (slugify(ctx.sec), L['more_from'].format(ctx.sec), ''.join(
                     '<article class="c c-d"><figure class="c_m"><a href="%s"><img src="%s" alt=""></a></figure><header '
                     'class="c_h"><h2 class="c_t"><a href="%s">%s</a></h2></header><div class="c_a"><a class="c_a_a">%s'
                     '</a></div>%s</article>' % (esc(it['url'].replace(b, '')), esc(it['img']),
                                                 esc(it['url'].replace(b, '')), esc(it['title']), esc(it['author']),
                                                 '<p class="c_d">%s</p>' % esc(it['blurb']) if it['blurb'] else '')
                     for it in items)))
    if ctx.chance(0.6):
        ctx.part('sidebar_most_read')
        items = ctx.others(5)
        H.append('<aside class="_g"><section class="b b-mv"><h3 class="b_h_t">Lo más visto</h3><ol>%s</ol></section>'
                 '</aside>' % ''.join('<li><a href="%s">%s</a></li>' % (esc(it['url'].replace(b, '')), esc(it['title']))
                                      for it in items))
    H.append('</main>')
    ctx.part('footer')
    cols = footer_columns(ctx)
    H.append('<footer class="_g _g-f"><div class="f_s"><a href="/" class="f_l">%s</a></div><div class="f_c">%s</div>'
             '<p class="f_cp">%s</p></footer>'
             % (esc(ctx.site['name']), ''.join('<div class="f_col"><span class="f_col_t">%s</span><ul>%s</ul></div>'
                                               % (h, ''.join('<li><a href="%s">%s</a></li>' % (uu.replace(b, ''), t)
                                                             for t, uu in links)) for h, links in cols),
                esc(copyright_line(ctx))))
    if ctx.chance(0.8):
        H.append(cookie_banner(ctx, rng.choice(['didomi', 'onetrust'])))
    H.append('<script src="/pf/dist/engine/react.js" defer></script></body></html>')
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Local TV stations (Nexstar-style WordPress VIP / Gray-style Arc)
# ---------------------------------------------------------------------------
def t_localtv(ctx):
    if ctx.s.get('var') == 'gray':
        return localtv_gray(ctx)
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    site_no = num(ctx.domain, lo=2, hi=80)

    def u(slug, d, sec):
        return '%s/news/%s/%s/' % (b, slugify(sec or 'local-news'), slug)

    def im(key, kind):
        return '%s/wp-content/uploads/sites/%d/%04d/%02d/%s.jpg?w=%d' % (
            b, site_no, ctx.dt.year, ctx.dt.month, hx(key, n=13).upper() + '-' + slugify(key, maxw=3),
            1280 if kind == 'hero' else 320)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, ctx.sec)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    tz = tzinfo(ctx.site, ctx.dt)[1]
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/wp-content/themes/nexstar/client/build/css/main.css?ver=%s' % hx(ctx.n, n=8)],
              ld=article_ld(ctx, 'NewsArticle', image=hero), undeclared_ld=None, image=hero,
              generator=None)]
    H.append('<body class="post-template-default single single-post postid-%d single-format-standard">' % ctx.post_id)
    ctx.part('header', 'nav')
    H.append('<header class="site-header" data-module="site-header"><div class="site-header__top"><a '
             'class="site-header__logo" href="/"><img src="%s/wp-content/uploads/sites/%d/logo.svg" alt="%s"></a><div '
             'class="site-header__weather"><a class="site-header__weather-link" href="/weather/"><span '
             'class="site-header__weather-city">Wendell</span> <span class="site-header__weather-temp">%d&deg;</span></a>'
             '</div><a class="site-header__watch-live" href="/live/">%s</a></div><nav class="site-nav" aria-label="Main '
             'Menu"><ul class="site-nav__list">%s</ul></nav></header>'
             % (b, site_no, esc(ctx.site['name']), rng.randint(18, 64), L['watch_live'],
                ''.join('<li class="site-nav__item"><a class="site-nav__link" href="/%s/">%s</a></li>' % (slugify(t), esc(t))
                        for t in ['News', 'Weather', '8 Investigates', 'Sports', 'Traffic', 'Community', 'Contests',
                                  'Video'])))
    ctx.part('weather_widget')
    if ctx.chance(0.6):
        ctx.part('alert_bar')
        H.append('<div class="alert-banner alert-banner--weather" role="alert"><span class="alert-banner__label">Weather '
                 'Alert</span> <a class="alert-banner__link" href="/weather/alerts/">Wind Advisory in effect for 6 '
                 'counties until 7 p.m.</a></div>')
    H.append('<main class="site-main"><div class="site-main__inner"><article class="article-wrapper">')
    ctx.part('kicker', 'byline', 'date')
    upd = ctx.chance(0.6)
    if upd:
        ctx.part('updated')
    H.append('<header class="article-header"><div class="article-tags"><a class="article-tag" href="/news/%s/">%s</a></div>'
             '<h1 class="article-title">%s</h1><div class="article-meta"><p class="article-authors">by: <a '
             'href="/author/%s/">%s</a></p><p class="article-dates"><span class="article-dates__label">Posted:</span> '
             '<time datetime="%s">%s / %s %s</time>%s</p></div></header>'
             % (slugify(ctx.sec), esc(ctx.sec), esc(s['h']), slugify(ctx.author), esc(ctx.author),
                iso(ctx.site, ctx.dt), ctx.dt.strftime('%b ') + '%d, %d' % (ctx.dt.day, ctx.dt.year),
                '%02d:%02d %s' % (ctx.dt.hour % 12 or 12, ctx.dt.minute, 'AM' if ctx.dt.hour < 12 else 'PM'), tz,
                (' <span class="article-dates__label">Updated:</span> <time datetime="%s">%s / %s %s</time>'
                 % (iso(ctx.site, ctx.upd), ctx.upd.strftime('%b ') + '%d, %d' % (ctx.upd.day, ctx.upd.year),
                    '%02d:%02d %s' % (ctx.upd.hour % 12 or 12, ctx.upd.minute, 'AM' if ctx.upd.hour < 12 else 'PM'), tz))
                if upd else ''))
    ctx.part('share_top')
    H.append('<div class="article-share"><span class="article-share__label">SHARE</span><ul class="article-share__list">%s'
             '</ul></div>' % ''.join('<li><a class="article-share__link article-share__link--%s" href="%s" '
                                     'target="_blank" aria-label="Share on %s"></a></li>' % (k, uu, n)
                                     for n, uu, k in share_targets(ctx)[:3]))
    if ctx.chance(0.5):
        ctx.part('video_player')
        H.append('<div class="article-featured-media article-featured-media--video"><div class="jw-player-wrapper" '
                 'data-playlist="%s"><div id="jwplayer_%s"></div></div></div>' % (hx(ctx.n, n=8), hx(ctx.n, 'jw', n=8)))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="article-featured-media"><img src="%s" alt="" width="1280" height="720"><figcaption '
                 'class="article-featured-media-caption">%s <span class="article-featured-media-caption__credit">(%s)'
                 '</span></figcaption></figure>' % (esc(hero), esc(s['cap']), esc(s.get('credit') or '')))

    def rm():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return '<p><strong>READ MORE:</strong> <a href="%s">%s</a></p>' % (esc(it['url'].replace(b, '')), esc(it['title']))

    def latest():
        ctx.part('inline_related')
        items = ctx.others(3)
        return ('<div class="article-list article-list--inline"><h2 class="article-list__heading">Latest Headlines</h2>'
                '<ul class="article-list__list">%s</ul></div>'
                % ''.join('<li class="article-list__article"><a class="article-list__article-link" href="%s">%s</a></li>'
                          % (esc(it['url'].replace(b, '')), esc(it['title'])) for it in items))

    def ad():
        ctx.part('inline_ad')
        return '<div class="ad-unit ad-unit--in-article" data-ad-unit="mid-article"><span>Advertisement</span></div>'
    ins = choose_inserts(ctx, [ad, rm, latest, ad], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins)
    if ctx.chance(0.7):
        ctx.part('copyright_line')
        body.append('<p><em>Copyright %d Nexstar Media Inc. All rights reserved. This material may not be published, '
                    'broadcast, rewritten, or redistributed.</em></p>' % ctx.dt.year)
    H.append('<div class="article-content article-body rich-text">%s</div>' % '\n'.join(body))
    H.append('</article>')
    if ctx.chance(0.9):
        ctx.part('related')
        items = ctx.others(rng.choice([4, 6, 8]), blurbs=rng.choice([0, 1]))
        H.append('<section class="article-list article-list--with-header"><h2 class="article-list__heading">'
                 '<span>Trending Stories</span></h2><div class="article-list__content">%s</div></section>' % ''.join(
                     '<article class="article-list__article"><a class="article-list__article-link" href="%s"><figure '
                     'class="article-list__article-thumb"><img src="%s" alt=""></figure><h3 class="article-list__'
                     'article-title">%s</h3>%s</a><time class="article-list__article-date" datetime="%s">%s</time>'
                     '</article>' % (esc(it['url'].replace(b, '')), esc(it['img']), esc(it['title']),
                                     '<p class="article-list__article-excerpt">%s</p>' % esc(it['blurb'])
                                     if it['blurb'] else '', iso(ctx.site, it['date']),
                                     '%d hours ago' % rng.randint(2, 23) if rng.random() < 0.5 else
                                     it['date'].strftime('%b ') + str(it['date'].day)) for it in items))
    if ctx.chance(0.6):
        ctx.part('newsletter_box')
        H.append('<section class="newsletter-signup"><h2 class="newsletter-signup__title">Get the latest news delivered '
                 'to your inbox</h2><form class="newsletter-signup__form"><input type="email" placeholder="Email address">'
                 '<button type="submit">Sign Up</button></form><p class="newsletter-signup__legal">By signing up, you '
                 'agree to our Terms of Use and acknowledge our Privacy Policy.</p></section>')
    H.append('</div></main>')
    ctx.part('footer')
    H.append('<footer class="site-footer"><div class="site-footer__inner"><div class="site-footer__logo">%s</div><ul '
             'class="site-footer__links"><li><a href="/contact/">Contact Us</a></li><li><a href="/about/">About Us</a></li>'
             '<li><a href="/jobs/">Jobs at KXRT</a></li><li><a href="/fcc-public-file/">FCC Public File</a></li><li><a '
             'href="/eeo-report/">EEO Report</a></li><li><a href="/closed-captioning/">Closed Captioning</a></li><li><a '
             'href="/privacy-policy/">Privacy Policy</a></li><li><a href="/terms-of-use/">Terms of Use</a></li></ul><p '
             'class="site-footer__copyright">&copy; 1998 - %d Nexstar Media Inc. | All Rights Reserved.</p></div></footer>'
             % (esc(ctx.site['name']), ctx.dt.year))
    if ctx.chance(0.5):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script src="%s/wp-content/themes/nexstar/client/build/js/main.js?ver=%s" defer></script></body></html>'
             % (b, hx(ctx.n, n=8)))
    return '\n'.join(H)


def localtv_gray(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/%04d/%02d/%02d/%s/' % (b, d.year, d.month, d.day, slug)

    def im(key, kind):
        return 'https://gray-wnbq-prod.gtv-cdn.com/resizer/v2/%s.jpg?auth=%s&width=%d&height=%d&smart=true' % (
            hx(key, kind, n=26).upper(), hx(key, n=40), 1200 if kind == 'hero' else 400, 675 if kind == 'hero' else 225)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    tz = tzinfo(ctx.site, ctx.dt)[1]
    sc = lambda n: 'default__StyledText-sc-%s-0 %s' % (hx('gray', n, n=7), hx('cls', n, n=6))
    H = [head(ctx, s['h'], css=[], ld=article_ld(ctx, 'NewsArticle', image=hero), image=hero,
              extra='<style>.%s{font-family:Roboto}</style>' % hx('cls', 1, n=6))]
    H.append('<body><div id="fusion-app">')
    ctx.part('header', 'nav')
    H.append('<header class="site-header"><div class="nav-bar"><button class="nav-bar__menu" aria-label="Menu"></button><a '
             'class="nav-bar__logo" href="/"><img src="/pf/resources/images/logo-wnbq.png" alt="WNBQ"></a><a '
             'class="nav-bar__live" href="/livestream/">Watch Live</a><a class="nav-bar__weather" href="/weather/">%d&deg;'
             '</a></div><nav class="section-nav"><ul>%s</ul></nav></header>'
             % (rng.randint(30, 60), ''.join('<li><a href="/%s/">%s</a></li>' % (slugify(t), esc(t)) for t in
                                             ['News', 'Weather', 'First Alert Weather', 'Sports', 'Investigates',
                                              'Community', 'Newsletters', 'Video'])))
    H.append('<main class="layout-main"><div class="article-container"><article class="article">')
    ctx.part('byline', 'date')
    H.append('<h1 class="headline__text headline">%s</h1>' % esc(s['h']))
    H.append('<div class="byline"><span class="author-name">By <a href="/authors/%s/">%s</a></span></div><div '
             'class="published-date-time">Published: %s at %s %s</div>%s'
             % (slugify(ctx.author), esc(ctx.author), ctx.dt.strftime('%b. ') + '%d, %d' % (ctx.dt.day, ctx.dt.year),
                ampm(ctx.dt, 'AM'), tz, '<div class="updated-date-time">Updated: %s</div>' % rng.choice(
                    ['2 hours ago', '3 hours ago', '%s at %s %s' % (ctx.upd.strftime('%b. ') + str(ctx.upd.day),
                                                                   ampm(ctx.upd, 'AM'), tz)])))
    if ctx.chance(0.7):
        ctx.part('share_top')
        H.append('<div class="share-bar"><button aria-label="Share on Facebook" class="share-button facebook"></button>'
                 '<button aria-label="Share on X" class="share-button twitter"></button><button aria-label="Share via '
                 'Email" class="share-button email"></button></div>')
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="lead-art"><img class="image" src="%s" alt="%s"><figcaption class="caption"><span '
                 'class="caption-text">%s</span><span class="credit">(%s)</span></figcaption></figure>'
                 % (esc(hero), esc(s['cap']), esc(s['cap']), esc(s.get('credit') or '')))

    def ad():
        ctx.part('inline_ad')
        return ('<div class="arc_ad | box-300x250 ad-inline"><div class="arcad_label">Advertisement</div>'
                '<div id="arcad-feature-%s"></div></div>' % hx(rng.random(), n=6))

    def rel():
        ctx.part('inline_related')
        it = ctx.others(1)[0]
        return ('<p class="%s body-paragraph"><b>RELATED:</b> <a href="%s">%s</a></p>'
                % (sc(1), esc(it['url'].replace(b, '')), esc(it['title'])))
    ins = choose_inserts(ctx, [ad, rel], maxn=rng.choice([1, 2]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(p='<p class="%s body-paragraph">{}</p>' % sc(1),
                                                    h='<h2 class="%s body-header">{}</h2>' % sc(2)))
    ctx.part('copyright_line')
    body.append('<p class="%s body-paragraph">Copyright %d WNBQ. All rights reserved.</p>' % (sc(1), ctx.dt.year))
    H.append('<div class="article-body">%s</div>' % '\n'.join(body))
    if ctx.chance(0.6):
        ctx.part('newsletter_box')
        H.append('<div class="newsletter-promo"><p class="newsletter-promo__title">Stay up to date with WNBQ newsletters'
                 '</p><p>Get the latest local news, weather and sports sent straight to your inbox.</p><a '
                 'href="/newsletters/" class="newsletter-promo__button">Sign up</a></div>')
    H.append('</article>')
    ctx.part('latest_news')
    items = ctx.others(rng.choice([5, 7]))
    H.append('<aside class="rail"><div class="list-container"><h2 class="list-title">Latest News</h2><ul class="list">%s'
             '</ul></div>' % ''.join('<li class="list-item"><a href="%s"><h3 class="headline">%s</h3></a><div '
                                     'class="timestamp">Updated: %s</div></li>'
                                     % (esc(it['url'].replace(b, '')), esc(it['title']),
                                        rng.choice(['%d hours ago' % rng.randint(1, 12), ampm(it['date'], 'AM')]))
                                     for it in items))
    if ctx.chance(0.7):
        ctx.part('sidebar_most_read')
        items = ctx.others(5)
        H.append('<div class="list-container"><h2 class="list-title">Most Read</h2><ol class="list">%s</ol></div>'
                 % ''.join('<li class="list-item"><a href="%s"><h3 class="headline">%s</h3></a></li>'
                           % (esc(it['url'].replace(b, '')), esc(it['title'])) for it in items))
    H.append('</aside></div></main>')
    ctx.part('footer')
    H.append('<footer class="site-footer"><div class="footer-logo"><img src="/pf/resources/images/logo-wnbq.png" '
             'alt="WNBQ"></div><address>WNBQ<br>1400 Broadcast Plaza<br>Oak Falls<br>Station: (555) 555-0166</address>'
             '<ul class="footer-links"><li><a href="/contact/">Contact Us</a></li><li><a href="/fcc-applications/">FCC '
             'Applications</a></li><li><a href="https://gray.tv/fcc-public-file">Public Inspection File</a></li><li><a '
             'href="https://gray.tv/privacy">Privacy Policy</a></li><li><a href="https://gray.tv/terms">Terms of Service'
             '</a></li><li><a href="/digital-advertising/">Digital Advertising</a></li></ul><p>A Gray Local Media Station '
             '&copy; %d Gray Media Group, Inc.</p></footer>' % ctx.dt.year)
    H.append('</div><script>window.Fusion=window.Fusion||{};Fusion.arcSite="wnbq";</script></body></html>')
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Trade magazines: styled-components (sc) / Tailwind (tw)
# ---------------------------------------------------------------------------
def t_trade(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base
    tw = s.get('var') == 'tw'

    def u(slug, d, sec):
        return '%s/%s/article/%d/%s' % (b, slugify(sec or ctx.sec), num(slug, lo=22900000, hi=22999999), slug)

    def im(key, kind):
        return 'https://img.%s/files/base/%s/%s.jpg?auto=format%%2Ccompress&w=%d' % (
            ctx.domain.replace('www.', ''), ctx.s['site'], hx(key, kind, n=24), 1200 if kind == 'hero' else 320)
    ctx.url_fn, ctx.image_fn = u, im
    ctx.url = u(ctx.slug, ctx.dt, None)
    hero = ctx.img_url(ctx.slug, 'hero') if s.get('cap') else None
    if tw:
        C = dict(header='sticky top-0 z-40 border-b border-gray-200 bg-white',
                 hin='mx-auto flex max-w-7xl items-center justify-between px-4 py-3',
                 logo='text-2xl font-black tracking-tight text-orange-600', nav='hidden gap-6 text-sm font-semibold '
                 'uppercase text-gray-700 lg:flex', main='mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-8 '
                 'lg:grid-cols-12', art='lg:col-span-8', kicker='text-xs font-bold uppercase tracking-widest '
                 'text-orange-600', h1='mt-2 text-3xl font-extrabold leading-tight text-gray-900 md:text-4xl',
                 dek='mt-3 text-lg text-gray-600', meta='mt-4 flex flex-wrap items-center gap-x-3 text-sm text-gray-500',
                 fig='mt-6', cap='mt-2 text-xs text-gray-500', body='prose prose-lg mt-8 max-w-none prose-a:text-orange-700',
                 p='', h='', tags='mt-8 flex flex-wrap gap-2', tag='rounded-full bg-gray-100 px-3 py-1 text-xs font-medium '
                 'text-gray-700', aside='lg:col-span-4 space-y-8', box='rounded-lg border border-gray-200 p-5',
                 boxh='text-sm font-bold uppercase tracking-wide text-gray-900', item='border-b border-gray-100 py-3',
                 ititle='text-base font-semibold leading-snug text-gray-900 hover:text-orange-700',
                 idate='mt-1 text-xs text-gray-500', footer='mt-16 bg-gray-900 text-gray-300',
                 fin='mx-auto max-w-7xl px-4 py-10 text-sm', ad='my-8 flex justify-center bg-gray-50 py-6 text-xs '
                 'uppercase tracking-wider text-gray-400', cta='my-10 rounded-xl bg-orange-50 p-6')
    else:
        def scn(name):
            return 'sc-%s-%d %s' % (hx(name, n=6), num(name, lo=0, hi=4), hx(name, 'c', n=6))
        C = dict((k, scn(k)) for k in ['header', 'hin', 'logo', 'nav', 'main', 'art', 'kicker', 'h1', 'dek', 'meta',
                                       'fig', 'cap', 'body', 'p', 'h', 'tags', 'tag', 'aside', 'box', 'boxh', 'item',
                                       'ititle', 'idate', 'footer', 'fin', 'ad', 'cta'])
    H = [head(ctx, '%s | %s' % (s['h'], ctx.site['name']),
              css=[b + '/_next/static/css/%s.css' % hx(ctx.n, n=16)] if tw else [],
              ld=article_ld(ctx, rng.choice(['NewsArticle', 'Article']), image=hero), image=hero,
              extra='' if tw else '<style data-styled="active" data-styled-version="5.3.11">.%s{font-size:2.25rem;'
                                  'line-height:1.15;}</style>' % C['h1'].split()[1])]
    H.append('<body%s><div id="__next">' % (' class="bg-white font-sans antialiased"' if tw else ''))
    ctx.part('header', 'nav')
    H.append('<header class="%s"><div class="%s"><a class="%s" href="/">%s</a><nav class="%s">%s</nav><a href="/subscribe" '
             'class="%s">Subscribe to the magazine</a></div></header>'
             % (C['header'], C['hin'], C['logo'], esc(ctx.site['name']), C['nav'],
                ''.join('<a href="%s">%s</a>' % (esc(x[1].replace(b, '')), esc(x[0])) for x in menu(ctx, False)),
                'rounded bg-orange-600 px-4 py-2 text-sm font-semibold text-white' if tw else C['cta']))
    H.append('<main class="%s"><article class="%s">' % (C['main'], C['art']))
    ctx.part('kicker', 'byline', 'date')
    H.append('<div class="%s"><a href="/%s">%s</a></div><h1 class="%s">%s</h1>%s<div class="%s"><span>%s <a '
             'href="/contributors/%s">%s</a></span><span aria-hidden="true">|</span><time datetime="%s">%s</time>%s</div>'
             % (C['kicker'], slugify(ctx.sec), esc(ctx.sec), C['h1'], esc(s['h']),
                '<p class="%s">%s</p>' % (C['dek'], esc(s['dek'])) if s.get('dek') else '', C['meta'], 'By',
                slugify(ctx.author), esc(ctx.author), iso(ctx.site, ctx.dt), fdate(ctx.dt, 'en', 'long'),
                '<span aria-hidden="true">|</span><span>%d min read</span>' % ctx.read_min if ctx.chance(0.6) else ''))
    if hero:
        ctx.part('hero_image', 'caption')
        H.append('<figure class="%s"><img src="%s" alt="%s" width="1200" height="675"><figcaption class="%s">%s</figcaption>'
                 '</figure>' % (C['fig'], esc(hero), esc(s['cap']), C['cap'], cap_text(ctx, 'space')))

    def ad():
        ctx.part('inline_ad')
        return '<div class="%s" data-ad="inline"><span>Advertisement</span></div>' % C['ad']

    def rel():
        ctx.part('inline_read_also')
        it = ctx.others(1)[0]
        return ('<p%s><strong>Related:</strong> <a href="%s">%s</a></p>'
                % (' class="%s"' % C['p'] if C['p'] else '', esc(it['url'].replace(b, '')), esc(it['title'])))

    def nl():
        ctx.part('inline_newsletter')
        return ('<div class="%s"><p><strong>Get %s in your inbox.</strong> Our free weekly newsletter covers the news '
                'operations leaders need.</p><form><input type="email" placeholder="Work email"><button type="submit">'
                'Subscribe</button></form></div>' % (C['cta'], esc(ctx.site['name'])))
    ins = choose_inserts(ctx, [ad, rel, nl, ad], maxn=rng.choice([1, 2, 3]))
    body = render_blocks(ctx, inserts=ins, fmt=dict(p='<p class="%s">{}</p>' % C['p'] if C['p'] else '<p>{}</p>',
                                                    h='<h2 class="%s">{}</h2>' % C['h'] if C['h'] else '<h2>{}</h2>'))
    H.append('<div class="%s">%s</div>' % (C['body'], '\n'.join(body)))
    if ctx.tags:
        ctx.part('tags')
        H.append('<div class="%s">%s</div>' % (C['tags'], ''.join('<a class="%s" href="/topics/%s">%s</a>'
                                                                   % (C['tag'], slugify(t), esc(t)) for t in ctx.tags)))
    if ctx.chance(0.6):
        ctx.part('author_bio')
        H.append('<div class="%s"><p class="%s">About the Author</p><p><strong>%s</strong></p><p>%s</p></div>'
                 % (C['box'], C['boxh'], esc(ctx.author), esc(author_bio(ctx))))
    if ctx.chance(0.7):
        ctx.part('related')
        items = ctx.others(rng.choice([3, 4]), blurbs=rng.choice([1, 2]))
        H.append('<section class="%s"><h2 class="%s">Related</h2>%s</section>'
                 % (C['box'], C['boxh'], ''.join('<div class="%s"><a class="%s" href="%s">%s</a><p>%s</p><p class="%s">%s'
                                                 '</p></div>' % (C['item'], C['ititle'], esc(it['url'].replace(b, '')),
                                                                 esc(it['title']), esc(it['blurb']), C['idate'],
                                                                 fdate(it['date'], 'en', 'long')) for it in items)))
    H.append('</article>')
    ctx.part('sidebar', 'sidebar_most_read')
    items = ctx.others(5)
    side = ('<section class="%s"><h2 class="%s">Most Read</h2><ol>%s</ol></section>'
            % (C['box'], C['boxh'], ''.join('<li class="%s"><a class="%s" href="%s">%s</a></li>'
                                            % (C['item'], C['ititle'], esc(it['url'].replace(b, '')), esc(it['title']))
                                            for it in items)))
    if ctx.chance(0.6):
        ctx.part('events_box')
        side += ('<section class="%s"><h2 class="%s">Upcoming Webinar</h2><p>%s</p><a href="/webinars">Register now</a>'
                 '</section>' % (C['box'], C['boxh'], 'Navigating peak season: labor, automation and carrier capacity'
                                 if not tw else 'Building faster: Panelization and off-site framing in 2024'))
    H.append('<aside class="%s">%s<div class="%s"><span>Advertisement</span></div></aside>' % (C['aside'], side, C['ad']))
    H.append('</main>')
    ctx.part('footer')
    H.append('<footer class="%s"><div class="%s"><p><strong>%s</strong></p><p>%s</p><nav><a href="/about">About Us</a> '
             '<a href="/advertise">Advertise</a> <a href="/subscribe">Subscribe</a> <a href="/privacy">Privacy Policy</a>'
             ' <a href="/terms">Terms of Use</a></nav><p>%s</p></div></footer>'
             % (C['footer'], C['fin'], esc(ctx.site['name']), esc(ctx.site.get('about', '')),
                esc(copyright_line(ctx, ctx.site['name'] + ' / Endeavor Trade Media' if not tw else None))))
    H.append('</div>')
    if ctx.chance(0.6):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"id":%d}},"page":"/[section]/'
             'article/[id]/[slug]","buildId":"%s"}</script></body></html>' % (num(ctx.slug, lo=22900000, hi=22999999),
                                                                            hx(ctx.n, n=21)))
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# Press-release wire (PR Newswire-like)
# ---------------------------------------------------------------------------
def t_wire(ctx):
    s, L, rng = ctx.s, ctx.L, ctx.rng
    b = ctx.base

    def u(slug, d, sec):
        return '%s/news-releases/%s-%d.html' % (b, slug, num(slug, lo=302100000, hi=302299999))
    ctx.url_fn, ctx.image_fn = u, (lambda key, kind: 'https://mma.businessnewsline.com/media/%d/%s.jpg' % (
        num(key, lo=2300000, hi=2399999), slugify(key, maxw=3)))
    ctx.url = u(slugify(s['h'], maxw=16), ctx.dt, None)
    company = ctx.author
    H = [head(ctx, s['h'], css=[b + '/content/dam/bnl/css/release.min.css'],
              ld=article_ld(ctx, 'NewsArticle', extra={'author': {'@type': 'Organization', 'name': company}}),
              site_name='BusinessNewsline')]
    H.append('<body class="release-page">')
    ctx.part('header', 'nav')
    H.append('<header class="main-header"><div class="container"><a class="navbar-brand" href="/"><img '
             'src="/content/dam/bnl/logo.svg" alt="BusinessNewsline"></a><ul class="nav navbar-nav">%s</ul><div '
             'class="header-actions"><a class="btn btn-primary" href="/account/register/">Send a Release</a><a '
             'href="/account/login/">Sign in</a></div></div></header>'
             % ''.join('<li><a href="/%s/">%s</a></li>' % (slugify(t), esc(t)) for t in MENUS['en_wire']))
    ctx.part('breadcrumbs')
    H.append('<div class="container"><ol class="breadcrumb"><li><a href="/">News</a></li><li><a href="/news-releases/'
             '%s/">%s</a></li><li class="active">%s</li></ol></div>'
             % (slugify(ctx.sec), esc(ctx.sec), esc(s['h'][:60] + ('...' if len(s['h']) > 60 else ''))))
    H.append('<article class="news-release inline-gallery-template"><header class="container release-header"><div '
             'class="row"><div class="col-sm-12 col-lg-10 col-lg-offset-1">')
    H.append('<h1>%s</h1>' % esc(s['h']))
    if s.get('dek'):
        H.append('<p class="subtitle">%s</p>' % esc(s['dek']))
    ctx.part('byline', 'date')
    H.append('<div class="row"><div class="col-lg-8 col-md-8 col-sm-7 swaping-class-left"><p class="mb-no">News provided by'
             '</p><a class="news-release-source" href="/news/%s/" title="%s">%s</a><p class="mb-no">%s, %02d:%02d ET</p>'
             '</div><div class="col-lg-4 col-md-4 col-sm-5 swaping-class-right"><div class="social-share">'
             '<span>Share this article</span>%s</div></div></div>'
             % (slugify(company), esc(company), esc(company), ctx.dt.strftime('%b %d, %Y'), ctx.dt.hour, ctx.dt.minute,
                ''.join('<a class="social-share-link %s" href="%s" target="_blank" title="Share on %s"></a>'
                        % (k, uu, n) for n, uu, k in share_targets(ctx)[:3])))
    ctx.part('share_top')
    H.append('</div></div></header>')
    if ctx.chance(0.5):
        ctx.part('hero_image')
        H.append('<section class="release-multimedia container"><div class="row"><div class="col-sm-10 col-sm-offset-1">'
                 '<img src="%s" alt="%s logo" class="img-responsive"></div></div></section>'
                 % (esc(ctx.img_url(company, 'logo')), esc(company)))
    # body: dateline paragraph gets xn-location spans
    blocks = render_blocks(ctx, fmt=dict(p='<p>{}</p>', h='<p><b>{}</b></p>', ul='<ul type="disc">{}</ul>'),
                           link_attrs=' target="_blank" rel="nofollow"')
    first = blocks[0]
    m = re.match(r'<p>([A-Z .]+), ([A-Z][a-z]+\.? \d+, \d{4}) /BusinessNewsline/ -- ', first)
    if m:
        first = first.replace(m.group(0), '<p><span class="legendSpanClass"><span class="xn-location">%s</span></span>, '
                                          '<span class="legendSpanClass"><span class="xn-chron">%s</span></span> '
                                          '/BusinessNewsline/ -- ' % (m.group(1), m.group(2)), 1)
        blocks[0] = first
    H.append('<section class="release-body container "><div class="row"><div class="col-lg-10 col-lg-offset-1">%s'
             % '\n'.join(blocks))
    ctx.part('source_line')
    H.append('<p>SOURCE %s</p>' % esc(company))
    H.append('</div></div></section>')
    if ctx.chance(0.7):
        ctx.part('related')
        items = ctx.others(3)
        H.append('<section class="container related-news"><div class="row"><div class="col-lg-10 col-lg-offset-1"><h3>Latest news releases</h3><div class="row">%s</div></div></div></section>'
                 % ''.join('<div class="col-sm-4 card"><a class="newsreleaseconsolidatelink" href="%s"><small>%s, %02d:%02d'
                           ' ET</small><h3>%s</h3></a></div>' % (esc(it['url'].replace(b, '')),
                                                                  it['date'].strftime('%b %d, %Y'), it['date'].hour,
                                                                  it['date'].minute, esc(it['title'])) for it in items))
    if ctx.tags:
        ctx.part('tags')
        H.append('<section class="container release-topics"><div class="row"><div class="col-lg-10 col-lg-offset-1"><h3>'
                 'Explore</h3><div class="featured-topics">%s</div></div></div></section>'
                 % ''.join('<a class="topic-link" href="/news-releases/%s-list/">%s</a>' % (slugify(t), esc(t))
                           for t in ctx.tags))
    H.append('</article>')
    if ctx.chance(0.8):
        ctx.part('latest_news')
        items = ctx.others(rng.choice([4, 6]), blurbs=1)
        H.append('<section class="container more-releases"><h3>News Releases in Similar Topics</h3><div class="row">%s</div>'
                 '</section>' % ''.join('<div class="col-sm-6 card-list-hr"><a href="%s"><small>%s</small><h3>%s</h3>'
                                         '<p class="remove-outline">%s</p></a></div>'
                                         % (esc(it['url'].replace(b, '')), it['date'].strftime('%b %d, %Y, %H:%M ET'),
                                            esc(it['title']), esc(it['blurb'])) for it in items))
    ctx.part('footer')
    H.append('<footer class="main-footer"><div class="container"><div class="row"><div class="col-sm-3"><h4>Contact</h4>'
             '<p>888-555-0199<br>from 8 AM - 10 PM ET</p></div><div class="col-sm-3"><h4>Products</h4><ul><li><a '
             'href="/distribution/">Distribution</a></li><li><a href="/monitoring/">Media Monitoring</a></li></ul></div>'
             '<div class="col-sm-3"><h4>About</h4><ul><li><a href="/about/">About BusinessNewsline</a></li><li><a '
             'href="/careers/">Careers</a></li></ul></div><div class="col-sm-3"><h4>Legal</h4><ul><li><a href="/terms/">'
             'Terms of Use</a></li><li><a href="/privacy/">Privacy Policy</a></li><li><a href="/cookies/">Cookie '
             'Settings</a></li></ul></div></div><p class="copyright">&copy; %d BusinessNewsline. All Rights Reserved.</p>'
             '</div></footer>' % ctx.dt.year)
    if ctx.chance(0.6):
        H.append(cookie_banner(ctx, 'onetrust'))
    H.append('<script src="/etc/designs/bnl/js/release.min.js"></script></body></html>')
    return '\n'.join(H)


# ---------------------------------------------------------------------------
# main / verification
# ---------------------------------------------------------------------------
class VisibleText(HTMLParser):
    SKIP = {'script', 'style', 'noscript', 'template', 'head', 'title', 'svg'}
    VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}
    CHECK = {'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'ul', 'ol', 'figure', 'form',
             'table', 'blockquote', 'figcaption', 'span', 'a', 'h1', 'h2', 'h3', 'h4', 'li', 'button', 'label'}

    def __init__(self):
        HTMLParser.__init__(self, convert_charrefs=True)
        self.parts = []
        self.skip = 0
        self.stack = []
        self.errors = []

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        if tag in self.CHECK:
            self.stack.append(tag)
        if tag in ('br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'td', 'tr'):
            self.parts.append('\n')

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        if tag in self.CHECK:
            if self.stack and self.stack[-1] == tag:
                self.stack.pop()
            else:
                self.errors.append('unexpected </%s> (open: %s)' % (tag, '/'.join(self.stack[-4:])))
                if tag in self.stack:
                    while self.stack and self.stack.pop() != tag:
                        pass

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def visible_text(doc):
    p = VisibleText()
    p.feed(doc)
    p.close()
    return ''.join(p.parts), p.errors + (['unclosed: ' + '/'.join(p.stack)] if p.stack else [])


def words_in_order(truth, vis):
    hay = re.sub(r'\s+', '', vis)
    pos = 0
    for w in truth.split():
        j = hay.find(w, pos)
        if j < 0:
            return False, w
        pos = j + len(w)
    return True, None


TEMPLATES = {}


def register():
    g = globals()
    for k, v in list(g.items()):
        if k.startswith('t_') and callable(v):
            TEMPLATES[k[2:]] = v


def main():
    register()
    os.makedirs(OUT_PAGES, exist_ok=True)
    truth_lines, meta_lines = [], []
    problems = []
    groups = {'<1000': 0, '1000-2000': 0, '2000-4000': 0, '4000+': 0}
    langs = {}
    tpls = {}
    declared = 0
    for s in sorted(STORIES, key=lambda x: x['n']):
        ctx = Ctx(s)
        fn = TEMPLATES.get(s['tpl'])
        if fn is None:
            raise SystemExit('no template for %r' % s['tpl'])
        doc = fn(ctx)
        with open(os.path.join(OUT_PAGES, ctx.id + '.html.gz'), 'wb') as raw:
            with gzip.GzipFile(filename='', mode='wb', fileobj=raw, mtime=0) as fh:
                fh.write(doc.encode('utf-8'))
        truth_lines.append(json.dumps({'id': ctx.id, 'url': ctx.url, 'source': 'wcxb', 'split': 'dev',
                                       'page_type': 'article', 'text': ctx.truth, 'with': [], 'without': []},
                                      ensure_ascii=False))
        meta_lines.append(json.dumps({'id': ctx.id, 'tpl': s['tpl'], 'lang': s['lang'], 'declared': bool(s['decl']),
                                      'parts': ctx.parts}, ensure_ascii=False))
        # verification
        with gzip.open(os.path.join(OUT_PAGES, ctx.id + '.html.gz'), 'rb') as fh:
            back = fh.read().decode('utf-8')
        vis, errs = visible_text(back)
        ok, bad = words_in_order(ctx.truth, vis)
        if not ok:
            problems.append('%s: truth word not found in order: %r' % (ctx.id, bad))
        if errs:
            problems.append('%s: markup: %s' % (ctx.id, '; '.join(errs[:3])))
        low = back.lower()
        has_og_art = 'property="og:type" content="article"' in low
        has_ld = bool(re.search(r'"@type":\s*"(newsarticle|article|blogposting|reportagenewsarticle)"', low))
        has_micro = bool(re.search(r'itemtype="https?://schema.org/(newsarticle|article|blogposting)"', low))
        if not s['decl'] and has_micro:
            problems.append('%s: undeclared page has article microdata' % ctx.id)
        if s['decl'] and not (has_og_art or has_ld):
            problems.append('%s: declared but no og:article/json-ld' % ctx.id)
        if not s['decl'] and (has_og_art or has_ld):
            problems.append('%s: undeclared but declares' % ctx.id)
        if not ctx.url.startswith('https://' + ctx.domain + '/') or len(ctx.url) <= len('https://' + ctx.domain + '/'):
            problems.append('%s: bad url %s' % (ctx.id, ctx.url))
        L = len(ctx.truth)
        g = '<1000' if L < 1000 else '1000-2000' if L < 2000 else '2000-4000' if L < 4000 else '4000+'
        groups[g] += 1
        langs[s['lang']] = langs.get(s['lang'], 0) + 1
        tpls[s['tpl']] = tpls.get(s['tpl'], 0) + 1
        declared += bool(s['decl'])
    with open(os.path.join(OUT, 'truth.jsonl'), 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(truth_lines) + '\n')
    with open(os.path.join(OUT, 'meta.jsonl'), 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(meta_lines) + '\n')
    print('pages written:', len(truth_lines))
    print('length groups:', groups)
    print('languages:', langs)
    print('declared: %d/%d' % (declared, len(truth_lines)))
    print('templates:', tpls)
    if problems:
        print('PROBLEMS:')
        for p in problems:
            print('  ' + p)
        sys.exit(1)
    print('verification OK')


if __name__ == '__main__':
    main()
