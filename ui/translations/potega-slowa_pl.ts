<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>CrashReports</name>
    <message>
        <source>Crash</source>
        <translation>Awaria</translation>
    </message>
    <message>
        <source>Potęga Słowa closed unexpectedly last time. We are sorry.

What happened is described in the report:
%1

Nothing was sent anywhere. To help us fix it, attach this file to a bug report. A game in progress was kept: you can resume it.</source>
        <translation>Ostatnim razem Potęga Słowa zamknęła się nieoczekiwanie. Przepraszamy.

Co się stało, opisuje raport:
%1

Nic nie zostało nigdzie wysłane. Aby pomóc nam naprawić błąd, dołącz ten plik do zgłoszenia. Rozpoczęta gra została zachowana: możesz ją wznowić.</translation>
    </message>
</context>
<context>
    <name>DictionaryLoader</name>
    <message>
        <source>The Polish dictionary (polish.dict) was not found. Build it with scripts/play.sh or set POTEGA_DICTIONARY to its path.</source>
        <translation>Nie znaleziono polskiego słownika (polish.dict). Zbuduj go poleceniem scripts/play.sh albo podaj jego ścieżkę w zmiennej POTEGA_DICTIONARY.</translation>
    </message>
    <message>
        <source>The dictionary cannot be used: %1</source>
        <translation>Nie można użyć słownika: %1</translation>
    </message>
    <message>
        <source>the file is missing</source>
        <translation>brak pliku</translation>
    </message>
    <message>
        <source>Your word list (%1) cannot be used: %2
The built-in dictionary is used instead; choose the list again in Settings → Dictionary.</source>
        <translation>Nie można użyć Twojej listy słów (%1): %2
Używany jest wbudowany słownik; listę można wybrać ponownie w Ustawienia → Słownik.</translation>
    </message>
    <message>
        <source>no dictionary</source>
        <translation>brak słownika</translation>
    </message>
    <message>
        <source>your word list %1</source>
        <translation>Twoja lista słów %1</translation>
    </message>
    <message>
        <source>the built-in dictionary</source>
        <translation>wbudowany słownik</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>nie można odczytać pliku</translation>
    </message>
    <message>
        <source>the file is not a Potęga Słowa dictionary</source>
        <translation>plik nie jest słownikiem Potęgi Słowa</translation>
    </message>
    <message>
        <source>the file was made for another version of the game</source>
        <translation>plik powstał dla innej wersji gry</translation>
    </message>
    <message>
        <source>the file is incomplete or has bytes past its end</source>
        <translation>plik jest niekompletny albo ma nadmiarowe bajty na końcu</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>plik jest uszkodzony</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>HistoryDatabase</name>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>plik jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the disk reported a read/write error</source>
        <translation>dysk zgłosił błąd odczytu/zapisu</translation>
    </message>
    <message>
        <source>the file is locked by another program</source>
        <translation>plik jest zablokowany przez inny program</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>plik jest uszkodzony</translation>
    </message>
    <message>
        <source>The game was not recorded: the game history is not available.</source>
        <translation>Gry nie zapisano: historia gier jest niedostępna.</translation>
    </message>
    <message>
        <source>The game was not recorded: the game history was made by a newer version of the app.</source>
        <translation>Gry nie zapisano: historię gier utworzyła nowsza wersja aplikacji.</translation>
    </message>
    <message>
        <source>The game history was damaged. It was moved aside as %1 and a new history was started with this game.</source>
        <translation>Historia gier była uszkodzona. Odłożono ją jako %1 i założono nową historię, zaczynając od tej gry.</translation>
    </message>
    <message>
        <source>The game could not be recorded in the history: %1. The game itself is not affected.</source>
        <translation>Nie udało się zapisać gry w historii: %1. Nie ma to wpływu na samą grę.</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>Nie udało się odczytać historii: %1</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Nie udało się zapisać pliku %1: %2</translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Historia gier jest niedostępna.</translation>
    </message>
    <message>
        <source>The game history could not be read: %1</source>
        <translation>Nie udało się odczytać historii gier: %1</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>nie można utworzyć folderu %1</translation>
    </message>
    <message>
        <source>no permission to write in the folder %1</source>
        <translation>brak uprawnień do zapisu w folderze %1</translation>
    </message>
    <message>
        <source>SQLite error %1</source>
        <translation>błąd SQLite %1</translation>
    </message>
    <message>
        <source>The game history (%1) cannot be opened: %2. Games are not recorded until that is put right; the history is tried again with the next game.</source>
        <translation>Nie można otworzyć historii gier (%1): %2. Gry nie są zapisywane, dopóki to się nie zmieni; przy następnej grze historia zostanie otwarta ponownie.</translation>
    </message>
    <message>
        <source>The game history was damaged. It was moved aside as %1 and a new history was started; the game goes on.</source>
        <translation>Historia gier była uszkodzona. Odłożono ją jako %1 i założono nową historię; gra toczy się dalej.</translation>
    </message>
    <message>
        <source>the game history is not available</source>
        <translation>historia gier jest niedostępna</translation>
    </message>
    <message>
        <source>the game history was made by a newer version of the app</source>
        <translation>historię gier utworzyła nowsza wersja aplikacji</translation>
    </message>
</context>
<context>
    <name>KeeperRows</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dzień</numerusform>
            <numerusform>%n dni</numerusform>
            <numerusform>%n dni</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 h</source>
        <translation>%1 %2 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>live, %1 a move</source>
        <translation>na żywo, %1 na ruch</translation>
    </message>
    <message>
        <source>live, no clock</source>
        <translation>na żywo, bez limitu czasu</translation>
    </message>
    <message>
        <source>correspondence, %1 a move</source>
        <translation>korespondencyjnie, %1 na ruch</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(wolne miejsce)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Czeka na %n gracza</numerusform>
            <numerusform>Czeka na %n graczy</numerusform>
            <numerusform>Czeka na %n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Czeka na: %1</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>czas minął</translation>
    </message>
    <message>
        <source>less than a minute left</source>
        <translation>została niecała minuta</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>zostało %1</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są już zajęte.</translation>
    </message>
    <message>
        <source>No such table waits for players.</source>
        <translation>Taki stół nie czeka na graczy.</translation>
    </message>
    <message>
        <source>The table server keeps as many tables as it may.</source>
        <translation>Serwer stołów prowadzi już tyle stołów, ile może.</translation>
    </message>
    <message>
        <source>The table server cannot save tables now; try later.</source>
        <translation>Serwer stołów nie może teraz zapisywać stołów; spróbuj później.</translation>
    </message>
    <message>
        <source>The table server did not understand the question.</source>
        <translation>Serwer stołów nie zrozumiał pytania.</translation>
    </message>
    <message>
        <source>The table server refused.</source>
        <translation>Serwer stołów odmówił.</translation>
    </message>
    <message>
        <source>%1 (the server says: %2)</source>
        <translation>%1 (serwer: %2)</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>This is not a saved game (%1).</source>
        <translation>To nie jest zapisana gra (%1).</translation>
    </message>
    <message>
        <source>This is not a Potęga Słowa saved game.</source>
        <translation>To nie jest zapisana gra Potęga Słowa.</translation>
    </message>
    <message>
        <source>The saved game has no players.</source>
        <translation>W zapisanej grze brak graczy.</translation>
    </message>
    <message>
        <source>A player in the saved game is incomplete.</source>
        <translation>Dane gracza w zapisanej grze są niepełne.</translation>
    </message>
    <message>
        <source>A player in the saved game is invalid.</source>
        <translation>Dane gracza w zapisanej grze są nieprawidłowe.</translation>
    </message>
    <message>
        <source>The saved game has no position.</source>
        <translation>W zapisanej grze brak pozycji.</translation>
    </message>
    <message>
        <source>The saved position is damaged: %1</source>
        <translation>Zapisana pozycja jest uszkodzona: %1</translation>
    </message>
    <message>
        <source>The saved players do not match the saved position.</source>
        <translation>Zapisani gracze nie pasują do zapisanej pozycji.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the disk reported a read/write error</source>
        <translation>dysk zgłosił błąd odczytu/zapisu</translation>
    </message>
    <message>
        <source>The game was not saved to %1: the folder %2 cannot be created.</source>
        <translation>Gra nie została zapisana w %1: nie można utworzyć folderu %2.</translation>
    </message>
    <message>
        <source>The game was saved to %1, but the system could not confirm that the save reached the disk (%2).</source>
        <translation>Gra została zapisana w %1, ale system nie potwierdził, że zapis dotarł na dysk (%2).</translation>
    </message>
    <message>
        <source>The game was not saved to %1: %2. The previous file there, if any, was left as it was.</source>
        <translation>Gra nie została zapisana w %1: %2. Poprzedni plik w tym miejscu (jeśli był) pozostał bez zmian.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>plik nie istnieje</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>część jego ścieżki nie jest folderem</translation>
    </message>
    <message>
        <source>no permission to read it</source>
        <translation>brak uprawnień do jego odczytu</translation>
    </message>
    <message>
        <source>its links form a loop</source>
        <translation>jego dowiązania tworzą pętlę</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>jego nazwa jest za długa</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Nie można otworzyć pliku %1: %2.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game.</source>
        <translation>%1 jest folderem, a nie zapisaną grą.</translation>
    </message>
    <message>
        <source>%1 is a named pipe (FIFO), not a saved game; it was not read.</source>
        <translation>%1 jest potokiem nazwanym (FIFO), a nie zapisaną grą; nie odczytano go.</translation>
    </message>
    <message>
        <source>%1 is a device, not a saved game; it was not read.</source>
        <translation>%1 jest urządzeniem, a nie zapisaną grą; nie odczytano go.</translation>
    </message>
    <message>
        <source>%1 is not a regular file.</source>
        <translation>%1 nie jest zwykłym plikiem.</translation>
    </message>
    <message>
        <source>%1 is too large to be a saved game (%2; the limit is %3).</source>
        <translation>Plik %1 jest za duży jak na zapisaną grę (%2; limit to %3).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Nie można odczytać pliku %1: %2.</translation>
    </message>
    <message>
        <source>The saved game&apos;s version is missing or not a whole number.</source>
        <translation>W zapisanej grze brak wersji albo nie jest ona liczbą całkowitą.</translation>
    </message>
    <message>
        <source>This saved game has version %1; this app reads version %2 only.</source>
        <translation>Ta zapisana gra ma wersję %1; ten program odczytuje tylko wersję %2.</translation>
    </message>
    <message>
        <source>Player %1 in the saved game has colour %2; the colours are numbered 0 to %3.</source>
        <translation>Gracz %1 w zapisanej grze ma kolor %2; kolory mają numery od 0 do %3.</translation>
    </message>
    <message>
        <source>The saved record and position name different dictionaries.</source>
        <translation>Zapisany przebieg gry i zapisana pozycja wskazują różne słowniki.</translation>
    </message>
    <message>
        <source>Player %1 in the saved game has an online address that is not one (name@server).</source>
        <translation>Gracz %1 w zapisanej grze ma adres sieciowy, który nim nie jest (nazwa@serwer).</translation>
    </message>
    <message>
        <source>The saved game&apos;s online table has no room (name@conference.server).</source>
        <translation>Stół sieciowy zapisanej gry nie ma pokoju (nazwa@conference.serwer).</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Bursztynowy</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Różowy</translation>
    </message>
