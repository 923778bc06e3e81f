<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>GameSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
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
    <name>ps::ui::BoardScene</name>
    <message>
        <source>Police tape</source>
        <translation>Taśma policyjna</translation>
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
    <name>ps::ui::MainWindow</name>
    <message>
        <source>Word checker</source>
        <translation>Sprawdzarka słów</translation>
    </message>
    <message>
        <source>The dictionary is not available yet.</source>
        <translation>Słownik nie jest jeszcze dostępny.</translation>
    </message>
    <message>
        <source>About Potęga Słowa</source>
        <translation>O grze Potęga Słowa</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Potęga Słowa %1&lt;/h3&gt;&lt;p&gt;The Polish word card game for 2–4 players on one screen.&lt;/p&gt;&lt;p&gt;Place a card, make a word from the letters on the table, put your markers on its cards: two of your markers capture a card.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Dictionary data: SJP.pl.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Potęga Słowa %1&lt;/h3&gt;&lt;p&gt;Polska karciana gra słowna dla 2–4 graczy przy jednym ekranie.&lt;/p&gt;&lt;p&gt;Połóż kartę, ułóż słowo z liter na stole i postaw znaczniki na jego kartach: dwa twoje znaczniki zdobywają kartę.&lt;/p&gt;&lt;p&gt;Licencja: GPL-3.0-or-later. Dane słownika: SJP.pl.&lt;/p&gt;</translation>
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
        <source>&amp;About Potęga Słowa</source>
        <translation>&amp;O grze Potęga Słowa</translation>
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
        <source>No wor&amp;d</source>
        <translation>&amp;Brak słowa</translation>
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
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
</context>
<context>
    <name>ps::ui::NewGameDialog</name>
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
        <translation>Człowiek</translation>
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
        <translation>&amp;Zaczyna:</translation>
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
        <source>Shuffle seed</source>
        <translation>Ziarno tasowania</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: useful to replay a game.</source>
        <translation>To samo ziarno rozdaje te same karty: przydatne, by rozegrać partię ponownie.</translation>
    </message>
    <message>
        <source>Shuffle s&amp;eed:</source>
        <translation>Ziarno &amp;tasowania:</translation>
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
</context>
<context>
    <name>ps::ui::PlayerPanel</name>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>▶ to play</source>
        <translation>▶ ruch</translation>
    </message>
    <message>
        <source>Markers: %1</source>
        <translation>Znaczniki: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; pts (%2 cards + %3 zones)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pkt (%2 karty + %3 strefy)</translation>
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
        <source>Player %1: %2, %3 points, %4 markers left%5</source>
        <translation>Gracz %1: %2, punkty: %3, znaczniki: %4%5</translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, jego ruch</translation>
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
            <numerusform>Stos: %n karta</numerusform><numerusform>Stos: %n karty</numerusform><numerusform>Stos: %n kart</numerusform></translation>
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
</context>
</TS>