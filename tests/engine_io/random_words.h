#pragma once
// 800 Polish words (2 to 5 letters, from the SJP.pl word list), about a third of them with one
// of the black cards' letters, for random games with a real-looking dictionary that stays small,
// fast and the same on every machine.

namespace ps::engine::io::testing {

inline constexpr const char* kRandomGameWords = R"(
abaj acti aecką agawa agemo albeą albów aloes alozą alpak amidu animy antek aoidy apell
arc ariel arma asas asus atest atomy atria attyd auri bagów bakę bandę baon barwę baryt
basmo bawię bazię baśni beema betu betę bideł biesy biret biwak bobak bobru bogi bohor
bojer bolid boląc bomba bonki bonom book bopu borom bosym boziu braw briks broną brwi
brzył bubli buk buka buker bulba bulby bundą bunią butli butlą buźka bziku bzom bójki
błoga bździ cajgi cameo capie capy cas cash cechu cecie cedzą cele cepry cesjo cezu
chatę chało chi chią chodu chowa cioto cipko cipką cięli coble col cola colo come conto
corps crepę cri cug cymo czat czuje czuję dacij daino dainę dajko daję dane danom darią
darzą dasz dat dawna dawną dbały deble delio depot diar dictu dikką dimie dingi dinks
dirkę diw dojny dokom dokuł dolmą domuś donga dopić dotąd drab drip drum druty dubia
duce duda dulką dumek dupce dupna dutko duzi dwoin dwora dworu dybuk dychu dyrdy dyrę
dziab dziób dętko dłuż dżulu egida emce enaci endel epodu ergów erot esej esp etycy gady
garbu gasnę gazem geek gemm geny geter ghule gibał gliku ględę gnejs gnoju godną gojeń
golcu goląc gonie gonty goryl grach greżo gromi gron growa groń grzęd guira gusli guźca
gwarz gzice gzów głąba hair halaw harab haską hatha haty heksy herę hioba hobo holik
homie hordo hosty howee hoyo hubar hyr hyrni hyrów idein ikro ileś ilu imid istrą itede
izb izbin izbo jadzę japa jebmy jecie jełcy jełki jolki jongu jotka kacza kadrę kaem
kaesy kaida kale kalli kanar kapmy kappą kapra karci karzą kat kawia kazbo kaźmy keja
kilem kilom kina kiosk kirka kishu klapo klikę klitę klony klukę kmd knaga knigę koati
kojo kolką kolą kombi kopr korz kosić kosz kośny kpiny krytą krzów krępi ksera kubu
kulał kuna kuoki kurne kwagi kwaka kępkę kłują lalo lanie lanug lany las latań lażuj
leceń leciu leje lelka lenię lezę liczi lidu ligań limbo limbu linii link lisom litra
lms lny lobio locją lor lorom ludny lukał luksa lulką lwimi lśnij lśnił lżone mada mając
makru maleń malwę mancą manul maulu małpę melię menkę meos mews mełte mierz mieć miku
mikw minet miom mirzo mit mitrę miętę miłką miś mleko mlewu mlona mneme model modło
mogel mogoł mojką moner moro muczę mykwa myrrą mytce myłeś myśmy męt młóto nadam nadaw
nagna nagom nahaj nairą naorz napyl nart naspo naszą natię nań nec nelmy news nich ninjo
niton nog nogo noguj nożyc nursa nut nutki nutów nzw obiad obleć obrad obył obyż ocal
ocuci oczna odiów odwyk odzie ogni ogram okola okowy okurz olbor olchą omoku onkli opem
opero opiów opił opną opowi orlej oset osoba osobo osoli osłod otągi owcem owie owski
ozoja ozłoć ożłop pabu pacyn padaj padać paida pająk pakuj panam pant paprz patek pawic
pe pechy pelet pelit pelto piaty picz pielą pieza pikać pinie pisie pisma pismu piter
pizną pięt plajt plije plint pliso plótł pneum pobij pocę podje podmą podły poguj poi
poram poroń porta pound pracz pralń proce prod psiak psss pstra psyki publ pudru punku
pułki pytki pęka płoch płozi płu rabem radne rajce rajże rappa rasom ratel rauty rdza
recce rejs remat repy rewom rezus rkp rodne rodzi rojni rojno romea ropną rożek rubat
rudom rujo ruły rybio rybom rycin rypły ryłby rznij rólka sad sakro salką salw salą
sango sanny sanów sapa scatu sczep sepii sepią sesyj siecz sile silże siwże skarg skarż
skibą sklej skuto slik smaga smary smolę smucę smukw snaki snuł soda solar sona sony
sopor spiek spiję spoko spon spód spóle spłyń step stera stupo stęp subnę super swarę
syci sycon sycz sypcy sytej szemą szeru sziwę szum szuru szwei sądom słowo słój tajgi
takkę takoż tamu tapla tarć tatki tatłą tańce taśma taśmy teksy tenit teruj themo tiony
tipsy tleny tlą tnąc tobym tonkę topom torem toruj tour traso ts tsuby tumbę tut tutka
tułać tweed twoją tybel tycie tygli tyką tąpie tąpią tę ubiję uboju udać udały udecy
udoić uggom ugrał uha ujrzą ukuły ule ulgi umb umbra umyta unitu upij urną urson urta
uryć usuń utyją uwału uwolu wangi waszą wału wdano wdusi weget wetu wgra wiciu wilgo
winty wioch woj wojaż wolut wonie wołam wołał wpiją wrono wrącą wujem wykip wykpi wymaż
wysół wytrą wyłam wódo węglu węzie wżera zadem zakip zamia zamki zaumu zecy zera zerwą
zgubę zgód zieje zleję zlimu zmazę zmorę zmyć znane znosy zoli zowąd zołzy zołą zrycz
zryje zsuwa zsypu zwalę zwiej zwęgl zys zysom zębna złady złaję złów ąkłe ćmika ćmimy
łajce łajka łajn łakoć łanim łasoń ława łeż łomem łomy łubku łuk łupce łupną łupnę łuz
łychy łydo łyku łypać łyskę łyże łącka łżom ślesz śligo śliza św źr źrebi żabce żegna
żela żeni żniwo żołno żożob żuchw żule żylna)";

}  // namespace ps::engine::io::testing