</context>
<context>
    <name>UserDictionary</name>
    <message numerus="yes">
        <source>%n word(s), checksum %1</source>
        <translation>
            <numerusform>%n słowo, suma kontrolna %1</numerusform>
            <numerusform>%n słowa, suma kontrolna %1</numerusform>
            <numerusform>%n słów, suma kontrolna %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be compiled: %2</source>
        <translation>Nie udało się skompilować %1: %2</translation>
    </message>
    <message>
        <source>The compiled list could not be stored in %1: %2</source>
        <translation>Nie udało się zapisać skompilowanej listy w %1: %2</translation>
    </message>
    <message>
        <source>Line %1 of %2: %3</source>
        <translation>Wiersz %1 pliku %2: %3</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>Plik %1 nie istnieje.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 nie jest plikiem.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>Nie można odczytać pliku %1.</translation>
    </message>
    <message>
        <source>not UTF-8 text (save the list as UTF-8).</source>
        <translation>to nie jest tekst w UTF-8 (listę trzeba zapisać w UTF-8).</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes (one word a line).</source>
        <translation>wiersz jest dłuższy niż %1 bajtów (jedno słowo w wierszu).</translation>
    </message>
    <message>
        <source>%1 holds no words (one word a line; blank lines and lines starting with # are ignored).</source>
        <translation>Plik %1 nie zawiera żadnych słów (jedno słowo w wierszu; puste wiersze i wiersze zaczynające się od # są pomijane).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 letters; a word may have at most %3.</source>
        <translation>„%1” ma %2 liter; słowo może mieć najwyżej %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is longer than %2 letters.</source>
        <translation>„%1” ma więcej niż %2 liter.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than one word (one word a line).</source>
        <translation>„%1” to więcej niż jedno słowo (jedno słowo w wierszu).</translation>
    </message>
    <message>
        <source>in &quot;%1&quot;, &quot;%2&quot; (U+%3) at position %4 is not a Polish letter.</source>
        <translation>w „%1” znak „%2” (U+%3) na pozycji %4 nie jest polską literą.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a word of the 32 Polish letters.</source>
        <translation>„%1” nie jest słowem z 32 polskich liter.</translation>
    </message>
    <message>
        <source>the lines end in a carriage return (CR) alone; save the list with LF or CRLF line ends (one word a line).</source>
        <translation>wiersze kończą się samym znakiem powrotu karetki (CR); zapisz listę z końcami wierszy LF lub CRLF (jedno słowo w wierszu).</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 to folder, nie plik.</translation>
    </message>
    <message>
        <source>%1 is a named pipe (FIFO), not a file.</source>
        <translation>%1 to potok nazwany (FIFO), nie plik.</translation>
    </message>
    <message>
        <source>%1 is a device, not a file.</source>
        <translation>%1 to urządzenie, nie plik.</translation>
    </message>
    <message>
        <source>%1 is a loop of symbolic links.</source>
        <translation>%1 to pętla dowiązań symbolicznych.</translation>
    </message>
    <message>
        <source>%1; your words: %2</source>
        <translation>%1; twoje słowa: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>%1, %2 (checksum %3)</source>
        <translation>%1, %2 (suma kontrolna %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n added</source>
        <translation>
            <numerusform>%n dodane</numerusform>
            <numerusform>%n dodane</numerusform>
            <numerusform>%n dodanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n usunięte</numerusform>
            <numerusform>%n usunięte</numerusform>
            <numerusform>%n usuniętych</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>Najpierw wpisz słowo.</translation>
    </message>
</context>
<context>
    <name>WriteFailure</name>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file would be larger than allowed here</source>
        <translation>plik byłby większy, niż tu wolno</translation>
    </message>
    <message>
        <source>the disk reported a read/write error</source>
        <translation>dysk zgłosił błąd odczytu/zapisu</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>brak uprawnień do zapisu w tym miejscu</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>folder nie istnieje</translation>
    </message>
    <message>
        <source>a folder of that name is in the way</source>
        <translation>w tym miejscu jest już folder o tej nazwie</translation>
    </message>
    <message>
        <source>the file there is read-only</source>
        <translation>plik w tym miejscu jest tylko do odczytu</translation>
    </message>
    <message>
        <source>a device of that name is in the way, not a file</source>
        <translation>w tym miejscu jest urządzenie, nie plik</translation>
    </message>
    <message>
        <source>a named pipe (FIFO) of that name is in the way, not a file</source>
        <translation>w tym miejscu jest potok nazwany (FIFO), nie plik</translation>
    </message>
    <message>
        <source>a socket of that name is in the way, not a file</source>
        <translation>w tym miejscu jest gniazdo, nie plik</translation>
    </message>
    <message>
        <source>the name is a symbolic link to a file that does not exist</source>
        <translation>ta nazwa jest dowiązaniem symbolicznym do pliku, który nie istnieje</translation>
    </message>
    <message>
        <source>the name is a loop of symbolic links</source>
        <translation>ta nazwa jest pętlą dowiązań symbolicznych</translation>
    </message>
</context>
<context>
    <name>ps::ui::Announcer</name>
    <message>
        <source>Your turn, %1.</source>
        <translation>Twoja tura, %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>Została %n sekunda.</numerusform>
            <numerusform>Zostały %n sekundy.</numerusform>
            <numerusform>Zostało %n sekund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::BlackActionPicker</name>
    <message>
        <source>Give the top card of the stack to:</source>
        <translation>Daj wierzchnią kartę stosu graczowi:</translation>
    </message>
    <message>
        <source>%1 has no possible target now.</source>
        <translation>%1: teraz nie ma możliwego celu.</translation>
    </message>
    <message>
        <source>%1: click the tape card to move.</source>
        <translation>%1: kliknij kartę z taśmą, którą przesuniesz.</translation>
    </message>
    <message>
        <source>%1: click the target card (outlined).</source>
        <translation>%1: kliknij kartę-cel (obramowaną).</translation>
    </message>
    <message>
        <source>Now click the empty cell to move the tape card to.</source>
        <translation>Teraz kliknij puste pole, na które przesuniesz kartę z taśmą.</translation>
    </message>
    <message>
        <source>Keep one card on your sheet; the other goes under the stack.</source>
        <translation>Zatrzymaj jedną kartę na ściągawce; druga idzie pod stos.</translation>
    </message>
    <message>
        <source>The table has moved on meanwhile: that choice no longer applies.</source>
        <translation>Stół poszedł już dalej: ten wybór jest nieaktualny.</translation>
    </message>
</context>
<context>
    <name>ps::ui::BoardScene</name>
    <message>
        <source>The card may go on: %1</source>
        <translation>Kartę możesz położyć na: %1</translation>
    </message>
    <message>
        <source>Police tape</source>
        <translation>Taśma policyjna</translation>
    </message>
    <message>
        <source>Card %1 (%2)</source>
        <translation>Karta %1 (%2)</translation>
    </message>
    <message>
        <source>Black card %1 (%2)</source>
        <translation>Czarna karta %1 (%2)</translation>
    </message>
    <message>
        <source>, marker of %1</source>
        <translation>, znacznik gracza %1</translation>
    </message>
    <message>
        <source>, frozen</source>
        <translation>, zamrożona</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the table</source>
        <translation>
            <numerusform>%n karta na stole</numerusform>
            <numerusform>%n karty na stole</numerusform>
            <numerusform>%n kart na stole</numerusform>
        </translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Ostatni ruch: %1</translation>
    </message>
    <message>
        <source>tape</source>
        <translation>taśma</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Rząd %1: %2</translation>
    </message>
    <message>
        <source>%1: empty, the card may go here</source>
        <translation>%1: puste, tu możesz położyć kartę</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: puste</translation>
    </message>
    <message>
        <source>police tape</source>
        <translation>taśma policyjna</translation>
    </message>
    <message>
        <source>black card %1</source>
        <translation>czarna karta %1</translation>
    </message>
    <message>
        <source>marker of %1</source>
        <translation>znacznik gracza %1</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>zamrożona</translation>
    </message>
    <message>
        <source>in your word</source>
        <translation>w twoim słowie</translation>
    </message>
    <message>
        <source>a target: Enter chooses it</source>
        <translation>cel: Enter go wybiera</translation>
    </message>
</context>
<context>
    <name>ps::ui::BoardView</name>
    <message>
        <source>Show the whole table</source>
        <translation>Pokaż cały stół</translation>
    </message>
    <message>
        <source>Follow the action (a readable size, where the last move is)</source>
        <translation>Śledź akcję (czytelny rozmiar, tam gdzie ostatni ruch)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Pomniejsz (Ctrl+kółko)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Powiększ (Ctrl+kółko)</translation>
    </message>
    <message>
        <source>The whole table: click to look there</source>
        <translation>Cały stół: kliknięcie pokazuje to miejsce</translation>
    </message>
    <message>
        <source>Overview of the table</source>
        <translation>Podgląd całego stołu</translation>
    </message>
</context>
<context>
    <name>ps::ui::CapturedCards</name>
    <message>
        <source>Captured cards: %1</source>
        <translation>Zdobyte karty: %1</translation>
    </message>
</context>
<context>
    <name>ps::ui::CardWidget</name>
    <message>
        <source>Police tape card</source>
        <translation>Karta z taśmą policyjną</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karta %1</translation>
    </message>
</context>
<context>
    <name>ps::ui::CommandBar</name>
    <message>
        <source>Command:</source>
        <translation>Polecenie:</translation>
    </message>
    <message>
        <source>e.g. place N D4, word DYMEK, where, help</source>
        <translation>np. połóż N D4, słowo DYMEK, gdzie, pomoc</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Wiersz poleceń</translation>
    </message>
    <message>
        <source>Type a command and press Enter; &quot;help&quot; lists them, Esc closes the line</source>
        <translation>Wpisz polecenie i naciśnij Enter; „pomoc” je wymienia, Esc zamyka wiersz</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpowiedź</translation>
    </message>
</context>
<context>
    <name>ps::ui::CommandLine</name>
    <message>
        <source>The command line works during a game.</source>
        <translation>Wiersz poleceń działa w czasie gry.</translation>
    </message>
    <message>
        <source>I did not understand &quot;%1&quot;. Type &quot;help&quot; for the list of commands.</source>
        <translation>Nie rozumiem „%1”. Wpisz „pomoc”, by usłyszeć listę poleceń.</translation>
    </message>
    <message>
        <source>No game is on the table.</source>
        <translation>Na stole nie ma gry.</translation>
    </message>
    <message>
        <source>Commands: &quot;place N D4&quot; puts your card N on the cell D4 (the letter may be left out); &quot;word DYMEK&quot; plays the word; &quot;where&quot; names the cells where your card may go; &quot;state&quot; says whose turn it is, your card and the scores; &quot;scores&quot;; &quot;last move&quot;; &quot;hint&quot;; &quot;no word&quot; redraws or passes; &quot;take back&quot; takes your card back; &quot;table&quot; reads the table row by row. Esc closes the command line.</source>
        <translation>Polecenia: „połóż N D4” kładzie twoją kartę N na polu D4 (literę można pominąć); „słowo DYMEK” układa słowo; „gdzie” wymienia pola, na których może leżeć twoja karta; „stan” mówi, czyja tura, jaka karta i jakie wyniki; „wyniki”; „ostatni ruch”; „podpowiedź”; „brak słowa” dobiera lub pasuje; „cofnij kartę” zabiera twoją kartę ze stołu; „stół” czyta stół rząd po rzędzie. Esc zamyka wiersz poleceń.</translation>
    </message>
    <message>
        <source>Place it where? Name the cell, e.g. &quot;place N D4&quot;.</source>
        <translation>Gdzie położyć? Podaj pole, np. „połóż N D4”.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than a card and a cell: e.g. &quot;place N D4&quot;.</source>
        <translation>„%1” to więcej niż karta i pole: np. „połóż N D4”.</translation>
    </message>
    <message>
        <source>Your card already lies on %1: now the word (&quot;word …&quot;), or &quot;no word&quot;.</source>
        <translation>Twoja karta leży już na polu %1: teraz słowo („słowo …”) albo „brak słowa”.</translation>
    </message>
    <message>
        <source>You have no card to place now.</source>
        <translation>Nie masz teraz karty do położenia.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one letter: e.g. &quot;place N D4&quot;.</source>
        <translation>„%1” to nie jedna litera: np. „połóż N D4”.</translation>
    </message>
    <message>
        <source>Your card to place is %1, not %2.</source>
        <translation>Twoja karta do położenia to %1, nie %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cell name: a column letter and a row number, e.g. D4.</source>
        <translation>„%1” to nie nazwa pola: litera kolumny i numer rzędu, np. D4.</translation>
    </message>
    <message>
        <source>Your card cannot go on %1. It may go on: %2.</source>
        <translation>Twoja karta nie może leżeć na polu %1. Może leżeć na: %2.</translation>
    </message>
    <message>
        <source>Not placed: %1</source>
        <translation>Nie położono karty: %1</translation>
    </message>
    <message>
        <source>%1 placed on %2. Now the word: &quot;word …&quot;.</source>
        <translation>%1 leży na polu %2. Teraz słowo: „słowo …”.</translation>
    </message>
    <message>
        <source>%1 placed on %2; the table grew, the cell is now %3. Now the word: &quot;word …&quot;.</source>
        <translation>%1 leży na polu %2; stół się powiększył, to pole to teraz %3. Teraz słowo: „słowo …”.</translation>
    </message>
    <message>
        <source>Which word? E.g. &quot;word DYMEK&quot;.</source>
        <translation>Jakie słowo? Np. „słowo DYMEK”.</translation>
    </message>
    <message>
        <source>A word has no spaces: &quot;%1&quot;.</source>
        <translation>Słowo nie ma spacji: „%1”.</translation>
    </message>
    <message>
        <source>Place your card first: &quot;place N D4&quot;.</source>
        <translation>Najpierw połóż kartę: „połóż N D4”.</translation>
    </message>
    <message>
        <source>You have no word to play now.</source>
        <translation>Teraz nie układasz słowa.</translation>
    </message>
    <message>
        <source>%1 is not played: %2</source>
        <translation>Nie ułożono %1: %2</translation>
    </message>
    <message>
        <source>The table votes on %1.</source>
        <translation>Stół głosuje nad słowem %1.</translation>
    </message>
    <message>
        <source>%1 played.</source>
        <translation>Ułożono %1.</translation>
    </message>
    <message>
        <source>Redrawing or passing is not possible now.</source>
        <translation>Teraz nie można dobrać ani spasować.</translation>
    </message>
    <message>
        <source>No word: you redraw.</source>
        <translation>Brak słowa: dobierasz kartę.</translation>
    </message>
    <message>
        <source>No word: you pass.</source>
        <translation>Brak słowa: pasujesz.</translation>
    </message>
    <message>
        <source>No card of yours to take back now.</source>
        <translation>Nie masz teraz karty do cofnięcia.</translation>
    </message>
    <message>
        <source>Your card is back on your sheet.</source>
        <translation>Twoja karta wróciła na ściągawkę.</translation>
    </message>
    <message>
        <source>No hint now: hints are on in Game → Hints, on your turn.</source>
        <translation>Teraz nie ma podpowiedzi: włącza je Gra → Podpowiedzi, w twojej turze.</translation>
    </message>
    <message>
        <source>Looking for a word…</source>
        <translation>Szukam słowa…</translation>
    </message>
    <message>
        <source>Your card already lies on %1.</source>
        <translation>Twoja karta leży już na polu %1.</translation>
    </message>
    <message>
        <source>Your card %1 may go on: %2.</source>
        <translation>Twoja karta %1 może leżeć na: %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tura gracza %1.</translation>
    </message>
    <message>
        <source>Your turn, %1: place %2.</source>
        <translation>Twoja tura, %1: połóż %2.</translation>
    </message>
    <message>
        <source>Your turn, %1: your card lies on %2; now the word.</source>
        <translation>Twoja tura, %1: twoja karta leży na polu %2; teraz słowo.</translation>
    </message>
    <message>
        <source>Your turn, %1: black-card actions, or end the turn (Ctrl+E).</source>
        <translation>Twoja tura, %1: akcje czarnych kart albo koniec tury (Ctrl+E).</translation>
    </message>
    <message>
        <source>Round %1 of %2, cards in the stack: %3.</source>
        <translation>Runda %1 z %2, kart w stosie: %3.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Wyniki: %1.</translation>
    </message>
    <message>
        <source>%1: %2 points (cards %3, zones %4), markers left: %5</source>
        <translation>%1: %2 pkt (karty %3, strefy %4), zostało znaczników: %5</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Jeszcze nie było ruchu.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Ostatni ruch: %1</translation>
    </message>
    <message>
        <source>card on %1</source>
        <translation>karta na polu %1</translation>
    </message>
    <message>
        <source>word %1</source>
        <translation>słowo %1</translation>
    </message>
    <message>
        <source>captured: %1</source>
        <translation>zdobyte: %1</translation>
    </message>
</context>
<context>
    <name>ps::ui::EndGameDialog</name>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Captured cards</source>
        <translation>Zdobyte karty</translation>
    </message>
    <message>
        <source>Zone points</source>
        <translation>Punkty za strefy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Zones are outlined on the table in their owner&apos;s colour.</source>
        <translation>Strefy są obrysowane na stole kolorem ich właściciela.</translation>
    </message>
    <message>
        <source>Scores after each round:</source>
        <translation>Wyniki po każdej rundzie:</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
    <message>
        <source>★ %1 wins!</source>
        <translation>★ Wygrywa %1!</translation>
    </message>
    <message>
        <source>★ Shared victory: %1!</source>
        <translation>★ Wspólne zwycięstwo: %1!</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Wyniki</translation>
    </message>
    <message>
        <source>&amp;Review of your turns</source>
        <translation>&amp;Przegląd twoich tur</translation>
    </message>
    <message>
        <source>For each of your turns: the word you played, and the word a hard bot would have played from the same position.</source>
        <translation>Dla każdej twojej tury: twoje słowo i słowo, które w tej samej sytuacji ułożyłby trudny bot.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Za&amp;trzymaj</translation>
    </message>
    <message>
        <source>Stop the review (the turns reviewed so far stay)</source>
        <translation>Zatrzymaj przegląd (przejrzane dotąd tury zostają)</translation>
    </message>
    <message>
        <source>Review of your turns</source>
        <translation>Przegląd twoich tur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Your word</source>
        <translation>Twoje słowo</translation>
    </message>
    <message>
        <source>Hard bot&apos;s word</source>
        <translation>Słowo trudnego bota</translation>
    </message>
    <message>
        <source>Looking for your turns…</source>
        <translation>Szukam twoich tur…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 turns…</source>
        <translation>Przegląd: %1 z %2 tur…</translation>
    </message>
    <message>
        <source>Review stopped: %1 of %2 turns.</source>
        <translation>Przegląd zatrzymany: %1 z %2 tur.</translation>
    </message>
    <message>
        <source>No turns to review.</source>
        <translation>Brak tur do przejrzenia.</translation>
    </message>
    <message>
        <source>Review complete.</source>
        <translation>Przegląd gotowy.</translation>
    </message>
    <message>
        <source>A&amp;nalysis</source>
        <translation>A&amp;naliza</translation>
    </message>
</context>
<context>
    <name>ps::ui::FlowActions</name>
    <message>
        <source>Take &amp;back a move</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>Undo the last turn (with the bots&apos; replies in a practice game)</source>
        <translation>Cofa ostatnią turę (w grze treningowej razem z odpowiedziami botów)</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Podpowiedzi</translation>
    </message>
    <message>
        <source>Show the Hint button: a word for your card, and where to place it</source>
        <translation>Pokazuje przycisk Podpowiedź: słowo dla karty i miejsce, gdzie ją położyć</translation>
    </message>
</context>
<context>
    <name>ps::ui::GameAnalysisJob</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>no word</source>
        <translation>bez słowa</translation>
    </message>
    <message>
        <source>— (no word)</source>
        <translation>— (bez słowa)</translation>
    </message>
    <message>
        <source>%1 (with %2&apos;s help)</source>
        <translation>%1 (z pomocą: %2)</translation>
    </message>
</context>
<context>
    <name>ps::ui::GameController</name>
    <message>
        <source>%1 plays %2 with the help of %3 (with a hint).</source>
        <translation>%1 układa słowo %2 z pomocą gracza %3 (z podpowiedzią).</translation>
    </message>
    <message>
        <source>%1 plays %2 (with a hint).</source>
        <translation>%1 układa słowo %2 (z podpowiedzią).</translation>
    </message>
    <message>
        <source>A game needs 2 to 4 players.</source>
        <translation>Gra wymaga od 2 do 4 graczy.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Nie można zacząć gry: %1</translation>
    </message>
    <message>
        <source>New game: %1.</source>
        <translation>Nowa gra: %1.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>Zaczyna %1.</translation>
    </message>
    <message>
        <source>The saved seats do not match the saved game.</source>
        <translation>Zapisani gracze nie pasują do zapisanej gry.</translation>
    </message>
    <message>
        <source>The saved game is not consistent: %1</source>
        <translation>Zapisana gra jest niespójna: %1</translation>
    </message>
    <message>
        <source>Game resumed in round %1.</source>
        <translation>Gra wznowiona w rundzie %1.</translation>
    </message>
    <message>
        <source>There is no card to place now.</source>
        <translation>Teraz nie ma karty do położenia.</translation>
    </message>
    <message>
        <source>%1 takes the card back.</source>
        <translation>%1 cofa położoną kartę.</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Żadna gra nie trwa.</translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation>%1 kładzie kartę %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 dobiera kartę %2.</translation>
    </message>
    <message>
        <source>%1 plays %2 with the help of %3.</source>
        <translation>%1 układa słowo %2 z pomocą gracza %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 układa słowo %2.</translation>
    </message>
    <message>
        <source>%1 captures %2!</source>
        <translation>%1 zdobywa kartę %2!</translation>
    </message>
    <message>
        <source>Police tape with %1&apos;s marker takes its place.</source>
        <translation>Na jej miejsce trafia taśma policyjna ze znacznikiem gracza %1.</translation>
    </message>
    <message>
        <source>The stack is empty: the cell stays empty.</source>
        <translation>Stos jest pusty: pole zostaje puste.</translation>
    </message>
    <message>
        <source>%1 finds no word: the card goes under the stack, a new one is drawn (redraw %2 of %3).</source>
        <translation>%1 nie znajduje słowa: karta idzie pod stos, dobiera nową (dobranie %2 z %3).</translation>
    </message>
    <message>
        <source>%1 makes no word this turn.</source>
        <translation>%1 nie układa słowa w tej turze.</translation>
    </message>
    <message>
        <source>%1 offers help.</source>
        <translation>%1 proponuje pomoc.</translation>
    </message>
    <message>
        <source>%1 proposes another price.</source>
        <translation>%1 proponuje inną cenę.</translation>
    </message>
    <message>
        <source>Deal: %1&apos;s help is accepted.</source>
        <translation>Umowa: pomoc gracza %1 przyjęta.</translation>
    </message>
    <message>
        <source>The table refuses %1&apos;s word %2: no deal.</source>
        <translation>Stół odrzuca słowo %2 gracza %1: umowa nie dochodzi do skutku.</translation>
    </message>
    <message>
        <source>%1 withdraws the offer.</source>
        <translation>%1 wycofuje ofertę.</translation>
    </message>
    <message>
        <source>%1 refuses %2&apos;s offer.</source>
        <translation>%1 odrzuca ofertę gracza %2.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 używa akcji %2.</translation>
    </message>
    <message>
        <source>A police tape card is moved.</source>
        <translation>Karta z taśmą zostaje przesunięta.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 daje kartę %2 graczowi %3.</translation>
    </message>
    <message>
        <source>%1 freezes %2.</source>
        <translation>%1 zamraża kartę %2.</translation>
    </message>
    <message>
        <source>%1 thaws.</source>
        <translation>Karta %1 odmarza.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) to choose from.</source>
        <translation>
            <numerusform>%1 dobiera %n kartę do wyboru.</numerusform>
            <numerusform>%1 dobiera %n karty do wyboru.</numerusform>
            <numerusform>%1 dobiera %n kart do wyboru.</numerusform>
        </translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Runda %1 —</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tura gracza %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>Type one word, without spaces.</source>
        <translation>Wpisz jedno słowo, bez spacji.</translation>
    </message>
    <message>
        <source>“%1” is not a Polish letter.</source>
        <translation>„%1” nie jest polską literą.</translation>
    </message>
    <message>
        <source>That word is too long.</source>
        <translation>To słowo jest za długie.</translation>
    </message>
    <message numerus="yes">
        <source>you capture %n card(s)</source>
        <translation>
            <numerusform>zdobędziesz %n kartę</numerusform>
            <numerusform>zdobędziesz %n karty</numerusform>
            <numerusform>zdobędziesz %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the helper captures %n card(s)</source>
        <translation>
            <numerusform>pomocnik zdobędzie %n kartę</numerusform>
            <numerusform>pomocnik zdobędzie %n karty</numerusform>
            <numerusform>pomocnik zdobędzie %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rival marker(s) go back</source>
        <translation>
            <numerusform>%n znacznik rywala wróci</numerusform>
            <numerusform>%n znaczniki rywali wrócą</numerusform>
            <numerusform>%n znaczników rywali wróci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) used</source>
        <translation>
            <numerusform>użyjesz %n znacznika</numerusform>
            <numerusform>użyjesz %n znaczników</numerusform>
            <numerusform>użyjesz %n znaczników</numerusform>
        </translation>
    </message>
    <message>
        <source>action: %1</source>
        <translation>akcja: %1</translation>
    </message>
    <message>
        <source>OK — Confirm: %1.</source>
        <translation>Dobrze — Zatwierdź: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Too short: a word needs at least %n letter(s).</source>
        <translation>
            <numerusform>Za krótkie: słowo musi mieć co najmniej %n literę.</numerusform>
            <numerusform>Za krótkie: słowo musi mieć co najmniej %n litery.</numerusform>
            <numerusform>Za krótkie: słowo musi mieć co najmniej %n liter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Letter %1 is missing: no free card with it on the table or among your captured cards.</source>
        <translation>Brakuje litery %1: nie ma wolnej karty z nią na stole ani wśród twoich zdobytych kart.</translation>
    </message>
    <message>
        <source>The word must use the card you placed.</source>
        <translation>Słowo musi użyć położonej karty.</translation>
    </message>
    <message>
        <source>The word must use at least one letter card on the table.</source>
        <translation>Słowo musi użyć co najmniej jednej karty z literą ze stołu.</translation>
    </message>
    <message>
        <source>The card %1 is frozen (ŻEL ZAPOMNIENIA) and cannot be used.</source>
        <translation>Karta %1 jest zamrożona (ŻEL ZAPOMNIENIA) i nie można jej użyć.</translation>
    </message>
    <message>
        <source>Not enough markers: the word uses more table cards than you have markers.</source>
        <translation>Za mało znaczników: słowo używa więcej kart ze stołu, niż masz znaczników.</translation>
    </message>
    <message>
        <source>%1 is not in the dictionary.</source>
        <translation>Słowa %1 nie ma w słowniku.</translation>
    </message>
    <message>
        <source>%1 has already been played.</source>
        <translation>Słowo %1 już było zagrane.</translation>
    </message>
    <message>
        <source>%1 is a form of %2, which has already been played.</source>
        <translation>%1 to forma słowa %2, które już było zagrane.</translation>
    </message>
    <message>
        <source>%1 may be related to %2 — on Confirm the table decides.</source>
        <translation>%1 może być spokrewnione ze słowem %2 — po zatwierdzeniu zdecyduje stół.</translation>
    </message>
    <message>
        <source>A card can be used only once in a word.</source>
        <translation>Każdej karty można użyć w słowie tylko raz.</translation>
    </message>
    <message>
        <source>The chosen card for %1 cannot be used.</source>
        <translation>Wybranej karty dla %1 nie można użyć.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Tego nie można zrobić na tym etapie tury.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn to answer.</source>
        <translation>Teraz nie ten gracz odpowiada.</translation>
    </message>
    <message>
        <source>That cell is taken.</source>
        <translation>To pole jest zajęte.</translation>
    </message>
    <message>
        <source>The card must touch another card by a full side.</source>
        <translation>Karta musi stykać się z inną kartą całym bokiem.</translation>
    </message>
    <message>
        <source>No redraws left this turn.</source>
        <translation>W tej turze nie zostały już dobrania.</translation>
    </message>
    <message>
        <source>The stack is empty.</source>
        <translation>Stos jest pusty.</translation>
    </message>
    <message>
        <source>Place your card first.</source>
        <translation>Najpierw połóż kartę.</translation>
    </message>
    <message>
        <source>You cannot give up the word yet: redraw first.</source>
        <translation>Nie możesz jeszcze zrezygnować ze słowa: najpierw dobierz.</translation>
    </message>
    <message>
        <source>The price must be table cards of the word.</source>
        <translation>Cena musi składać się z kart słowa leżących na stole.</translation>
    </message>
    <message>
        <source>This player has already offered help for this card.</source>
        <translation>Ten gracz już zaproponował pomoc przy tej karcie.</translation>
    </message>
    <message>
        <source>Three counter-offers were made: now accept or refuse.</source>
        <translation>Padły już trzy kontroferty: teraz przyjmij albo odrzuć.</translation>
    </message>
    <message>
        <source>That offer no longer exists.</source>
        <translation>Tej oferty już nie ma.</translation>
    </message>
    <message>
        <source>The other side must answer this offer first.</source>
        <translation>Najpierw na tę ofertę musi odpowiedzieć druga strona.</translation>
    </message>
    <message>
        <source>That action is not available.</source>
        <translation>Ta akcja nie jest dostępna.</translation>
    </message>
    <message>
        <source>That target cannot be chosen for this action.</source>
        <translation>Tego celu nie można wybrać dla tej akcji.</translation>
    </message>
    <message>
        <source>Black-card actions are off in this game.</source>
        <translation>W tej grze akcje czarnych kart są wyłączone.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Niedozwolone: %1</translation>
    </message>
    <message>
        <source>JĄDRO MOCY</source>
        <translation>JĄDRO MOCY</translation>
    </message>
    <message>
        <source>ĆWICZEBNY ZEPPELIN</source>
        <translation>ĆWICZEBNY ZEPPELIN</translation>
    </message>
    <message>
        <source>PĘKATY BLASTER</source>
        <translation>PĘKATY BLASTER</translation>
    </message>
    <message>
        <source>CIEŃ ZAGŁADY</source>
        <translation>CIEŃ ZAGŁADY</translation>
    </message>
    <message>
        <source>OPÓR MATERII</source>
        <translation>OPÓR MATERII</translation>
    </message>
    <message>
        <source>ŚWIST ENERGII</source>
        <translation>ŚWIST ENERGII</translation>
    </message>
    <message>
        <source>ŹRENICE PRZENIKLIWOŚCI</source>
        <translation>ŹRENICE PRZENIKLIWOŚCI</translation>
    </message>
    <message>
        <source>ŻEL ZAPOMNIENIA</source>
        <translation>ŻEL ZAPOMNIENIA</translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) go back to %1.</source>
        <translation>
            <numerusform>%n znacznik wraca do gracza %1.</numerusform>
            <numerusform>%n znaczniki wracają do gracza %1.</numerusform>
            <numerusform>%n znaczników wraca do gracza %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s offer is not taken.</source>
        <translation>Oferta gracza %1 nie została przyjęta.</translation>
    </message>
    <message>
        <source>%1 found no move.</source>
        <translation>%1 nie znajduje ruchu.</translation>
    </message>
    <message>
        <source>The bot for %1 cannot start: %2</source>
        <translation>Nie można uruchomić bota gracza %1: %2</translation>
    </message>
    <message>
        <source>no bot of this level is available.</source>
        <translation>bot o tym poziomie trudności jest niedostępny.</translation>
    </message>
    <message>
        <source>Time is up for %1: the turn ends.</source>
        <translation>Czas gracza %1 minął: tura się kończy.</translation>
    </message>
    <message>
        <source>The table has moved on meanwhile: that answer no longer applies.</source>
        <translation>Stół poszedł już dalej: ta odpowiedź jest nieaktualna.</translation>
    </message>
    <message>
        <source>to the right of %1</source>
        <translation>na prawo od %1</translation>
    </message>
    <message>
        <source>to the left of %1</source>
        <translation>na lewo od %1</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>pod %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>nad %1</translation>
    </message>
    <message>
        <source>on the lit cell</source>
        <translation>na podświetlonym polu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Cofnięto ruch.</translation>
    </message>
    <message>
        <source>Move taken back — %1.</source>
        <translation>Cofnięto ruch — %1.</translation>
    </message>
    <message>
        <source>Nothing was done.</source>
        <translation>Nic się nie stało.</translation>
    </message>
    <message>
        <source>%1 would rather play on: the move stays.</source>
        <translation>%1 woli grać dalej: ruch zostaje.</translation>
    </message>
    <message>
        <source>%1 plays %2, which the dictionary lacks: the table accepted it.</source>
        <translation>%1 gra %2 — słowa nie ma w słowniku, ale stół je przyjął.</translation>
    </message>
    <message>
        <source>%1 is not in the dictionary. Confirm asks the others at the table whether they accept it.</source>
        <translation>%1 nie ma w słowniku. Zatwierdź, a pozostali przy stole zdecydują, czy je przyjmują.</translation>
    </message>
    <message>
        <source>Hint: place %1 %2 (cell %3), then play %4.</source>
        <translation>Podpowiedź: połóż %1 %2 (pole %3), potem ułóż %4.</translation>
    </message>
    <message>
        <source>The table is not waiting for that from you now.</source>
        <translation>Stół nie czeka teraz na to od ciebie.</translation>
    </message>
    <message>
        <source>The table&apos;s seats do not match its game.</source>
        <translation>Miejsca przy stole nie zgadzają się z jego grą.</translation>
    </message>
    <message>
        <source>The table&apos;s game is not consistent: %1</source>
        <translation>Gra przy stole jest niespójna: %1</translation>
    </message>
    <message>
        <source>The table sent a game that does not add up: %1</source>
        <translation>Stół przysłał grę, która się nie zgadza: %1</translation>
    </message>
    <message>
        <source>You ask to take back your latest turn.</source>
        <translation>Prosisz o cofnięcie swojej ostatniej tury.</translation>
    </message>
</context>
<context>
    <name>ps::ui::GameFiles</name>
    <message>
        <source>Game kept in the autosave</source>
        <translation>Gra zachowana w autozapisie</translation>
    </message>
    <message>
        <source>The game history could not take this game, so it stays in %1: it is offered when the app starts, and Game → Save as… keeps it elsewhere.</source>
        <translation>Historia gier nie mogła przyjąć tej gry, więc zostaje ona w %1: zostanie zaproponowana przy starcie, a Gra → Zapisz jako… zachowa ją gdzie indziej.</translation>
    </message>
    <message>
        <source>Another Potęga Słowa window is open and keeps the automatic save: this game is not saved automatically (use Game → Save).</source>
        <translation>Otwarte jest inne okno Potęgi Słowa i to ono prowadzi automatyczny zapis: ta gra nie jest zapisywana automatycznie (użyj Gra → Zapisz).</translation>
    </message>
    <message>
        <source>The interrupted game in %1 could not be kept aside, so this game is not saved automatically. Save it with Game → Save as….</source>
        <translation>Nie udało się odłożyć przerwanej gry z %1, więc ta gra nie jest zapisywana automatycznie. Zapisz ją poleceniem Gra → Zapisz jako….</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>Bez automatycznego zapisu</translation>
    </message>
    <message>
        <source>The game is NOT being saved</source>
        <translation>Gra NIE jest zapisywana</translation>
    </message>
    <message>
        <source>Kept by the host</source>
        <translation>Grę zapisuje gospodarz</translation>
    </message>
    <message>
        <source>A game followed from another computer is kept by its host, which saves it after every move; it is not saved here.</source>
        <translation>Grę śledzoną z innego komputera przechowuje jej gospodarz, który zapisuje ją po każdym ruchu; tutaj nie jest zapisywana.</translation>
    </message>
    <message>
        <source>What to do: free some space on the disk or make the folder writable, or save the game elsewhere with Game → Save as…. This warning stays until a save succeeds.</source>
        <translation>Co zrobić: zwolnij miejsce na dysku albo zezwól na zapis w folderze, albo zapisz grę gdzie indziej poleceniem Gra → Zapisz jako…. To ostrzeżenie zostanie, dopóki zapis się nie uda.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>The game is saved automatically after every move, in %1.</source>
        <translation>Gra jest zapisywana automatycznie po każdym ruchu, w pliku %1.</translation>
    </message>
    <message>
        <source>The automatic save works again.</source>
        <translation>Automatyczny zapis znów działa.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Nie ma gry do zapisania.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <source>The dictionary is not loaded yet.</source>
        <translation>Słownik nie jest jeszcze wczytany.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>The game could not be opened; nothing was changed.</source>
        <translation>Nie udało się otworzyć gry; nic nie zostało zmienione.</translation>
    </message>
    <message>
        <source>Potęga Słowa games (*.%1);;All files (*)</source>
        <translation>Gry Potęga Słowa (*.%1);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Potęga Słowa games (*.%1)</source>
        <translation>Gry Potęga Słowa (*.%1)</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Wznowić grę?</translation>
    </message>
    <message>
        <source>A game was interrupted (saved %1). Resume it where it stopped?</source>
        <translation>Gra została przerwana (zapis z %1). Wznowić ją w miejscu, w którym się zatrzymała?</translation>
    </message>
    <message>
        <source>Not now keeps it: Game → Interrupted games resumes it later.</source>
        <translation>„Nie teraz” zachowuje grę: można ją wznowić później z menu Gra → Przerwane gry.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nie teraz</translation>
    </message>
    <message>
        <source>The interrupted game could not be restored; it was kept as %1.</source>
        <translation>Nie udało się odtworzyć przerwanej gry; plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Odrzucić grę?</translation>
    </message>
    <message>
        <source>Discard the game interrupted on %1? It cannot be resumed afterwards.</source>
        <translation>Odrzucić grę przerwaną %1? Potem nie będzie można jej wznowić.</translation>
    </message>
    <message>
        <source>%1 could not be deleted.</source>
        <translation>Nie udało się usunąć %1.</translation>
    </message>
    <message>
        <source>No interrupted games</source>
        <translation>Brak przerwanych gier</translation>
    </message>
    <message>
        <source>Game saved %1</source>
        <translation>Gra zapisana %1</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>&amp;Odrzuć…</translation>
    </message>
    <message>
        <source>Dictionary</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>This game was played with another dictionary: %1.
The dictionary in use now: %2.
The game goes on as it was saved; words played from now on are checked against the dictionary in use.</source>
        <translation>Ta gra była rozgrywana z innym słownikiem: %1.
Obecnie używany słownik: %2.
Gra toczy się dalej tak, jak ją zapisano; kolejne słowa są sprawdzane w obecnie używanym słowniku.</translation>
    </message>
    <message>
        <source>This game was played with another dictionary.</source>
        <translation>Ta gra była rozgrywana z innym słownikiem.</translation>
    </message>
    <message>
        <source>Another dictionary</source>
        <translation>Inny słownik</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>A game is in progress. Save it before opening another one?</source>
        <translation>Trwa gra. Zapisać ją przed otwarciem innej?</translation>
    </message>
    <message>
        <source>&quot;Open anyway&quot; keeps it under Game → Interrupted games: nothing is lost.</source>
        <translation>„Otwórz mimo to” zachowa ją w Gra → Przerwane gry: nic nie przepadnie.</translation>
    </message>
    <message>
        <source>This window does not save it automatically: save it first to keep it.</source>
        <translation>To okno nie zapisuje jej automatycznie: aby ją zachować, trzeba ją najpierw zapisać.</translation>
    </message>
    <message>
        <source>&amp;Save first…</source>
        <translation>Najpierw &amp;zapisz…</translation>
    </message>
    <message>
        <source>&amp;Open anyway</source>
        <translation>&amp;Otwórz mimo to</translation>
    </message>
    <message>
        <source>This game was played with other words of your own (added and removed in Settings → Dictionary): %1.
Your words now: %2.
The game goes on as it was saved; words played from now on are checked with your words of now.</source>
        <translation>Ta gra była rozgrywana z innymi twoimi słowami (dodanymi i usuniętymi w Ustawienia → Słownik): %1.
Twoje słowa teraz: %2.
Gra toczy się dalej tak, jak ją zapisano; słowa zagrane od teraz są sprawdzane z twoimi obecnymi słowami.</translation>
    </message>
    <message>
        <source>This game was played with other words of your own.</source>
        <translation>Ta gra była rozgrywana z innymi twoimi słowami.</translation>
    </message>
    <message>
        <source>Other words of your own</source>
        <translation>Inne twoje słowa</translation>
    </message>
    <message>
        <source>This game is played at another player&apos;s table: the host keeps it and can resume it.</source>
        <translation>Ta gra toczy się przy stole innego gracza: przechowuje ją gospodarz i to on może ją wznowić.</translation>
    </message>
</context>
<context>
    <name>ps::ui::GamePage</name>
    <message>
        <source>The action is no longer aimed: choose an action, or finish.</source>
        <translation>Akcja nie jest już wycelowana: wybierz akcję albo zakończ.</translation>
    </message>
</context>
<context>
    <name>ps::ui::GameReview</name>
    <message>
        <source>— (no word)</source>
        <translation>— (bez słowa)</translation>
    </message>
    <message>
        <source>%1 (with %2&apos;s help) — cards captured: %3</source>
        <translation>%1 (z pomocą: %2) — zdobyte karty: %3</translation>
    </message>
    <message>
        <source>%1 — cards captured: %2</source>
        <translation>%1 — zdobyte karty: %2</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>bot myśli…</translation>
    </message>
    <message>
        <source>— (no word possible)</source>
        <translation>— (nie da się ułożyć słowa)</translation>
    </message>
</context>
<context>
    <name>ps::ui::HelpAnswerDialog</name>
    <message>
        <source>Help negotiation</source>
        <translation>Negocjacje pomocy</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 proposes a new price for your word &lt;b&gt;%3&lt;/b&gt;: your markers on %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 proponuje nową cenę za twoje słowo &lt;b&gt;%3&lt;/b&gt;: twoje znaczniki na %4.</translation>
    </message>
    <message>
        <source>It uses your card %1.</source>
        <translation>Słowo zawiera twoją kartę %1.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 offers you a word of &lt;b&gt;%n letter(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;, %2 proponuje ci słowo z &lt;b&gt;%n litery&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;, %2 proponuje ci słowo z &lt;b&gt;%n liter&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;, %2 proponuje ci słowo z &lt;b&gt;%n liter&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With it you would capture &lt;b&gt;%n card(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>Zdobędziesz dzięki niemu &lt;b&gt;%n kartę&lt;/b&gt;.</numerusform>
            <numerusform>Zdobędziesz dzięki niemu &lt;b&gt;%n karty&lt;/b&gt;.</numerusform>
            <numerusform>Zdobędziesz dzięki niemu &lt;b&gt;%n kart&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>Price: %1&apos;s markers on &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>Cena: znaczniki gracza %1 na &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>To counter, tick the price you propose:</source>
        <translation>Aby złożyć kontrofertę, zaznacz proponowaną cenę:</translation>
    </message>
    <message>
        <source>Proposed price</source>
        <translation>Proponowana cena</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Przyjmij</translation>
    </message>
    <message>
        <source>&amp;Counter-offer</source>
        <translation>&amp;Kontroferta</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Wycofaj</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>%1 is not in your word: this price cannot be accepted. Counter with cards of your word, or withdraw.</source>
        <translation>%1 nie ma w twoim słowie: tej ceny nie można przyjąć. Zaproponuj cenę z kart twojego słowa albo wycofaj ofertę.</translation>
    </message>
    <message>
        <source>Counter-offer: %1</source>
        <translation>Kontroferta: %1</translation>
    </message>
</context>
<context>
    <name>ps::ui::HelpNegotiator</name>
    <message>
        <source>Help offer</source>
        <translation>Oferta pomocy</translation>
    </message>
    <message>
        <source>Who offers help?</source>
        <translation>Kto proponuje pomoc?</translation>
    </message>
</context>
<context>
    <name>ps::ui::HelpOfferDialog</name>
    <message>
        <source>Help offer by %1</source>
        <translation>Oferta pomocy: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, think of a word for &lt;b&gt;%2&lt;/b&gt;&apos;s turn: it must use the card %2 placed and only letters on the table or among %2&apos;s captured cards. The word stays secret until the deal.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, wymyśl słowo na turę gracza &lt;b&gt;%2&lt;/b&gt;: musi użyć karty, którą %2 położył(a), i tylko liter ze stołu albo ze zdobytych kart gracza %2. Słowo pozostaje tajne aż do umowy.</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Tajne słowo</translation>
    </message>
    <message>
        <source>secret word…</source>
        <translation>tajne słowo…</translation>
    </message>
    <message>
        <source>Price — the cards that get &lt;b&gt;your&lt;/b&gt; markers:</source>
        <translation>Cena — karty, na których staną &lt;b&gt;twoje&lt;/b&gt; znaczniki:</translation>
    </message>
    <message>
        <source>Price cards</source>
        <translation>Karty ceny</translation>
    </message>
    <message>
        <source>&amp;Offer</source>
        <translation>&amp;Zaproponuj</translation>
    </message>
    <message numerus="yes">
        <source>%1 would capture %n card(s); you would capture %2.</source>
        <translation>
            <numerusform>%1 zdobędzie %n kartę; ty zdobędziesz: %2.</numerusform>
            <numerusform>%1 zdobędzie %n karty; ty zdobędziesz: %2.</numerusform>
            <numerusform>%1 zdobędzie %n kart; ty zdobędziesz: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>It may be related to %1: the table decides when it is revealed.</source>
        <translation>Może być spokrewnione ze słowem %1: stół zdecyduje po odkryciu.</translation>
    </message>
</context>
<context>
    <name>ps::ui::KeyboardMapDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>Table: move between the cards and the cells where your card may go; each is read out with its name (B4) and what lies there</source>
        <translation>Stół: przejście między kartami i polami, na które można położyć kartę; każde jest odczytywane z nazwą (B4) i tym, co na nim leży</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter lub Spacja</translation>
    </message>
    <message>
        <source>Table: place your card on the cell, or choose the card a black-card action aims at</source>
        <translation>Stół: położenie karty na polu albo wybór karty, w którą celuje akcja czarnej karty</translation>
    </message>
    <message>
        <source>Shift+arrow keys</source>
        <translation>Shift+strzałki</translation>
    </message>
    <message>
        <source>Table: move the view without moving the keyboard</source>
        <translation>Stół: przesunięcie widoku bez przenoszenia klawiatury</translation>
    </message>
    <message>
        <source>+ / -</source>
        <translation>+ / -</translation>
    </message>
    <message>
        <source>Table: zoom in and out</source>
        <translation>Stół: powiększenie i pomniejszenie</translation>
    </message>
    <message>
        <source>Letters, Enter</source>
        <translation>Litery, Enter</translation>
    </message>
    <message>
        <source>Word line: type the word, Enter confirms it</source>
        <translation>Pole słowa: wpisz słowo, Enter je zatwierdza</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Enter, Esc</translation>
    </message>
    <message>
        <source>Command line (Turn → Command line): Enter runs the typed command (&quot;help&quot; lists them, e.g. &quot;place N D4&quot;, &quot;word DYMEK&quot;, &quot;where&quot;), Esc closes it</source>
        <translation>Wiersz poleceń (Ruch → Wiersz poleceń): Enter wykonuje wpisane polecenie („pomoc” je wymienia, np. „połóż N D4”, „słowo DYMEK”, „gdzie”), Esc go zamyka</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+podkreślona litera</translation>
    </message>
    <message>
        <source>The button or field with that letter</source>
        <translation>Przycisk lub pole z tą literą</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>The next or previous button or field</source>
        <translation>Następny lub poprzedni przycisk albo pole</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back out one step: close the dialog, refuse an offer or a vote, leave the word as it is</source>
        <translation>Krok wstecz: zamknięcie okna, odrzucenie oferty lub głosowania, słowo zostaje bez zmian</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>In a question about a deal or a vote: press the focused answer (Enter does nothing there, so that no key typed for the word decides it)</source>
        <translation>W pytaniu o umowę lub głosowanie: naciśnięcie wybranej odpowiedzi (Enter nic tam nie robi, żeby żaden klawisz wpisany do słowa niczego nie przesądził)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Co robią</translation>
    </message>
</context>
<context>
    <name>ps::ui::MainWindow</name>
    <message>
        <source>Word checker</source>
        <translation>Sprawdzarka słów</translation>
    </message>
    <message>
        <source>Potęga Słowa</source>
        <translation>Potęga Słowa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Powiększ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Dopasuj stół</translation>
    </message>
    <message>
        <source>&amp;Word checker…</source>
        <translation>&amp;Sprawdzarka słów…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Teach me to play…</source>
        <translation>&amp;Naucz mnie grać…</translation>
    </message>
    <message>
        <source>&amp;About Potęga Słowa</source>
        <translation>&amp;O grze Potęga Słowa</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Przebieg gry</translation>
    </message>
    <message>
        <source>Played words</source>
        <translation>Zagrane słowa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>No dictionary.</source>
        <translation>Brak słownika.</translation>
    </message>
    <message>
        <source>&amp;Interrupted games</source>
        <translation>&amp;Przerwane gry</translation>
    </message>
    <message>
        <source>The current game will stay under Game → Interrupted games.</source>
        <translation>Bieżąca gra zostanie w menu Gra → Przerwane gry.</translation>
    </message>
    <message>
        <source>The current game can be saved first with Game → Save.</source>
        <translation>Bieżącą grę można najpierw zapisać: Gra → Zapisz.</translation>
    </message>
    <message>
        <source>A game is in progress. Start a new one? (%1)</source>
        <translation>Trwa gra. Zacząć nową? (%1)</translation>
    </message>
    <message>
        <source>Teach me to play</source>
        <translation>Naucz mnie grać</translation>
    </message>
    <message>
        <source>A game is in progress. Start a lesson? (%1)</source>
        <translation>Trwa gra. Zacząć lekcję? (%1)</translation>
    </message>
    <message>
        <source>The cards on the table; arrow keys move between cells, Enter places the card</source>
        <translation>Karty na stole; strzałki przechodzą między polami, Enter kładzie kartę</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Players and rounds</source>
        <translation>Gracze i rundy</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lekcja %1: %2</translation>
    </message>
</context>
<context>
    <name>ps::ui::MyTablesWindow</name>
    <message>
        <source>This game is over; its result is in the list.</source>
        <translation>Ta gra jest skończona; jej wynik jest na liście.</translation>
    </message>
    <message>
        <source>This table starts when every seat is taken.</source>
        <translation>Ten stół zacznie grę, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>&amp;My tables…</source>
        <translation>&amp;Moje stoły…</translation>
    </message>
    <message>
        <source>Your tables at the table server, live and by correspondence</source>
        <translation>Twoje stoły na serwerze stołów, na żywo i korespondencyjne</translation>
    </message>
    <message>
        <source>My tables</source>
        <translation>Moje stoły</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for table %1?</source>
        <translation>Trwa gra. Zostawić ją dla stołu %1?</translation>
    </message>
    <message>
        <source>My tables — %1</source>
        <translation>Moje stoły — %1</translation>
    </message>
    <message>
        <source>&amp;My tables</source>
        <translation>&amp;Moje stoły</translation>
    </message>
    <message>
        <source>Open &amp;seats</source>
        <translation>&amp;Wolne miejsca</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Whose move</source>
        <translation>Czyj ruch</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Pozostało</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Your tables</source>
        <translation>Twoje stoły</translation>
    </message>
    <message>
        <source>The tables waiting for your move come first; Enter opens the table</source>
        <translation>Najpierw stoły, które czekają na Twój ruch; Enter otwiera stół</translation>
    </message>
    <message>
        <source>Open seats</source>
        <translation>Wolne miejsca</translation>
    </message>
    <message>
        <source>Who sits there</source>
        <translation>Kto siedzi</translation>
    </message>
    <message>
        <source>Tables with open seats</source>
        <translation>Stoły z wolnymi miejscami</translation>
    </message>
    <message>
        <source>Enter takes a seat at the table</source>
        <translation>Enter zajmuje miejsce przy stole</translation>
    </message>
    <message>
        <source>You sit at no table. New table… opens one at the table server; Open seats lists the tables you can join.</source>
        <translation>Nie siedzisz przy żadnym stole. „Nowy stół…” zakłada stół na serwerze stołów, a „Wolne miejsca” pokazują stoły, do których możesz się dosiąść.</translation>
    </message>
    <message>
        <source>No table has an open seat now.</source>
        <translation>Żaden stół nie ma teraz wolnego miejsca.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Play this table in the main window (Enter)</source>
        <translation>Graj przy tym stole w głównym oknie (Enter)</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nowy stół…</translation>
    </message>
    <message>
        <source>&amp;Take a seat</source>
        <translation>&amp;Usiądź</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>O&amp;dśwież</translation>
    </message>
    <message>
        <source>Ask the table server again (F5)</source>
        <translation>Zapytaj serwer stołów ponownie (F5)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Zam&amp;knij</translation>
    </message>
    <message>
        <source>Settin&amp;gs…</source>
        <translation>Ustawieni&amp;a…</translation>
    </message>
    <message>
        <source>Sign &amp;in…</source>
        <translation>&amp;Zaloguj się…</translation>
    </message>
    <message>
        <source>No table server is set. Set its address (such as tables@example.org) in Tools → Settings → Table server.</source>
        <translation>Nie ustawiono serwera stołów. Podaj jego adres (np. stoly@example.org) w menu Narzędzia → Ustawienia → Serwer stołów.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Logowanie…</translation>
    </message>
    <message>
        <source>Sign in with your online account to see your tables.</source>
        <translation>Zaloguj się swoim kontem do gry przez sieć, aby zobaczyć swoje stoły.</translation>
    </message>
    <message>
        <source>Signing in as %1…</source>
        <translation>Logowanie jako %1…</translation>
    </message>
    <message>
        <source>Asking %1 for your tables…</source>
        <translation>Pytam %1 o Twoje stoły…</translation>
    </message>
    <message>
        <source>The table server %1 does not answer. It may be switched off, or its address in Settings may be wrong; F5 asks again.</source>
        <translation>Serwer stołów %1 nie odpowiada. Może jest wyłączony albo jego adres w Ustawieniach jest błędny; F5 pyta ponownie.</translation>
    </message>
    <message>
        <source>Updated at %1.</source>
        <translation>Zaktualizowano o %1.</translation>
    </message>
    <message>
        <source>Table %1 is created and its game has begun: Open plays it.</source>
        <translation>Stół %1 został założony i gra się zaczęła: „Otwórz” przenosi do niej.</translation>
    </message>
    <message>
        <source>Table %1 is created; its game starts once every seat is taken.</source>
        <translation>Stół %1 został założony; gra zacznie się, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>You sit at table %1, and its game has begun: Open plays it.</source>
        <translation>Siedzisz przy stole %1 i gra się zaczęła: „Otwórz” przenosi do niej.</translation>
    </message>
    <message>
        <source>You sit at table %1; its game starts once every seat is taken.</source>
        <translation>Siedzisz przy stole %1; gra zacznie się, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>The table was not created: %1</source>
        <translation>Stół nie został założony: %1</translation>
    </message>
    <message>
        <source>The seat was not taken: %1</source>
        <translation>Miejsce nie zostało zajęte: %1</translation>
    </message>
    <message>
        <source>The table server refused: %1</source>
        <translation>Serwer stołów odmówił: %1</translation>
    </message>
    <message>
        <source>Not signed in now: the table was not asked for.</source>
        <translation>Brak połączenia z serwerem: nie poproszono o stół.</translation>
    </message>
    <message>
        <source>Asking %1 to create the table…</source>
        <translation>Proszę %1 o założenie stołu…</translation>
    </message>
    <message>
        <source>Asking for a seat at table %1…</source>
        <translation>Proszę o miejsce przy stole %1…</translation>
    </message>
</context>
<context>
    <name>ps::ui::NewGameDialog</name>
    <message>
        <source>H&amp;ints</source>
        <translation>&amp;Podpowiedzi</translation>
    </message>
    <message>
        <source>Players may ask for the word a medium bot would play; the log marks hinted turns.</source>
        <translation>Gracze mogą poprosić o słowo, które ułożyłby średni bot; dziennik gry oznacza tury z podpowiedzią.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Liczba graczy</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Gra jako</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Kolor gracza %1</translation>
    </message>
    <message>
        <source>Kind of player %1</source>
        <translation>Rodzaj gracza %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Bot — easy</source>
        <translation>Bot — łatwy</translation>
    </message>
    <message>
        <source>Bot — medium</source>
        <translation>Bot — średni</translation>
    </message>
    <message>
        <source>Bot — hard</source>
        <translation>Bot — trudny</translation>
    </message>
    <message>
        <source>Bots are not available yet</source>
        <translation>Boty nie są jeszcze dostępne</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Zasady stołu</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>Gracz rozpoczynający</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>Zaczy&amp;na:</translation>
    </message>
    <message>
        <source>&amp;Black-card actions (variant)</source>
        <translation>&amp;Akcje czarnych kart (wariant)</translation>
    </message>
    <message>
        <source>The eight black cards trigger their special action when used in a word.</source>
        <translation>Osiem czarnych kart uruchamia swoją akcję, gdy zostaną użyte w słowie.</translation>
    </message>
    <message>
        <source>&amp;Turn time limit</source>
        <translation>Limit &amp;czasu na turę</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Sekundy na turę</translation>
    </message>
    <message>
        <source>Minimum word length</source>
        <translation>Minimalna długość słowa</translation>
    </message>
    <message>
        <source>&amp;Minimum word length:</source>
        <translation>&amp;Minimalna długość słowa:</translation>
    </message>
    <message>
        <source>Redraws per turn</source>
        <translation>Dobrania w turze</translation>
    </message>
    <message>
        <source>How many times a player who finds no word may swap the placed card for the top card of the stack.</source>
        <translation>Ile razy gracz, który nie znajduje słowa, może wymienić położoną kartę na kartę z wierzchu stosu.</translation>
    </message>
    <message>
        <source>&amp;Redraws per turn:</source>
        <translation>&amp;Dobrania w turze:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Zacznij grę</translation>
    </message>
    <message>
        <source>Player &amp;%1</source>
        <translation>Gracz &amp;%1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>The same number deals the same cards: play a deal again, or the same deal at another table. Leave it empty for a new deal.</source>
        <translation>Ten sam numer rozdaje te same karty: można powtórzyć rozdanie albo zagrać to samo rozdanie przy innym stole. Puste pole — nowe rozdanie.</translation>
    </message>
    <message>
        <source>D&amp;eal number:</source>
        <translation>Num&amp;er rozdania:</translation>
    </message>
    <message>
        <source>The table may accept words the &amp;dictionary lacks</source>
        <translation>Stół może przyjąć słowo &amp;spoza słownika</translation>
    </message>
    <message>
        <source>A house rule: a word refused only because the dictionary does not know it is put to the other people at the table; if they all accept it, it is played.</source>
        <translation>Zasada domowa: słowo odrzucone tylko dlatego, że nie ma go w słowniku, trafia pod głosowanie pozostałych osób przy stole; jeśli wszystkie je przyjmą, zostaje zagrane.</translation>
    </message>
    <message>
        <source>Bot — expert</source>
        <translation>Bot — ekspert</translation>
    </message>
    <message>
        <source>Searches many deals of the unknown cards: up to 2 s a move</source>
        <translation>Przeszukuje wiele rozdań nieznanych kart: do 2 s na ruch</translation>
    </message>
</context>
<context>
    <name>ps::ui::NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <source>By correspondence: hours or days a move</source>
        <translation>Korespondencyjnie: godziny lub dni na ruch</translation>
    </message>
    <message>
        <source>Live: everyone at their screens</source>
        <translation>Na żywo: wszyscy przy ekranach</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>&amp;Pace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>Time for each decision</source>
        <translation>Czas na każdą decyzję</translation>
    </message>
    <message>
        <source>Unit of the time for each decision</source>
        <translation>Jednostka czasu na decyzję</translation>
    </message>
    <message>
        <source>&amp;Time for each decision:</source>
        <translation>&amp;Czas na każdą decyzję:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Liczba graczy</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Twoje imię przy stole</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>name@server; empty: an open seat</source>
        <translation>nazwa@serwer; puste: wolne miejsce</translation>
    </message>
    <message>
        <source>Seat %1: the invited person&apos;s address</source>
        <translation>Miejsce %1: adres zaproszonej osoby</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Miejsce &amp;%1:</translation>
    </message>
    <message>
        <source>Announce the open seats in the &amp;lobby</source>
        <translation>Ogłoś wolne miejsca w &amp;poczekalni</translation>
    </message>
    <message>
        <source>Anyone may then take an open seat from the table server&apos;s list of open seats</source>
        <translation>Wtedy każdy może zająć wolne miejsce z listy wolnych miejsc serwera stołów</translation>
    </message>
    <message>
        <source>&amp;Black-card actions (variant)</source>
        <translation>&amp;Akcje czarnych kart (wariant)</translation>
    </message>
    <message>
        <source>&amp;Create the table</source>
        <translation>&amp;Załóż stół</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>min</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>godz.</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dni</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>Give each invited person&apos;s address as name@server, or leave the seat empty for anyone to take.</source>
        <translation>Podaj adres każdej zaproszonej osoby jako nazwa@serwer albo zostaw miejsce puste, aby mógł je zająć każdy.</translation>
    </message>
    <message>
        <source>%1 is invited twice, or is you.</source>
        <translation>%1: zaproszenie powtórzone albo to Twój adres.</translation>
    </message>
</context>
<context>
    <name>ps::ui::OnlineDialog</name>
    <message>
        <source>No keyring on this system: the password will not be kept</source>
        <translation>Brak pęku kluczy w systemie: hasło nie zostanie zapamiętane</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Gra przez sieć</translation>
    </message>
    <message>
        <source>Your XMPP account</source>
        <translation>Twoje konto XMPP</translation>
    </message>
    <message>
        <source>name@server</source>
        <translation>nazwa@serwer</translation>
    </message>
    <message>
        <source>Remember the password in the system&apos;s keyring</source>
        <translation>Zapamiętaj hasło w pęku kluczy systemu</translation>
    </message>
    <message>
        <source>the address&apos;s own server</source>
        <translation>serwer z adresu</translation>
    </message>
    <message>
        <source>default</source>
        <translation>domyślny</translation>
    </message>
    <message>
        <source>Create this account on the server first</source>
        <translation>Najpierw załóż to konto na serwerze</translation>
    </message>
    <message>
        <source>Allow no encryption (only for a server on this computer)</source>
        <translation>Zezwól na brak szyfrowania (tylko dla serwera na tym komputerze)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serwer:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Room:</source>
        <translation>&amp;Pokój:</translation>
    </message>
    <message>
        <source>Me, at this screen</source>
        <translation>Ja, przy tym ekranie</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Znajomy na innym komputerze</translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation>Bot: łatwy</translation>
    </message>
    <message>
        <source>Bot: medium</source>
        <translation>Bot: średni</translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation>Bot: trudny</translation>
    </message>
    <message>
        <source>Bot: expert</source>
        <translation>Bot: ekspert</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>the friend&apos;s address, name@server</source>
        <translation>adres znajomego, nazwa@serwer</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
    </message>
    <message>
        <source>&amp;Open a table</source>
        <translation>&amp;Otwórz stół</translation>
    </message>
    <message>
        <source>xmpp:room@conference.server?join — empty: wait for an invitation</source>
        <translation>xmpp:pokój@conference.serwer?join — puste: czekaj na zaproszenie</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>&amp;Link:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>&amp;Join a table</source>
        <translation>&amp;Dołącz do stołu</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Give your account&apos;s address, as name@server.</source>
        <translation>Podaj adres swojego konta w postaci nazwa@serwer.</translation>
    </message>
    <message>
        <source>Give the account&apos;s password.</source>
        <translation>Podaj hasło do konta.</translation>
    </message>
    <message>
        <source>The link is not a table&apos;s link (xmpp:room@server?join).</source>
        <translation>To nie jest link do stołu (xmpp:pokój@serwer?join).</translation>
    </message>
    <message>
        <source>Give the table&apos;s room, as name@conference.server.</source>
        <translation>Podaj pokój stołu w postaci nazwa@conference.serwer.</translation>
    </message>
    <message>
        <source>Give each friend&apos;s address, as name@server.</source>
        <translation>Podaj adres każdego znajomego w postaci nazwa@serwer.</translation>
    </message>
    <message>
        <source>A game needs 2 to 4 players.</source>
        <translation>Gra wymaga od 2 do 4 graczy.</translation>
    </message>
    <message>
        <source>Invite at least one friend; for a game at this screen use Game → New game.</source>
        <translation>Zaproś co najmniej jednego znajomego; do gry przy tym ekranie służy Gra → Nowa gra.</translation>
    </message>
    <message>
        <source>Open the table again</source>
        <translation>Otwórz stół ponownie</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Logowanie</translation>
    </message>
</context>
<context>
    <name>ps::ui::OnlineGuest</name>
    <message>
        <source>Invitation declined; waiting for another.</source>
        <translation>Zaproszenie odrzucone; czekam na kolejne.</translation>
    </message>
    <message>
        <source>This game is now open on another device (%1): this window leaves it.</source>
        <translation>Ta gra jest teraz otwarta na innym urządzeniu (%1) — to okno ją opuszcza.</translation>
    </message>
    <message>
        <source>Signed in; waiting for an invitation.</source>
        <translation>Zalogowano; czekam na zaproszenie.</translation>
    </message>
    <message>
        <source>Signed in; joining %1.</source>
        <translation>Zalogowano; dołączam do %1.</translation>
    </message>
    <message>
        <source>Invited to %1.</source>
        <translation>Zaproszenie do %1.</translation>
    </message>
    <message>
        <source>The host is at the table.</source>
        <translation>Gospodarz jest przy stole.</translation>
    </message>
    <message>
        <source>The host has left the table (away): the game waits for the host to come back.</source>
        <translation>Gospodarz opuścił stół (nieobecność): gra czeka na jego powrót.</translation>
    </message>
    <message>
        <source>The host refused it: %1</source>
        <translation>Gospodarz odrzucił ten ruch: %1</translation>
    </message>
    <message>
        <source>The host&apos;s game could not be shown: %1</source>
        <translation>Nie da się pokazać gry gospodarza: %1</translation>
    </message>
    <message>
        <source>You sit at the table of %1 as %2.</source>
        <translation>Siedzisz przy stole %1 jako %2.</translation>
    </message>
    <message>
        <source>Your help offer came too late: the table has moved on.</source>
        <translation>Twoja propozycja pomocy przyszła za późno: gra poszła dalej.</translation>
    </message>
    <message>
        <source>The latest turn is another player&apos;s: the move stays.</source>
        <translation>Ostatnia tura należy do innego gracza: ruch zostaje.</translation>
    </message>
    <message>
        <source>Your latest turn cannot be taken back now: the move stays.</source>
        <translation>Twojej ostatniej tury nie można teraz cofnąć: ruch zostaje.</translation>
    </message>
    <message>
        <source>The table took back a turn.</source>
        <translation>Stół cofnął turę.</translation>
    </message>
</context>
<context>
    <name>ps::ui::OnlineHost</name>
    <message>
        <source>The table is open at %1.</source>
        <translation>Stół jest otwarty pod adresem %1.</translation>
    </message>
    <message>
        <source>%1 has left the table (away).</source>
        <translation>%1 opuszcza stół (nieobecność).</translation>
    </message>
    <message>
        <source>%1 is at the table.</source>
        <translation>%1 jest przy stole.</translation>
    </message>
</context>
<context>
    <name>ps::ui::OnlinePlay</name>
    <message>
        <source>%1 invites you to a table (%2). Join it?</source>
        <translation>%1 zaprasza Cię do stołu (%2). Dołączyć?</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Zaproszenie</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Gra przez &amp;sieć…</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Czat stołu</translation>
    </message>
    <message>
        <source>Say something to the table (Enter sends)</source>
        <translation>Napisz coś do stołu (Enter wysyła)</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Gra przez sieć</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for a game online?</source>
        <translation>Trwa gra. Zostawić ją dla gry przez sieć?</translation>
    </message>
    <message>
        <source>Signing in; the game starts when everyone invited is at the table.</source>
        <translation>Logowanie; gra zacznie się, gdy wszyscy zaproszeni będą przy stole.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Logowanie…</translation>
    </message>
    <message>
        <source>This game was played online at %1 with %2. Open the table again and invite them back?</source>
        <translation>Ta gra toczyła się przez sieć przy stole %1 z udziałem: %2. Otworzyć stół ponownie i zaprosić ich z powrotem?</translation>
    </message>
    <message>
        <source>At this screen instead, everyone plays here.</source>
        <translation>Jeśli nie, wszyscy grają przy tym ekranie.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Otwórz stół</translation>
    </message>
    <message>
        <source>Play &amp;here</source>
        <translation>Graj &amp;tutaj</translation>
    </message>
    <message>
        <source>The friends&apos; seats wait: Game → Play online… opens the table again.</source>
        <translation>Miejsca znajomych czekają: Gra → Gra przez sieć… otwiera stół ponownie.</translation>
    </message>
    <message>
        <source>Signing in; the friends are invited back.</source>
        <translation>Logowanie; znajomi są zapraszani z powrotem.</translation>
    </message>
    <message>
        <source>Signing in; joining table %1.</source>
        <translation>Logowanie; dołączam do stołu %1.</translation>
    </message>
</context>
<context>
    <name>ps::ui::OnlineTable</name>
    <message>
        <source>The account could not be created: %1</source>
        <translation>Nie udało się założyć konta: %1</translation>
    </message>
    <message>
        <source>Could not sign in: %1</source>
        <translation>Nie udało się zalogować: %1</translation>
    </message>
    <message>
        <source>The connection to the server was lost; reconnecting.</source>
        <translation>Połączenie z serwerem zostało przerwane; łączę ponownie.</translation>
    </message>
</context>
<context>
    <name>ps::ui::PlayerPanel</name>
    <message>
        <source>▶ to play</source>
        <translation>▶ ruch</translation>
    </message>
    <message>
        <source>Markers: %1</source>
        <translation>Znaczniki: %1</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Ściągawka</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>Zdobyte: %1</translation>
    </message>
    <message>
        <source>weighs helping…</source>
        <translation>rozważa pomoc…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>bot · easy</source>
        <translation>bot · łatwy</translation>
    </message>
    <message>
        <source>bot · medium</source>
        <translation>bot · średni</translation>
    </message>
    <message>
        <source>bot · hard</source>
        <translation>bot · trudny</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>koło</translation>
    </message>
    <message>
        <source>square</source>
        <translation>kwadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trójkąt</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>Marker: %1, colour: %2</source>
        <translation>Znacznik: %1, kolor: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; pts (%2 + %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pkt (%2 + %3)</translation>
    </message>
    <message>
        <source>points: %1 (%2 for captured cards, %3 for zones)</source>
        <translation>punkty: %1 (%2 za zdobyte karty, %3 za strefy)</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Gracz %1: %2</translation>
    </message>
    <message>
        <source>markers left: %1</source>
        <translation>znaczniki w puli: %1</translation>
    </message>
    <message>
        <source>captured cards: %1</source>
        <translation>zdobyte karty: %1</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>teraz gra</translation>
    </message>
    <message>
        <source>bot · expert</source>
        <translation>bot · ekspert</translation>
    </message>
</context>
<context>
    <name>ps::ui::PrivacyScreen</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Przekaż ekran graczowi: %1</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Pozostali, prosimy, nie patrzcie.</translation>
    </message>
    <message>
        <source>I am %1 — show me</source>
        <translation>Jestem %1 — pokaż</translation>
    </message>
</context>
<context>
    <name>ps::ui::ReplayViewer</name>
    <message>
        <source>This is not a game record (%1).</source>
        <translation>To nie jest zapis gry (%1).</translation>
    </message>
    <message>
        <source>The game record is damaged: %1</source>
        <translation>Zapis gry jest uszkodzony: %1</translation>
    </message>
    <message>
        <source>This saved game holds no record of its moves, so it cannot be replayed.</source>
        <translation>Ta zapisana gra nie zawiera zapisu ruchów, więc nie da się jej odtworzyć.</translation>
    </message>
    <message>
        <source>The record in this saved game is damaged: %1</source>
        <translation>Zapis ruchów w tej zapisanej grze jest uszkodzony: %1</translation>
    </message>
    <message>
        <source>This is neither a game record nor a saved game of Potęga Słowa.</source>
        <translation>To nie jest ani zapis gry, ani zapisana gra Potęgi Słowa.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a game file.</source>
        <translation>%1 to folder, nie plik gry.</translation>
    </message>
    <message>
        <source>%1 is not a regular file; it was not read.</source>
        <translation>%1 nie jest zwykłym plikiem; nie został odczytany.</translation>
    </message>
    <message>
        <source>%1 is too large to be a game file (the limit is %2).</source>
        <translation>%1 jest za duży jak na plik gry (limit to %2).</translation>
    </message>
    <message>
        <source>Cannot read %1 (%2).</source>
        <translation>Nie można odczytać %1 (%2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Replay a game record…</source>
        <translation>Odt&amp;wórz zapis gry…</translation>
    </message>
    <message>
        <source>Step through a finished or saved game, turn by turn</source>
        <translation>Przejrzyj zakończoną lub zapisaną grę tura po turze</translation>
    </message>
    <message>
        <source>Replay a game record</source>
        <translation>Odtwórz zapis gry</translation>
    </message>
    <message>
        <source>Saved games and records (*.potega *.json);;All files (*)</source>
        <translation>Zapisane gry i zapisy (*.potega *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Odtwarzanie</translation>
    </message>
    <message>
        <source>No dictionary is ready to replay the game with; try again once it has loaded.</source>
        <translation>Żaden słownik nie jest jeszcze gotowy do odtworzenia gry; spróbuj ponownie, gdy się wczyta.</translation>
    </message>
    <message>
        <source>This game was played with another dictionary (%1); it is replayed with the one in use (%2).</source>
        <translation>Tę grę rozegrano z innym słownikiem (%1); jest odtwarzana ze słownikiem w użyciu (%2).</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>%1 (with %2&apos;s help)</source>
        <translation>%1 (z pomocą: %2)</translation>
    </message>
    <message>
        <source>%1, cards captured: %2</source>
        <translation>%1, zdobyte karty: %2</translation>
    </message>
    <message>
        <source>redraw</source>
        <translation>wymiana karty</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>no word</source>
        <translation>bez słowa</translation>
    </message>
    <message>
        <source>%1. Round %2 · %3: %4</source>
        <translation>%1. Runda %2 · %3: %4</translation>
    </message>
    <message>
        <source>The record stops replaying at action %1 of %2 (%3); the game is shown up to there.</source>
        <translation>Zapis przestaje się odtwarzać na ruchu %1 z %2 (%3); gra jest pokazana do tego miejsca.</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Odtwarzanie — %1</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ Początek</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Rozdanie (Home)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>The previous turn (Left arrow)</source>
        <translation>Poprzednia tura (strzałka w lewo)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>The next turn (Right arrow)</source>
        <translation>Następna tura (strzałka w prawo)</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Koniec ▶▶</translation>
    </message>
    <message>
        <source>The end of the record (End)</source>
        <translation>Koniec zapisu (End)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tury</translation>
    </message>
    <message>
        <source>The deal · %1 turns</source>
        <translation>Rozdanie · liczba tur: %1</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · round %3</source>
        <translation>Tura %1 z %2 · runda %3</translation>
    </message>
    <message>
        <source>&amp;Turns</source>
        <translation>&amp;Tury</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Przegląd</translation>
    </message>
    <message>
        <source>For each turn: the word played, and the word a hard bot would have played from the same position.</source>
        <translation>Dla każdej tury: zagrane słowo i słowo, które z tej samej pozycji zagrałby trudny bot.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Word played</source>
        <translation>Zagrane słowo</translation>
    </message>
    <message>
        <source>Hard bot&apos;s word</source>
        <translation>Słowo trudnego bota</translation>
    </message>
    <message>
        <source>The review needs the app&apos;s bots, which are not available.</source>
        <translation>Przegląd wymaga botów aplikacji, a te nie są dostępne.</translation>
    </message>
    <message>
        <source>&amp;Start the review</source>
        <translation>&amp;Rozpocznij przegląd</translation>
    </message>
    <message>
        <source>The hard bot takes about a second per turn; the review runs in the background.</source>
        <translation>Trudny bot potrzebuje około sekundy na turę; przegląd działa w tle.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Za&amp;trzymaj</translation>
    </message>
    <message>
        <source>Looking for the turns…</source>
        <translation>Szukanie tur…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 turns…</source>
        <translation>Przegląd: %1 z %2 tur…</translation>
    </message>
    <message>
        <source>Review stopped: %1 of %2 turns.</source>
        <translation>Przegląd zatrzymany: %1 z %2 tur.</translation>
    </message>
    <message>
        <source>No turns to review.</source>
        <translation>Brak tur do przejrzenia.</translation>
    </message>
    <message>
        <source>Review done: %1 turns.</source>
        <translation>Przegląd gotowy, liczba tur: %1.</translation>
    </message>
    <message>
        <source>A&amp;nalysis</source>
        <translation>A&amp;naliza</translation>
    </message>
</context>
<context>
    <name>ps::ui::RoundTrack</name>
    <message>
        <source>Round %1 of %2, %3 cards in the stack</source>
        <translation>Runda %1 z %2, kart w stosie: %3</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message numerus="yes">
        <source>Stack: %n card(s)</source>
        <translation>
            <numerusform>Stos: %n karta</numerusform>
            <numerusform>Stos: %n karty</numerusform>
            <numerusform>Stos: %n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ps::ui::RulesDialog</name>
    <message>
        <source>Rules of Potęga Słowa</source>
        <translation>Zasady gry Potęga Słowa</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Tekst zasad</translation>
    </message>
    <message>
        <source>About Potęga Słowa</source>
        <translation>O grze Potęga Słowa</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Potęga Słowa %1&lt;/h3&gt;&lt;p&gt;The Polish word card game for 2–4 players on one screen.&lt;/p&gt;&lt;p&gt;Place a card, make a word from the letters on the table, put your markers on its cards: two of your markers capture a card.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Dictionary data: SJP.pl.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Potęga Słowa %1&lt;/h3&gt;&lt;p&gt;Polska karciana gra słowna dla 2–4 graczy przy jednym ekranie.&lt;/p&gt;&lt;p&gt;Połóż kartę, ułóż słowo z liter na stole i postaw znaczniki na jego kartach: dwa twoje znaczniki zdobywają kartę.&lt;/p&gt;&lt;p&gt;Licencja: GPL-3.0-or-later. Dane słownika: SJP.pl.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ps::ui::SaveStateLabel</name>
    <message>
        <source>what to do</source>
        <translation>co zrobić</translation>
    </message>
    <message>
        <source>The game is not being saved</source>
        <translation>Gra nie jest zapisywana</translation>
    </message>
</context>
<context>
    <name>ps::ui::ScoreChart</name>
    <message>
        <source>Scores after each round</source>
        <translation>Wyniki po każdej rundzie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>ps::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Animate cards and markers</source>
        <translation>&amp;Animuj karty i znaczniki</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>&amp;Time to offer help to a bot:</source>
        <translation>&amp;Czas na pomoc botowi:</translation>
    </message>
    <message>
        <source>Dictionary</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>&amp;Choose a word list…</source>
        <translation>&amp;Wybierz listę słów…</translation>
    </message>
    <message>
        <source>A UTF-8 text file with one word per line, such as the official word-game list; it is used for new games</source>
        <translation>Plik tekstowy UTF-8 z jednym słowem w wierszu, np. oficjalna lista słów do gier; używany w nowych grach</translation>
    </message>
    <message>
        <source>Use the &amp;built-in dictionary</source>
        <translation>Użyj &amp;wbudowanego słownika</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message numerus="yes">
        <source>New games use your word list %1 (%n word(s)).</source>
        <translation>
            <numerusform>Nowe gry używają Twojej listy słów %1 (%n słowo).</numerusform>
            <numerusform>Nowe gry używają Twojej listy słów %1 (%n słowa).</numerusform>
            <numerusform>Nowe gry używają Twojej listy słów %1 (%n słów).</numerusform>
        </translation>
    </message>
    <message>
        <source>New games use your word list %1 (its compiled file is missing; the built-in dictionary will be used).</source>
        <translation>Nowe gry używają Twojej listy słów %1 (brak jej skompilowanego pliku; zostanie użyty wbudowany słownik).</translation>
    </message>
    <message numerus="yes">
        <source>New games use the built-in dictionary (%n word(s)).</source>
        <translation>
            <numerusform>Nowe gry używają wbudowanego słownika (%n słowo).</numerusform>
            <numerusform>Nowe gry używają wbudowanego słownika (%n słowa).</numerusform>
            <numerusform>Nowe gry używają wbudowanego słownika (%n słów).</numerusform>
        </translation>
    </message>
    <message>
        <source>New games use the built-in dictionary.</source>
        <translation>Nowe gry używają wbudowanego słownika.</translation>
    </message>
    <message>
        <source>Choose a word list</source>
        <translation>Wybierz listę słów</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listy słów (*.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The list is ready: new games use it.</source>
        <translation>Lista jest gotowa: nowe gry jej używają.</translation>
    </message>
    <message>
        <source>Cancelled; the dictionary choice was not changed.</source>
        <translation>Anulowano; wybór słownika się nie zmienił.</translation>
    </message>
    <message>
        <source>The list cannot be used; the dictionary choice was not changed.
%1</source>
        <translation>Nie można użyć tej listy; wybór słownika się nie zmienił.
%1</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Głośność dźwięków</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Wycisz</translation>
    </message>
    <message>
        <source>Sound &amp;effects:</source>
        <translation>&amp;Efekty dźwiękowe:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your own words&lt;/b&gt;</source>
        <translation>&lt;b&gt;Twoje słowa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>In new games the words you add are valid even when the dictionary lacks them, and the words you remove are refused even when it holds them.</source>
        <translation>W nowych grach słowa, które dodasz, są poprawne, nawet gdy słownik ich nie zna, a słowa, które usuniesz, są odrzucane, nawet gdy słownik je zna.</translation>
    </message>
    <message>
        <source>a word</source>
        <translation>słowo</translation>
    </message>
    <message>
        <source>Your own word</source>
        <translation>Twoje słowo</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Valid in new games, whatever the dictionary says</source>
        <translation>Poprawne w nowych grach, bez względu na słownik</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Refused in new games, whatever the dictionary says</source>
        <translation>Odrzucane w nowych grach, bez względu na słownik</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>Dodane:</translation>
    </message>
    <message>
        <source>Removed:</source>
        <translation>Usunięte:</translation>
    </message>
    <message>
        <source>Added words</source>
        <translation>Dodane słowa</translation>
    </message>
    <message>
        <source>Removed words</source>
        <translation>Usunięte słowa</translation>
    </message>
    <message>
        <source>Forget the selected words</source>
        <translation>Zapomnij zaznaczone słowa</translation>
    </message>
    <message>
        <source>Bots may play the words you added</source>
        <translation>Boty mogą grać dodanymi słowami</translation>
    </message>
    <message>
        <source>“%1” is valid in new games.</source>
        <translation>„%1” jest poprawne w nowych grach.</translation>
    </message>
    <message>
        <source>“%1” is refused in new games.</source>
        <translation>„%1” jest odrzucane w nowych grach.</translation>
    </message>
    <message>
        <source>“%1” is left to the dictionary again.</source>
        <translation>O „%1” znów decyduje słownik.</translation>
    </message>
    <message>
        <source>How long the expert bot may think about each move (from the next game on)</source>
        <translation>Jak długo bot ekspert może myśleć nad każdym ruchem (od następnej gry)</translation>
    </message>
    <message>
        <source>&amp;Expert bot&apos;s thinking time:</source>
        <translation>Czas myś&amp;lenia bota eksperta:</translation>
    </message>
    <message>
        <source>&amp;High contrast (white on black)</source>
        <translation>&amp;Wysoki kontrast (biało na czarnym)</translation>
    </message>
    <message>
        <source>Lar&amp;ger text</source>
        <translation>Większy &amp;tekst</translation>
    </message>
    <message>
        <source>On a bot&apos;s turn, how long a person who says &quot;I&apos;ll help&quot; may offer it a word before it plays its own</source>
        <translation>W turze bota: ile czasu ma osoba, która powie „Pomogę”, na zaproponowanie mu słowa, zanim bot zagra swoje</translation>
    </message>
    <message>
        <source>How long a bot&apos;s card waits for someone to say &quot;I&apos;ll help&quot; (H) before the bot plays on</source>
        <translation>Jak długo karta bota czeka, aż ktoś powie „Pomogę” (H), zanim bot zagra dalej</translation>
    </message>
    <message>
        <source>Bot plays on &amp;after:</source>
        <translation>&amp;Bot gra dalej po:</translation>
    </message>
    <message>
        <source>How many deals of the stack the game analysis simulates for each move it judges: more are steadier and slower (default: %1)</source>
        <translation>Ile rozdań stosu symuluje analiza gry dla każdego ocenianego ruchu: więcej to pewniejsze wyniki i dłuższa analiza (domyślnie: %1)</translation>
    </message>
    <message>
        <source>Analysis: &amp;deals per position:</source>
        <translation>Analiza: &amp;rozdań na pozycję:</translation>
    </message>
    <message>
        <source>tables@example.org</source>
        <translation>stoly@example.org</translation>
    </message>
    <message>
        <source>The table keeper&apos;s account: it keeps your online tables, live and by correspondence (Game → My tables)</source>
        <translation>Konto serwera stołów: prowadzi Twoje stoły w sieci, na żywo i korespondencyjne (Gra → Moje stoły)</translation>
    </message>
    <message>
        <source>Table se&amp;rver:</source>
        <translation>&amp;Serwer stołów:</translation>
    </message>
</context>
<context>
    <name>ps::ui::SidePanel</name>
    <message>
        <source>Word checker</source>
        <translation>Sprawdzarka słów</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Check whether a word is valid Polish (Ctrl+K)</source>
        <translation>Sprawdź, czy słowo jest poprawne po polsku (Ctrl+K)</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Zasady gry</translation>
    </message>
    <message>
        <source>The rules of the game (F1)</source>
        <translation>Zasady gry (F1)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
</context>
<context>
    <name>ps::ui::TableDesk</name>
    <message>
        <source>The table refused %1. Try another word.</source>
        <translation>Stół odrzucił słowo %1. Spróbuj innego.</translation>
    </message>
    <message>
        <source>Help negotiation</source>
        <translation>Negocjacje pomocy</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move (%2).</source>
        <translation>%1 prosi o cofnięcie ostatniego ruchu (%2).</translation>
    </message>
    <message>
        <source>Everyone at the table must agree. %1, do you agree?</source>
        <translation>Wszyscy przy stole muszą się zgodzić. %1, czy się zgadzasz?</translation>
    </message>
    <message>
        <source>I &amp;agree</source>
        <translation>&amp;Zgadzam się</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Gramy dalej</translation>
    </message>
    <message>
        <source>Related word?</source>
        <translation>Słowo spokrewnione?</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; may be related to &lt;b&gt;%2&lt;/b&gt;, which has already been played.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; może być spokrewnione ze słowem &lt;b&gt;%2&lt;/b&gt;, które już było zagrane.</translation>
    </message>
    <message>
        <source>Related words may not be played. Does the table accept %1?</source>
        <translation>Słów spokrewnionych nie wolno zagrać. Czy stół przyjmuje słowo %1?</translation>
    </message>
    <message>
        <source>The table &amp;accepts</source>
        <translation>Stół &amp;przyjmuje</translation>
    </message>
    <message>
        <source>The table &amp;refuses</source>
        <translation>Stół &amp;odrzuca</translation>
    </message>
    <message>
        <source>%1 plays &lt;b&gt;%2&lt;/b&gt;, which is not in the dictionary.</source>
        <translation>%1 chce zagrać &lt;b&gt;%2&lt;/b&gt;, a tego słowa nie ma w słowniku.</translation>
    </message>
    <message>
        <source>It may also be related to &lt;b&gt;%1&lt;/b&gt;, which has already been played.</source>
        <translation>Może też być spokrewnione z zagranym już słowem &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The word is played if everyone else at the table accepts it as Polish. %1, do you accept %2?</source>
        <translation>Słowo zostanie zagrane, jeśli wszyscy pozostali przy stole uznają je za polskie. %1, czy przyjmujesz %2?</translation>
    </message>
    <message>
        <source>I &amp;accept it</source>
        <translation>&amp;Przyjmuję</translation>
    </message>
    <message>
        <source>I &amp;refuse it</source>
        <translation>&amp;Odrzucam</translation>
    </message>
    <message>
        <source>%1 offers %2 help.</source>
        <translation>%1 proponuje pomoc graczowi %2.</translation>
    </message>
    <message>
        <source>%1, your help offer has an answer.</source>
        <translation>%1, twoja oferta pomocy ma odpowiedź.</translation>
    </message>
    <message>
        <source>%1, the table votes on %2&apos;s word %3.</source>
        <translation>%1, stół głosuje nad słowem %3 gracza %2.</translation>
    </message>
    <message>
        <source>%1, the table votes on %2&apos;s word.</source>
        <translation>%1, stół głosuje nad słowem gracza %2.</translation>
    </message>
    <message>
        <source>%1, a take-back of the last move is asked.</source>
        <translation>%1, ktoś prosi o cofnięcie ostatniego ruchu.</translation>
    </message>
    <message>
        <source>%1&apos;s vote: a word the dictionary lacks</source>
        <translation>Głos gracza %1: słowo spoza słownika</translation>
    </message>
    <message>
        <source>%1&apos;s say: take back a move</source>
        <translation>Zgoda gracza %1: cofnięcie ruchu</translation>
    </message>
</context>
<context>
    <name>ps::ui::TableWordKeeper</name>
    <message>
        <source>%1 is among your words now (Settings → Dictionary): new games know it.</source>
        <translation>%1 jest już na liście Twoich słów (Ustawienia → Słownik): nowe partie je znają.</translation>
    </message>
    <message>
        <source>The table accepted %1.</source>
        <translation>Stół przyjął słowo %1.</translation>
    </message>
    <message>
        <source>Remember it</source>
        <translation>Zapamiętaj</translation>
    </message>
    <message>
        <source>Add %1 to your own words (Settings → Dictionary), so that new games know it.</source>
        <translation>Dodaj %1 do Twoich słów (Ustawienia → Słownik), aby nowe partie je znały.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <source>&amp;Remember %1 among your words</source>
        <translation>&amp;Zapamiętaj %1 wśród Twoich słów</translation>
    </message>
</context>
<context>
    <name>ps::ui::TurnMenu</name>
    <message>
        <source>The word line opens once your card is placed.</source>
        <translation>Pole słowa otworzy się, gdy położysz kartę.</translation>
    </message>
    <message>
        <source>No card of yours to take back now.</source>
        <translation>Nie masz teraz karty do cofnięcia.</translation>
    </message>
    <message>
        <source>Redrawing or passing is not possible now.</source>
        <translation>Teraz nie można dobrać ani spasować.</translation>
    </message>
    <message>
        <source>No hint now: hints are on in Game → Hints, on your turn.</source>
        <translation>Teraz nie ma podpowiedzi: włącza je Gra → Podpowiedzi, w twojej turze.</translation>
    </message>
    <message>
        <source>No help can be offered now.</source>
        <translation>Teraz nie można zaproponować pomocy.</translation>
    </message>
    <message>
        <source>No help offer waits.</source>
        <translation>Żadna oferta pomocy nie czeka.</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <source>Go to the &amp;table</source>
        <translation>Przejdź do &amp;stołu</translation>
    </message>
    <message>
        <source>Go to the &amp;word line</source>
        <translation>Przejdź do pola s&amp;łowa</translation>
    </message>
    <message>
        <source>Co&amp;mmand line…</source>
        <translation>W&amp;iersz poleceń…</translation>
    </message>
    <message>
        <source>&amp;Confirm the word</source>
        <translation>&amp;Zatwierdź słowo</translation>
    </message>
    <message>
        <source>Take back the &amp;card</source>
        <translation>&amp;Cofnij kartę</translation>
    </message>
    <message>
        <source>&amp;No word (redraw or pass)</source>
        <translation>&amp;Brak słowa (dobierz lub pasuj)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Offer help…</source>
        <translation>Zaproponuj po&amp;moc…</translation>
    </message>
    <message>
        <source>O&amp;pen the waiting help offer</source>
        <translation>&amp;Otwórz czekającą ofertę pomocy</translation>
    </message>
    <message>
        <source>&amp;Black-card actions</source>
        <translation>&amp;Akcje czarnych kart</translation>
    </message>
    <message>
        <source>&amp;Finish the actions / end the turn</source>
        <translation>Zakończ akcje / &amp;turę</translation>
    </message>
    <message>
        <source>&amp;Read the table</source>
        <translation>O&amp;dczytaj stół</translation>
    </message>
    <message>
        <source>Read the &amp;scores</source>
        <translation>Odczytaj &amp;wyniki</translation>
    </message>
    <message>
        <source>R&amp;epeat the last news</source>
        <translation>Powtórz ostatni &amp;komunikat</translation>
    </message>
    <message>
        <source>No black-card action now</source>
        <translation>Teraz nie ma akcji czarnych kart</translation>
    </message>
    <message>
        <source>There is nothing to finish now.</source>
        <translation>Teraz nie ma czego kończyć.</translation>
    </message>
    <message>
        <source>No card waits for your help now.</source>
        <translation>Żadna karta nie czeka teraz na twoją pomoc.</translation>
    </message>
    <message>
        <source>I&apos;ll &amp;help the bot</source>
        <translation>Pomo&amp;gę botowi</translation>
    </message>
</context>
<context>
    <name>ps::ui::UserDictionaryCompiler</name>
    <message>
        <source>Reading and checking the words…</source>
        <translation>Wczytywanie i sprawdzanie słów…</translation>
    </message>
    <message>
        <source>Compiling…</source>
        <translation>Kompilowanie…</translation>
    </message>
    <message>
        <source>Storing…</source>
        <translation>Zapisywanie…</translation>
    </message>
</context>
<context>
    <name>ps::ui::WelcomePage</name>
    <message>
        <source>Dictionary ready.</source>
        <translation>Słownik gotowy.</translation>
    </message>
    <message>
        <source>Loading the dictionary…</source>
        <translation>Wczytywanie słownika…</translation>
    </message>
    <message>
        <source>The word card game for 2–4 players</source>
        <translation>Karciana gra słowna dla 2–4 graczy</translation>
    </message>
    <message>
        <source>Place a card, make a word from the letters on the table and capture cards with your markers.</source>
        <translation>Połóż kartę, ułóż słowo z liter na stole i zdobywaj karty swoimi znacznikami.</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>Word &amp;checker</source>
        <translation>&amp;Sprawdzarka słów</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>A game interrupted on %1 waits.</source>
        <translation>Czeka gra przerwana %1.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>&amp;Odrzuć…</translation>
    </message>
    <message>
        <source>Teach me to play</source>
        <translation>Naucz mnie grać</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Gra przez s&amp;ieć…</translation>
    </message>
    <message>
        <source>Open a table for friends on other computers, or join theirs</source>
        <translation>Otwórz stół dla znajomych przy innych komputerach albo dołącz do ich stołu</translation>
    </message>
    <message>
        <source>&amp;My tables…</source>
        <translation>&amp;Moje stoły…</translation>
    </message>
    <message>
        <source>Your tables at the table server, live and by correspondence</source>
        <translation>Twoje stoły na serwerze stołów, na żywo i korespondencyjne</translation>
    </message>
</context>
<context>
    <name>ps::ui::WordBar</name>
    <message>
        <source>No wor&amp;d</source>
        <translation>&amp;Brak słowa</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasuj</translation>
    </message>
    <message>
        <source>%1&apos;s card: %2. Offer a word for it? (%3 s)</source>
        <translation>Karta gracza %1: %2. Zaproponujesz słowo? (%3 s)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>%1 proposed another price: the helper answers.</source>
        <translation>%1 proponuje inną cenę: odpowiada pomocnik.</translation>
    </message>
    <message>
        <source>%1 weighs the help offer…</source>
        <translation>%1 rozważa ofertę pomocy…</translation>
    </message>
    <message>
        <source>%1 has chosen a word and waits for help offers.</source>
        <translation>%1 ma już słowo i czeka na propozycje pomocy.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>%1: place your card %2 — click a lit cell (or use the arrow keys and Enter).</source>
        <translation>%1: połóż kartę %2 — kliknij podświetlone pole (albo użyj strzałek i Enter).</translation>
    </message>
    <message>
        <source>%1: type a word made of the letters on the table.</source>
        <translation>%1: wpisz słowo z liter na stole.</translation>
    </message>
    <message>
        <source>%1: type a word that uses the card you placed.</source>
        <translation>%1: wpisz słowo, które używa położonej karty.</translation>
    </message>
    <message>
        <source>%1: use your black-card actions, or finish.</source>
        <translation>%1: użyj akcji czarnych kart albo zakończ.</translation>
    </message>
    <message>
        <source>%1: use an end-of-turn action, or end the turn.</source>
        <translation>%1: użyj akcji końca tury albo zakończ turę.</translation>
    </message>
    <message>
        <source>%1: choose the card to keep.</source>
        <translation>%1: wybierz kartę, którą zatrzymasz.</translation>
    </message>
    <message>
        <source>No other card with the letter %1 can be used.</source>
        <translation>Nie ma innej karty z literą %1, której można użyć.</translation>
    </message>
    <message>
        <source>Looking for a word…</source>
        <translation>Szukam słowa…</translation>
    </message>
    <message>
        <source>The hint finds no word here: redraw or pass.</source>
        <translation>Podpowiedź nie znajduje tu słowa: dobierz kartę albo spasuj.</translation>
    </message>
    <message>
        <source>&amp;Finish actions</source>
        <translation>&amp;Zakończ akcje</translation>
    </message>
    <message>
        <source>&amp;End the turn</source>
        <translation>Zakończ &amp;turę</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>S&amp;łowo:</translation>
    </message>
    <message>
        <source>type a word…</source>
        <translation>wpisz słowo…</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Słowo</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Cofnij kartę</translation>
    </message>
    <message>
        <source>Take the placed card back to your sheet</source>
        <translation>Zabierz położoną kartę z powrotem na ściągawkę</translation>
    </message>
    <message>
        <source>C&amp;onfirm</source>
        <translation>&amp;Zatwierdź</translation>
    </message>
    <message>
        <source>Play the word (Enter)</source>
        <translation>Zagraj słowo (Enter)</translation>
    </message>
    <message>
        <source>You cannot make a word: put the card under the stack and draw</source>
        <translation>Nie ułożysz słowa: karta idzie pod stos, dobierasz nową</translation>
    </message>
    <message>
        <source>&amp;Help offer…</source>
        <translation>Oferta &amp;pomocy…</translation>
    </message>
    <message>
        <source>Another player offers a word for your turn</source>
        <translation>Inny gracz proponuje ci słowo w twojej turze</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>The word a medium bot would play here (Ctrl+H)</source>
        <translation>Słowo, które ułożyłby tu średni bot (Ctrl+H)</translation>
    </message>
    <message>
        <source>O&amp;ffer help…</source>
        <translation>Zaproponuj po&amp;moc…</translation>
    </message>
    <message>
        <source>Offer the bot a word for its card; it waits while you type</source>
        <translation>Podsuń botowi słowo z jego kartą; bot poczeka, aż skończysz</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <source>Nobody wants to help: let the bot play now</source>
        <translation>Nikt nie chce pomóc: niech bot zagra od razu</translation>
    </message>
    <message>
        <source>Time left to offer help</source>
        <translation>Czas na propozycję pomocy</translation>
    </message>
    <message>
        <source>Black-card actions:</source>
        <translation>Akcje czarnych kart:</translation>
    </message>
    <message>
        <source>Time left: %1 (paused)</source>
        <translation>Pozostały czas: %1 (pauza)</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Pozostały czas: %1</translation>
    </message>
    <message>
        <source>Type a word made of the letters on the table; Enter plays it</source>
        <translation>Wpisz słowo z liter na stole; Enter je zagrywa</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stan gry</translation>
    </message>
    <message>
        <source>Time left in the turn</source>
        <translation>Czas do końca tury</translation>
    </message>
    <message>
        <source>Help for another player&apos;s card</source>
        <translation>Pomoc do karty innego gracza</translation>
    </message>
    <message>
        <source>Help offer from %1: open it (Ctrl+Shift+O)</source>
        <translation>Oferta pomocy od gracza %1: otwórz (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <source>%1 plays on another computer…</source>
        <translation>%1 gra na innym komputerze…</translation>
    </message>
    <message>
        <source>%1&apos;s card: %2. Offer a word for it?</source>
        <translation>Karta gracza %1: %2. Zaproponujesz słowo?</translation>
    </message>
    <message>
        <source>Offer %1 a word for this card</source>
        <translation>Zaproponuj graczowi %1 słowo do tej karty</translation>
    </message>
    <message>
        <source>&amp;No offer</source>
        <translation>&amp;Nie pomagam</translation>
    </message>
    <message>
        <source>You have no word to offer for this card</source>
        <translation>Nie masz słowa do zaproponowania do tej karty</translation>
    </message>
    <message>
        <source>Help offer from %1</source>
        <translation>Oferta pomocy od gracza %1</translation>
    </message>
    <message>
        <source>%1 offers help. It waits until you open it or finish your word.</source>
        <translation>%1 proponuje pomoc. Oferta czeka, aż ją otworzysz albo skończysz słowo.</translation>
    </message>
    <message>
        <source>Offer from %1 (Ctrl+Shift+O)</source>
        <translation>Oferta od gracza %1 (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>Offer: Ctrl+Shift+O</source>
        <translation>Oferta: Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>I&apos;ll help (H)</source>
        <translation>Pomogę (H)</translation>
    </message>
    <message>
        <source>The bot waits for your offer: you get the full time to find a word</source>
        <translation>Bot czeka na twoją propozycję: masz pełny czas na znalezienie słowa</translation>
    </message>
    <message>
        <source>I&apos;ll help</source>
        <translation>Pomogę</translation>
    </message>
    <message>
        <source>%1&apos;s card: %2. %1 plays on in %3 s — want to help?</source>
        <translation>Karta gracza %1: %2. %1 gra dalej za %3 s — pomożesz?</translation>
    </message>
</context>
<context>
    <name>ps::ui::WordCheckerDialog</name>
    <message>
        <source>Word checker</source>
        <translation>Sprawdzarka słów</translation>
    </message>
    <message>
        <source>&amp;Word to check:</source>
        <translation>&amp;Słowo do sprawdzenia:</translation>
    </message>
    <message>
        <source>Word to check</source>
        <translation>Słowo do sprawdzenia</translation>
    </message>
    <message>
        <source>The dictionary is not loaded yet.</source>
        <translation>Słownik nie jest jeszcze wczytany.</translation>
    </message>
    <message>
        <source>Type a word to see whether it may be played.</source>
        <translation>Wpisz słowo, by sprawdzić, czy można je zagrać.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b3261e&apos;&gt;Type one word, without spaces.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b3261e&apos;&gt;Wpisz jedno słowo, bez spacji.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b3261e&apos;&gt;“%1” is not a Polish letter.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b3261e&apos;&gt;„%1” nie jest polską literą.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b3261e&apos;&gt;The word is too long (letters: %1, at most %2).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b3261e&apos;&gt;Słowo jest za długie (liczba liter: %1, najwyżej %2).&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#1e6b3a&apos;&gt;&lt;b&gt;✔ %1&lt;/b&gt; is a valid word.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#1e6b3a&apos;&gt;&lt;b&gt;✔ %1&lt;/b&gt; to poprawne słowo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Headword (family): &lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Forma podstawowa (rodzina): &lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No words have been played in this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;W tej grze nie zagrano jeszcze żadnego słowa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not related to any word played in this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Niespokrewnione z żadnym słowem zagranym w tej grze.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Related to words played in this game, strongest relation first:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spokrewnione ze słowami zagranymi w tej grze, od najsilniejszego pokrewieństwa:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; was already played in this game.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; już zagrano w tej grze.</translation>
    </message>
    <message>
        <source>Same family as the played &lt;b&gt;%1&lt;/b&gt;: it cannot be played.</source>
        <translation>Ta sama rodzina co zagrane &lt;b&gt;%1&lt;/b&gt;: nie można go zagrać.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b3261e&apos;&gt;“%1” is a letter of another alphabet: Polish words use only the 32 Polish letters.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b3261e&apos;&gt;„%1” to litera innego alfabetu: polskie słowa składają się tylko z 32 polskich liter.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Possibly related to the played &lt;b&gt;%1&lt;/b&gt; (the same headword): the table would decide.</source>
        <translation>Może być spokrewnione z zagranym &lt;b&gt;%1&lt;/b&gt; (ta sama forma podstawowa): zdecydowałby stół.</translation>
    </message>
    <message>
        <source>Possibly related to the played &lt;b&gt;%1&lt;/b&gt; (common root &lt;b&gt;%2&lt;/b&gt;): the table would decide.</source>
        <translation>Może być spokrewnione z zagranym &lt;b&gt;%1&lt;/b&gt; (wspólny rdzeń &lt;b&gt;%2&lt;/b&gt;): zdecydowałby stół.</translation>
    </message>
    <message>
        <source>Same family as the played &lt;b&gt;%1&lt;/b&gt; (headword &lt;b&gt;%2&lt;/b&gt;): it cannot be played.</source>
        <translation>Ta sama rodzina co zagrane &lt;b&gt;%1&lt;/b&gt; (forma podstawowa &lt;b&gt;%2&lt;/b&gt;): nie można go zagrać.</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; is an abbreviation, not a word: abbreviations may not be played.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; to skrót, nie słowo: skrótów nie wolno zagrywać.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; is a proper noun (a name, written with a capital): names may not be played.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; to nazwa własna (pisana wielką literą): nazw własnych nie wolno zagrywać.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; is not in the dictionary&apos;s word list.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b3261e&apos;&gt;Słowa &lt;b&gt;✘ %1&lt;/b&gt; nie ma na liście słów słownika.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Czy chodziło o:</translation>
    </message>
    <message>
        <source>&lt;p&gt;You added it in Settings → Dictionary: a word of its own, with no family.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dodane przez ciebie w Ustawienia → Słownik: słowo samodzielne, bez rodziny.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; was removed by you (Settings → Dictionary): it may not be played.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#b3261e&apos;&gt;&lt;b&gt;✘ %1&lt;/b&gt; — usunięte przez ciebie (Ustawienia → Słownik): nie wolno go zagrać.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ps::ui::XmppKeeperLink</name>
    <message>
        <source>The connection to the server was lost; reconnecting.</source>
        <translation>Połączenie z serwerem zostało przerwane; łączę ponownie.</translation>
    </message>
    <message>
        <source>Could not sign in: %1</source>
        <translation>Nie udało się zalogować: %1</translation>
    </message>
    <message>
        <source>Not signed in yet (%1); trying again.</source>
        <translation>Jeszcze nie zalogowano (%1); próbuję ponownie.</translation>
    </message>
</context>
<context>
    <name>ps::ui::analysis::AnalysisChart</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <source>Chances of winning through the game</source>
        <translation>Szanse na wygraną w trakcie gry</translation>
    </message>
    <message>
        <source>%1: from %2 to %3</source>
        <translation>%1: od %2 do %3</translation>
    </message>
    <message>
        <source>Nothing analysed yet.</source>
        <translation>Jeszcze nic nie przeanalizowano.</translation>
    </message>
</context>
<context>
    <name>ps::ui::analysis::AnalysisPanel</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 p.p.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Analysis — %1</source>
        <translation>Analiza — %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>The expert bot plays every turn again from the same position, on many deals of the stack, and compares the move played with its best: the chance of winning before the move, after the move played and after the best one, and what the move cost.</source>
        <translation>Bot ekspert rozgrywa każdą turę jeszcze raz z tej samej pozycji, na wielu rozdaniach stosu, i porównuje zagrany ruch ze swoim najlepszym: szansę na wygraną przed ruchem, po zagranym ruchu i po najlepszym oraz to, ile ruch kosztował.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <source>&amp;Analyse again</source>
        <translation>&amp;Analizuj ponownie</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analizuj grę</translation>
    </message>
    <message>
        <source>Let the expert bot judge every turn (it takes a while; the rows appear as they are done)</source>
        <translation>Niech bot ekspert oceni każdą turę (to trochę trwa; wiersze pojawiają się, gdy są gotowe)</translation>
    </message>
    <message>
        <source>Also the &amp;bots&apos; turns</source>
        <translation>Także ruchy &amp;botów</translation>
    </message>
    <message>
        <source>Also analyse the bots&apos; turns</source>
        <translation>Analizuj także ruchy botów</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Postęp analizy</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Za&amp;trzymaj</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Zatrzymaj analizę</translation>
    </message>
    <message>
        <source>Stop the analysis (the turns analysed so far stay)</source>
        <translation>Zatrzymaj analizę (przeanalizowane dotąd tury zostają)</translation>
    </message>
    <message>
        <source>Analysis status</source>
        <translation>Stan analizy</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Największe błędy</translation>
    </message>
    <message>
        <source>Analysis of the turns</source>
        <translation>Analiza tur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Zagrany ruch</translation>
    </message>
    <message>
        <source>Chance before</source>
        <translation>Szansa przed</translation>
    </message>
    <message>
        <source>After the move played</source>
        <translation>Po zagranym ruchu</translation>
    </message>
    <message>
        <source>Expert&apos;s best move</source>
        <translation>Najlepszy ruch eksperta</translation>
    </message>
    <message>
        <source>After the best move</source>
        <translation>Po najlepszym ruchu</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Strata</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>zagrany ruch</translation>
    </message>
    <message>
        <source>%1 · mistake %2</source>
        <translation>%1 · błąd %2</translation>
    </message>
    <message>
        <source>round %1, %2: %3 (−%4)</source>
        <translation>runda %1, %2: %3 (−%4)</translation>
    </message>
    <message>
        <source>Biggest mistakes: none; no move analysed lost more than 2 percentage points.</source>
        <translation>Największe błędy: brak; żaden przeanalizowany ruch nie stracił więcej niż 2 punktów procentowych.</translation>
    </message>
    <message>
        <source>Biggest mistakes: %1.</source>
        <translation>Największe błędy: %1.</translation>
    </message>
    <message>
        <source>The analysis needs the app&apos;s dictionary, which is not ready yet.</source>
        <translation>Analiza potrzebuje słownika aplikacji, który nie jest jeszcze gotowy.</translation>
    </message>
    <message>
        <source>Only a finished game can be analysed.</source>
        <translation>Analizować można tylko zakończoną grę.</translation>
    </message>
    <message>
        <source>The game&apos;s moves are not known, so it cannot be analysed.</source>
        <translation>Ruchy tej gry nie są znane, więc nie można jej przeanalizować.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Zatrzymywanie…</translation>
    </message>
    <message>
        <source>Analysing the first turn…</source>
        <translation>Analiza pierwszej tury…</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 turns…</source>
        <translation>Analiza: %1 z %2 tur…</translation>
    </message>
    <message>
        <source>The game could not be analysed: %1</source>
        <translation>Nie udało się przeanalizować gry: %1</translation>
    </message>
    <message>
        <source>Analysis stopped before its first turn was done.</source>
        <translation>Analiza zatrzymana przed ukończeniem pierwszej tury.</translation>
    </message>
    <message>
        <source>Analysis stopped: %1 of %2 turns.</source>
        <translation>Analiza zatrzymana: %1 z %2 tur.</translation>
    </message>
    <message>
        <source>Analysis complete: %1 turns, %2 deals per position.</source>
        <translation>Analiza gotowa — tury: %1, rozdania na pozycję: %2.</translation>
    </message>
    <message>
        <source>Kept in the game history.</source>
        <translation>Zapisana w historii gier.</translation>
    </message>
    <message>
        <source>Not kept: the game history does not hold this game.</source>
        <translation>Niezapisana: tej gry nie ma w historii gier.</translation>
    </message>
    <message>
        <source>Analysed earlier, with %1 deals per position (from the game history).</source>
        <translation>Przeanalizowana wcześniej — rozdania na pozycję: %1 (z historii gier).</translation>
    </message>
    <message>
        <source>The settings now ask for %1; analyse again to use them.</source>
        <translation>Ustawienia podają teraz %1; przeanalizuj ponownie, by ich użyć.</translation>
    </message>
    <message>
        <source>Looking for an earlier analysis in the game history…</source>
        <translation>Szukanie wcześniejszej analizy w historii gier…</translation>
    </message>
    <message>
        <source>Not analysed yet. The analysis takes a while (%1 deals per position); it runs in the background.</source>
        <translation>Jeszcze nie przeanalizowana. Analiza trochę trwa (rozdania na pozycję: %1); działa w tle.</translation>
    </message>
</context>
<context>
    <name>ps::ui::history::StatisticsWindow</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historia gier</translation>
    </message>
    <message>
        <source>The history has no record of this game.</source>
        <translation>Historia nie zawiera zapisu przebiegu tej gry.</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>Eksport do CSV</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Wyeksportowano do %1.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>Wczytywanie historii gier…</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game of %1: %2</source>
        <translation>Gra z %1: %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Wyniki</translation>
    </message>
    <message>
        <source>&amp;Over time</source>
        <translation>&amp;W czasie</translation>
    </message>
    <message>
        <source>&amp;Best words</source>
        <translation>&amp;Najlepsze słowa</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Pojedynki</translation>
    </message>
    <message>
        <source>&amp;Past games</source>
        <translation>&amp;Rozegrane gry</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Won by people</source>
        <translation>Wygrane przez ludzi</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Average captured</source>
        <translation>Średnio zdobytych kart</translation>
    </message>
    <message>
        <source>Best for</source>
        <translation>Kategoria</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Słowo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Zdobyte karty</translation>
    </message>
    <message>
        <source>Markers sent back</source>
        <translation>Odesłane znaczniki</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Wspólne gry</translation>
    </message>
    <message>
        <source>Ahead: first</source>
        <translation>Wyżej: pierwsza osoba</translation>
    </message>
    <message>
        <source>Ahead: second</source>
        <translation>Wyżej: druga osoba</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Zakończenie</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Odśwież</translation>
    </message>
    <message>
        <source>E&amp;xport to CSV…</source>
        <translation>&amp;Eksportuj do CSV…</translation>
    </message>
    <message>
        <source>Games against bots</source>
        <translation>Gry z botami</translation>
    </message>
    <message>
        <source>Games per person</source>
        <translation>Gry według osób</translation>
    </message>
    <message>
        <source>Best words</source>
        <translation>Najlepsze słowa</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Pojedynki</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Games finished: %1; abandoned: %2.</source>
        <translation>Gry ukończone: %1; przerwane: %2.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Łatwy bot</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>Średni bot</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Trudny bot</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ukończona</translation>
    </message>
    <message>
        <source>abandoned (another game took the table)</source>
        <translation>przerwana (rozpoczęto inną grę)</translation>
    </message>
    <message>
        <source>abandoned (the app was closed)</source>
        <translation>przerwana (zamknięto aplikację)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Odtwórz tę grę</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Najdłuższe</translation>
    </message>
    <message>
        <source>Most captures</source>
        <translation>Najwięcej zdobytych kart</translation>
    </message>
    <message>
        <source>Most markers sent back</source>
        <translation>Najwięcej odesłanych znaczników</translation>
    </message>
    <message>
        <source>People&apos;s averages per month</source>
        <translation>Średnie ludzi w kolejnych miesiącach</translation>
    </message>
    <message>
        <source>Average captured cards</source>
        <translation>Średnio zdobytych kart</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Miesiąc</translation>
    </message>
    <message>
        <source>Points / cards</source>
        <translation>Punkty / karty</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Bot ekspert</translation>
    </message>
    <message>
        <source>game of %1: %2</source>
        <translation>gra z %1: %2</translation>
    </message>
    <message>
        <source>The history has no usable record of this game.</source>
        <translation>Historia nie ma użytecznego zapisu tej gry.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>&amp;Analysis…</source>
        <translation>&amp;Analiza…</translation>
    </message>
    <message>
        <source>Analyse the selected game</source>
        <translation>Analizuj wybraną grę</translation>
    </message>
    <message>
        <source>The expert bot&apos;s analysis of the selected finished game, move by move, with the chances of winning</source>
        <translation>Analiza wybranej zakończonej gry przez bota eksperta, ruch po ruchu, z szansami na wygraną</translation>
    </message>
</context>
<context>
    <name>ps::ui::tutorial::TutorialController</name>
    <message>
        <source>Teach me to play</source>
        <translation>Naucz mnie grać</translation>
    </message>
    <message>
        <source>There is no lesson %1.</source>
        <translation>Nie ma lekcji %1.</translation>
    </message>
    <message>
        <source>The lesson cannot be read: %1</source>
        <translation>Nie można odczytać lekcji: %1</translation>
    </message>
    <message>
        <source>This lesson does not work with the dictionary in use: %1</source>
        <translation>Ta lekcja nie działa z używanym słownikiem: %1</translation>
    </message>
    <message>
        <source>The lesson cannot resume: %1</source>
        <translation>Nie można wznowić lekcji: %1</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — krok %2 z %3</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>Zakończ lekcję</translation>
    </message>
    <message>
        <source>Not yet: read this step, then press Next.</source>
        <translation>Jeszcze nie: najpierw przeczytaj ten krok i naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>Not there: in this step the card goes on the framed cell. Try again.</source>
        <translation>Nie tutaj: w tym kroku karta trafia na zaznaczone pole. Spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <source>%1 is not the word of this step. Type %2 and confirm it.</source>
        <translation>%1 to nie jest słowo tego kroku. Wpisz %2 i zatwierdź.</translation>
    </message>
    <message>
        <source>This step plays the word %1: type it and confirm it.</source>
        <translation>W tym kroku układa się słowo %1: wpisz je i zatwierdź.</translation>
    </message>
    <message>
        <source>This step is about having no word: press the No word button.</source>
        <translation>Ten krok dotyczy braku słowa: naciśnij „Brak słowa”.</translation>
    </message>
    <message>
        <source>This step accepts the offer: press Accept in the offer&apos;s window.</source>
        <translation>W tym kroku przyjmuje się ofertę: naciśnij „Przyjmij” w oknie oferty.</translation>
    </message>
    <message>
        <source>This step makes a counter-offer: tick the card named in the step and press Counter-offer.</source>
        <translation>W tym kroku składa się kontrofertę: zaznacz kartę podaną w kroku i naciśnij „Kontroferta”.</translation>
    </message>
    <message>
        <source>That is not this step&apos;s move. Read the step once more and try again.</source>
        <translation>To nie jest ruch tego kroku. Przeczytaj go jeszcze raz i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Framed: %1.</source>
        <translation>Zaznaczone: %1.</translation>
    </message>
    <message>
        <source>Next: F8.</source>
        <translation>Dalej: F8.</translation>
    </message>
</context>
<context>
    <name>ps::ui::tutorial::TutorialOverlay</name>
    <message>
        <source>Leave the lesson</source>
        <translation>Wyjdź z lekcji</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
</context>
</TS>
