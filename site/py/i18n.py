"""Every string the table shows, in Italian and English, and the card names.

No DOM here: the scene asks for text, the renderer writes it. The page's HTML carries the
Italian text of its static labels (it paints before Python) with a ``data-i18n`` key, and
the renderer rewrites those nodes when the language is English; a test checks the two
agree.
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("it", "en")

STRINGS: Final[dict[str, dict[str, str]]] = {
    "it": {
        "title": "Briscola",
        "loading": "Caricamento",
        "menu": "Nuova partita",
        "menu.title": "Nuova partita",
        "menu.deck": "Mazzo",
        "menu.format": "Partita",
        "menu.format.punti": "A punti (una smazzata)",
        "menu.format.smazzate": "A smazzate",
        "menu.level.easy": "Facile",
        "menu.level.medium": "Medio",
        "menu.game": 'Gioco',
        "game.briscola2": 'Briscola a 2',
        "game.briscola3": 'Briscola a 3',
        "game.briscola4": 'Briscola a 4 in coppia',
        "game.chiamata": 'Briscola chiamata (5)',
        "game.joker": 'Joker Briscola (3)',
        "menu.southern_order": 'Ordine meridionale (Fante sopra Donna)',
        "menu.format.classica": 'Classica',
        "menu.deals": 'Smazzate',
        "menu.deals3": 'Smazzate',
        "menu.vinco_subito": 'Vinco subito',
        "menu.spareggi": 'Spareggi',
        "hint.spareggi": (
            "Un 60 a 60 è una smazzata nulla: non conta né come vinta né per i 120 della classica, "
            "e si rigioca finché qualcuno vince. Con gli spareggi, se la partita finisse pari si "
            "giocano fino a tre spareggi: vince chi fa più punti, e al terzo 60 a 60 perde chi ha "
            "fatto l'ultima presa."
        ),
        "menu.chiamata_scoring": 'Punteggio',
        "menu.chiamata_scoring.003": 'Chi difende può perdere 1 (×m)',
        "menu.chiamata_scoring.004": 'Chi difende non perde mai',
        "menu.chiamata_scoring.title": 'Come si conta la chiamata',
        "menu.chiamata_goal": 'Si vince a',
        "menu.chiamata_goal.11": '11 punti (la regola)',
        "menu.chiamata_goal.7": '7 punti',
        "menu.chiamata_goal.5": '5 punti',
        "menu.chiamata_goal.3": '3 punti (la più breve)',
        "hint.chiamata_scoring": (
            "Chiamante +2, socio +1, ogni difensore −1 se vince il chiamante; i segni si invertono se "
            "perde. Tutto per m, il moltiplicatore della chiamata: 1 se si chiama fino a 70 punti, 2 da "
            "71 a 80, 3 da 81. Nella variante, ogni difensore prende +2 (×m) quando il chiamante perde e "
            "0 quando vince."
        ),
        "hint.chiamata_scoring.decisions": (
            "Scelte nostre, non scritte nelle regole originali: chi gioca da solo (carta propria o "
            "carichi) prende ±3 (×m), e il cappotto aggiunge ±2 al chiamante, ±1 al socio e ∓1 a ogni "
            "difensore."
        ),
        "note.spareggio": 'spareggio {number}',
        "note.last_trick": "persa con l'ultima presa",
        "result.replayed": 'Smazzata nulla: si rigioca',
        "result.spareggio_next": 'La partita finirebbe pari: si gioca lo spareggio {number}',
        "result.level_at_goal": "Più giocatori in testa a pari punti: si gioca finché uno resta solo in testa",
        "score.spareggio": 'Spareggio {number}',
        "menu.table": 'Tavolo',
        "menu.carte_viste": 'Carte viste',
        "menu.carte_scoperte": 'Carte scoperte (in coppia)',
        "menu.segnali": 'Segnali tra compagni',
        "hint.segnali": "Una volta per mano, dalla seconda finché il mazzo non finisce, puoi dire al compagno quale briscola hai (Asso, Tre, Re, Cavallo, Fante) o che non hai niente di valore (né briscole, né Assi, né Tre). Gli avversari non lo vedono. I compagni al computer fanno lo stesso, e dicono sempre il vero. Con le carte scoperte non servono: non se ne mandano.",
        "signals.title": 'Segnala al compagno:',
        "signal.held": '{rank} di briscola',
        "signal.liscio": 'Liscio',
        "signal.liscio.full": 'niente di valore',
        "signal.send": 'Segnala al compagno: {signal}',
        "signal.seat": 'Segnale: {signal}',
        "signal.told": '{name} segnala: {signal}',
        "signal.told.you": 'Hai segnalato: {signal}',
        "menu.briscola_redraw": 'Asso o Tre di briscola: si rigira',
        "menu.auction_points": 'Asta a punti (da 61 a 120)',
        "menu.speed": 'Velocità del gioco',
        "menu.speed.slow": 'Lenta',
        "menu.speed.normal": 'Normale',
        "menu.speed.fast": 'Veloce',
        "menu.hand_order": 'Le tue carte',
        "menu.hand_order.arranged": 'In ordine di seme e forza',
        "menu.hand_order.dealt": 'Come arrivano',
        "menu.number": 'Numero partita',
        "menu.number.any": 'a caso',
        "menu.number.digits": 'Solo cifre, fino a 9',
        "menu.number.wrong": 'Il numero partita «{detail}» non va: solo cifre, fino a 9.',
        "end.number": "Partita numero {number}: rigiocala con lo stesso numero",
        "end.challenge.won": "Sfida: {name} l'aveva vinta con {points}; tu ne hai fatti {own}.",
        "end.challenge.lost": "Sfida: {name} l'aveva persa con {points}; tu ne hai fatti {own}.",
        "end.challenge.level": "Sfida: {name} l'aveva pareggiata con {points}; tu ne hai fatti {own}.",
        "end.challenge.friend": "chi te l'ha mandata",
        "menu.players": 'Giocatori',
        "menu.name": 'Il tuo nome',
        "menu.level.1": 'Computer 1',
        "menu.level.2": 'Computer 2',
        "menu.level.3": 'Computer 3',
        "menu.level.4": 'Computer 4',
        "menu.level.random": 'Casuale',
        "menu.level.hard": 'Difficile',
        "menu.level.expert": 'Esperto',
        "menu.level.mixed": "Misti (da Facile a Esperto)",
        "menu.clocks": 'Orologi',
        "menu.move_clock": 'Per mossa',
        "menu.clock.off": 'Nessuno',
        "menu.clock.custom": 'Personalizzato…',
        "menu.move_clock.seconds": 'Secondi per mossa',
        "menu.match_clock": 'Partita (minuti, 0 = nessuno)',
        "menu.refused": 'Questa combinazione non si può giocare: {detail}',
        "badge.joker": 'Joker',
        "badge.caller": 'Chiamante',
        "badge.partner": 'Socio',
        "badge.alone": 'Da solo',
        "badge.ally": 'Alleato',
        "badge.mate": 'Compagno',
        "auction.title": 'Asta',
        "auction.call_card_title": 'Chiama una carta',
        "auction.call_rank_title": 'Chiama: {rank} di…',
        "auction.card_own": '{card}, una tua carta: chiamandola giochi da solo',
        "auction.own": '{what} (tua)',
        "auction.own_card": 'Chiamando una tua carta giochi da solo.',
        "auction.call_suits": 'Seme della carta',
        "auction.waiting": 'Asta: tocca a {name}…',
        "auction.say": '{name}: {call}',
        "auction.less": 'Meno',
        "auction.more": 'Più',
        "action.pass": 'Passo',
        "action.carichi": 'Carichi',
        "action.carichi.name": 'Carichi: giochi da solo, senza briscola, e tutti devono rispondere al seme',
        "action.bid_points": '{rank} a {points}',
        "action.bid_target": '{points} punti',
        "called": 'Carta chiamata: {card}',
        "carichi.label": 'Carichi: rispondi al seme',
        "status.auction": 'Asta: fai la tua chiamata',
        "status.auction.highest": "Asta: l'ultima chiamata è {call} ({name}): tocca a te",
        "status.call": "Hai vinto l'asta: scegli la carta da chiamare",
        "scoreboard": 'Punteggio',
        "scoreboard.title": 'Partita a {goal} punti',
        "scoreboard.title.plain": 'La partita',
        "scoreboard.deal": 'Smazzata',
        "scoreboard.note": 'Note',
        "scoreboard.total": 'Totale',
        "note.multiplier": '×{m}',
        "note.cappotto": 'cappotto',
        "note.carichi": 'carichi',
        "note.alone": 'da solo',
        "note.target": '{name}: chiamata a {target}, fatti {points}',
        "note.target.brief": 'a {target}, fatti {points}',  # a phone's: no room for the caller
        "note.joker": 'Joker: {name}, {points} punti',
        "note.all_passed": 'tutti passano',
        "note.void": 'nulla',
        "result.changes": 'Questa smazzata: {changes}',
        "result.joker": '{name} (Joker): {points} punti (ne servono {needed})',
        "result.allies": 'Alleati: {points} punti (ne servono {needed})',
        "result.void": 'Nessuno arriva al traguardo: smazzata nulla',
        "result.all_passed": 'Tutti passano: si rimescola',
        "result.contract": '{caller} doveva fare almeno {target} punti',
        "result.contract.you": 'Ti servivano almeno {target} punti',
        "result.alone": '{caller} ha chiamato una sua carta: da solo, si gioca {points} punti',
        "result.alone.you": 'Hai chiamato una tua carta: da solo, ti giochi {points} punti',
        "result.carichi": 'Carichi: {caller} da solo si gioca {points} punti',
        "result.carichi.you": 'Carichi: da solo, ti giochi {points} punti',
        "result.stake": 'posta ×{m}',
        "score.goal": 'Partita a {goal} punti',
        "score.best_of": 'Al meglio di {deals} smazzate',
        "score.deal_of": 'Smazzata {number} di {deals}',
        "score.in_all": 'Punti in tutto: {totals}',
        "score.pairs": 'Punti presi: {totals}',
        "score.replay_deal": 'Smazzata {deal} di {deals}',
        "result.standing": 'In totale: {scores}',
        "score.us": 'Noi',
        "score.them": 'Voi',
        "seat.goal": '{score}/{goal}',
        "seat.goal.label": 'punteggio della partita {score} su {goal}',
        "seat.won": '{n} vinte',
        "seat.won.one": '{n} vinta',
        "seat.won.label": 'smazzate vinte: {n}',
        "seat.total": '{n} in tutto',
        "seat.total.label": 'punti in tutto nelle smazzate finite: {n}',
        "seat.points.label": 'punti presi in questa smazzata: {n}',
        "menu.show_points": 'Mostra i punti presi',
        "hint.show_points": (
            "Accanto a ogni giocatore, i punti delle carte che ha preso finora nella smazzata. "
            "Toglili per contarli a memoria, come si fa al tavolo."
        ),
        "scoreboard.deal.short": 'N.',
        "scoreboard.won": 'Smazzate vinte',
        "scores.deals": 'Smazzata per smazzata',
        "end.deals": 'Le smazzate della partita',
        "scoreboard.points": 'Punti',
        "note.interrupted": 'interrotta',
        "menu.start": "Inizia",
        "menu.cancel": "Annulla",
        "deck.napoletane": "Napoletane",
        "deck.piacentine": "Piacentine",
        "deck.francesi": "Francesi",
        "last_trick": "Ultima presa",
        "last_trick.title": "L'ultima presa",
        # Help: what each menu option means (the "?" beside it), the rules' links and the
        # first visit's "how to play this screen" (index.html, templates/rules/).
        "hint.explain": "Spiega",
        "hint.southern_order": (
            "Nel sud con le carte francesi il Fante sta sopra la Donna e vale 3 punti, la Donna 2. "
            "Altrimenti la Donna fa il Cavallo (3 punti) e il Fante vale 2."
        ),
        "hint.format": (
            "A punti: una smazzata, vince chi fa almeno 61. A smazzate: vince chi vince più smazzate "
            "su 1, 3 o 5. Classica: vince chi vince due smazzate o arriva per primo a 120 punti in tutto. "
            "A fine partita, i punti vittoria (20 da dividere) misurano lo scarto, come nei tornei."
        ),
        "hint.vinco_subito": (
            "La smazzata finisce non appena chi ha fatto l'ultima presa arriva a 61 punti: non si giocano le carte "
            "rimaste. Se decide la partita, la partita finisce lì."
        ),
        "hint.carte_viste": (
            "Un pulsante mostra le carte già giocate nella smazzata. A due giocatori, le ultime tre "
            "mani si giocano a carte scoperte."
        ),
        "hint.carte_scoperte": "I compagni vedono l'uno le carte dell'altro per tutta la smazzata, non solo nelle ultime tre mani.",
        "hint.briscola_redraw": (
            "Se la carta girata per la briscola è un Asso o un Tre, torna nel mazzo in un punto a caso "
            "e se ne gira un'altra."
        ),
        "hint.auction_points": (
            "Nell'asta non si chiamano valori (Asso, Tre, … Due) ma punti, da 61 a 120: chi offre di più "
            "chiama poi la carta del socio."
        ),
        "menu.levels": "Livelli del computer",
        "hint.levels": (
            "Casuale gioca a caso. Facile gioca da principiante. Medio conta i punti e tiene le briscole. Difficile ed "
            "Esperto provano tante smazzate possibili prima di ogni mossa: Esperto pensa più a lungo. "
            "Persona: quel posto lo gioca un amico sullo stesso dispositivo (passa e gioca); prima di ogni "
            "sua mossa il tavolo si copre e gli passi il telefono."
        ),
        "hint.number": (
            "Lo stesso numero ridà le stesse carte e fa fare al computer le stesse scelte: per rigiocare "
            "una partita; in un torneo, lo stesso tabellone. Se lo lasci vuoto, le carte si mescolano a caso "
            "e a fine partita vedi il numero."
        ),
        "hint.clocks": (
            "Per mossa: quando il tempo finisce si gioca una carta a caso per te (nell'asta, passi). "
            "Partita: chi finisce il tempo della partita la perde. Accanto al nome di chi gioca, con "
            "tutti e due: prima il tempo della mossa, poi quello della partita («0:12 · 4:30»). Gli "
            "orologi si fermano mentre il menu è aperto."
        ),
        "rules.title": "Regole",
        "rules.link": "Regole del gioco",
        "rules.back": "← Torna al tavolo",
        "rules.games": "I giochi",
        "tour.title": "Come si gioca",
        "tour.play.title": "Giocare una carta:",
        "tour.play": (
            "doppio clic sulla carta; oppure un clic sulla carta e uno al centro del tavolo; oppure "
            "trascinala al centro."
        ),
        "tour.play.touch.title": "Giocare una carta:",
        "tour.play.touch": "toccala due volte; oppure toccala e poi tocca il centro del tavolo; oppure trascinala al centro.",
        "tour.keys.title": "Da tastiera:",
        "tour.keys": (
            "i tasti da 1 a 9 (o le frecce) scelgono una carta, Invio la gioca, Esc la lascia; Ctrl+Z "
            "annulla la tua ultima mossa."
        ),
        "tour.briscola.title": "La briscola:",
        "tour.briscola": (
            "è la carta girata sotto il mazzo, al centro, col suo nome accanto; quando qualcuno la "
            "pesca, il suo seme resta scritto in alto. Nella chiamata la sceglie chi vince l'asta."
        ),
        "tour.scores.title": "I punti:",
        "tour.scores": "accanto a ogni nome, il punteggio della partita e i punti presi nella smazzata; «Punteggio» mostra le smazzate una per una, «Ultima presa» l'ultima mano.",
        "tour.menu.title": "Il menu:",
        "tour.menu": (
            "«Nuova partita» sceglie il gioco e le opzioni (il ? accanto a un'opzione dice cosa vuol "
            "dire) e apre le regole e questa guida."
        ),
        "tour.buttons.title": "I pulsanti in alto:",
        "tour.ok": "Ho capito",
        "close": "Chiudi",
        "language": "English",
        "language.label": "Switch to English",
        "you": "Tu",
        "computer": "Computer",
        "computer.n": "Computer {n}",
        "dealer": "Mazziere",
        "placeholder": "Gioca qui la carta",
        "hand.you": "Le tue carte",
        "hand.other": "Carte di {name}",
        "pile": "Prese di {name}: {count} carte",
        "pile.you": "Le tue prese: {count} carte",
        "stock": "Mazzo: {count} carte",
        "briscola": "Briscola: {card}",
        "briscola.suit": "Briscola: {suit}",
        "card.back": "Carta coperta",
        "table.card": "{name} ha giocato {card}",
        "table.card.you": "Hai giocato {card}",
        "status.your_turn": "Tocca a te: gioca una carta",
        "status.your_turn.selected": "Hai scelto {card}: giocala sul tavolo",
        "status.thinking": "Tocca a {name}…",
        "status.thinking.you": "Tocca a te…",
        "status.joker": "{name} è il Joker: ha giocato la prima briscola",
        "status.joker.you": "Sei il Joker: hai giocato la prima briscola",
        "status.takes": "{name} prende",
        "status.takes.you": "Prendi tu",
        "refused.turn": "Non è il tuo turno: tocca a {name}",
        "refused.trick": "Un momento: si raccoglie la presa",
        "refused.auction": "Si gioca dopo l'asta",
        "refused.card": "{card} non si può giocare ora",
        "refused.card.suit": "{card} non si può giocare ora: si risponde a {suit}",
        "status.over": "Partita finita",
        "status.deal_over": "Smazzata finita",
        "status.dealing": "Si danno le carte…",
        "status.start": "Scegli una partita",
        "status.waiting": "Un momento: il motore del gioco si sta avviando…",
        "status.loading": "Un momento: il gioco si sta caricando…",
        "status.engine_lost": "Il motore del gioco non è partito: ricarica la pagina",
        "status.waiting.chosen": "Scelto: {choice}. Si gioca appena il motore del gioco è pronto",
        "status.download": "Un momento: si scarica il motore del gioco ({percent}%)…",
        "status.download.chosen": "Scelto: {choice}. Si gioca appena il motore del gioco è pronto (scaricato al {percent}%)",
        "result.points": "{name}: {points} punti",
        "result.you_win": "Hai vinto la smazzata!",
        "result.you_and_win": "{names} avete vinto la smazzata!",
        "result.other_wins": "{names} ha vinto la smazzata",
        "result.others_win": "{names} hanno vinto la smazzata",
        "result.level": "Pareggio, 60 a 60",
        "result.level.each": "Pareggio, {points} a testa",
        "result.cappotto": "Cappotto!",
        "result.deals": "Smazzate: {scores}",
        "result.in_all": "Punti in tutto: {scores}",
        "result.next": "Prossima smazzata",
        "result.new": "Nuova partita",
        "notice.newer_save.title": "Partita di una versione più nuova",
        "notice.newer_save": (
            "La partita salvata viene da una versione più nuova di Briscola, aperta in un'altra "
            "scheda. Ricarica la pagina per continuarla: questa versione non la tocca."
        ),
        "notice.bad_save.title": "Salvataggio illeggibile",
        "notice.bad_save": (
            "La partita salvata non si può riprendere. Non è stata cancellata: è conservata a "
            "parte con il nome «{key}». Puoi iniziare una nuova partita. "
            "Dettaglio tecnico, in inglese: {detail}."
        ),
        "notice.bad_save.full": (
            "La partita salvata non si può riprendere, e il browser non ha spazio per metterla "
            "da parte: resta salvata finché una nuova partita non la sostituisce. "
            "Dettaglio tecnico, in inglese: {detail}."
        ),
        "notice.error.title": "Qualcosa è andato storto",
        "notice.error": ("La partita in corso è salva. Ricarica la pagina o iniziane una nuova. "
                         "Dettaglio tecnico, in inglese: {detail}."),
        "notice.save_failed": "Il browser non permette di salvare: la partita non riprenderà dopo un ricaricamento.",
        # Clocks, abandon, the match end, carte viste, sound (clock.py, endscreen.py, played.py, sound.py).
        "clock.move": "Tempo per la mossa: {time}",
        "clock.match": "Tempo di partita: {time}",
        "clock.out.play": "Tempo scaduto: giocata a caso per te: {card}",
        "clock.out.pass": "Tempo scaduto: hai passato",
        "clock.out.chosen": "Tempo scaduto: scelta a caso per te: {move}",
        "abandon": "Abbandona",
        "abandon.title": "Abbandonare la partita?",
        "abandon.body": (
            "Chi abbandona perde la partita. I punti della smazzata non ancora presi vanno "
            "all'avversario, fino a 20. Punti vittoria: 0 a chi abbandona, almeno 14 all'avversario, e come "
            "differenza punti conta la minima che li vale."
        ),
        "abandon.body.pairs": (
            "Chi abbandona perde la partita, e con lui il compagno. I punti della smazzata non ancora presi "
            "vanno agli avversari, fino a 20. Punti vittoria: 0 alla coppia che abbandona, almeno 14 agli "
            "avversari, e come differenza punti conta la minima che li vale."
        ),
        "abandon.body.ranked": (
            "Chi abbandona perde la partita e finisce ultimo: la vince chi è avanti nel punteggio della "
            "partita, senza contare la smazzata interrotta."
        ),
        "abandon.confirm": "Abbandona la partita",
        "behind.title": "Si è giocato in un'altra scheda",
        "behind.body": (
            "Briscola è aperta anche in un'altra scheda o finestra, e lì si è giocato. Questa scheda "
            "è rimasta indietro e non salva più nulla, perché non cancelli quello che si è fatto "
            "di là: ricaricala per continuare da dove è arrivata l'altra."
        ),
        "behind.reload": "Ricarica e continua",
        "update.body": "È pronta una nuova versione di Briscola: ricarica quando vuoi, la partita è salvata.",
        "update.reload": "Ricarica",
        "update.later": "Più tardi",
        "replace.title": "Iniziare una nuova partita?",
        "replace.body": "C'è una partita in corso: se ne inizi un'altra, la abbandoni e conta come persa.",
        "replace.body.match": (
            "C'è una partita del torneo in corso: se ne inizi un'altra, la perdi per abbandono (0 punti "
            "vittoria), e il torneo va avanti."
        ),
        "replace.confirm": "Inizia la nuova partita",
        "replace.keep": "Continua quella in corso",
        "abandon.cancel": "Continua a giocare",
        "end.you_win": "Hai vinto la partita!",
        "end.you_and_win": "{names} avete vinto la partita!",
        "end.other_wins": "{names} ha vinto la partita",
        "end.others_win": "{names} hanno vinto la partita",
        "end.level": "Partita pari",
        "end.goal": "Partita a {goal} punti",
        "end.abandon": "{name} ha abbandonato",
        "end.flag": "{name} ha finito il tempo",
        "end.abandon.you": "Hai abbandonato",
        "end.flag.you": "Hai finito il tempo",
        "end.penalty": "Penalità: {penalty} punti della smazzata all'avversario",
        "end.penalty.pairs": "Penalità: {penalty} punti della smazzata agli avversari",
        "end.difference": "Differenza punti: {points}",
        "end.difference.forfeit": "Differenza punti: {points}, la minima che vale {vp} punti vittoria (la regola per chi abbandona o finisce il tempo)",
        "end.vp": "Punti vittoria: {scores}",
        "end.vp.casual": "Punti vittoria, come in un torneo: {scores}",
        "end.new": "Nuova partita",
        "end.again": "Gioca ancora",
        "played": "Carte viste",
        "played.title": "Carte giocate in questa smazzata",
        "played.none": "nessuna",
        "sound": "Suoni, sì o no",
        "sound.on": "Suoni: sì",
        "sound.off": "Suoni: no",
        "game.torneo": "Torneo (Briscola a 2)",
        "game.torneo4": "Torneo a coppie (Briscola a 4)",
        "menu.tournament": "Torneo",
        "menu.tournament.kind": "Formula",
        "tournament.kind.knockout": "Eliminazione diretta",
        "tournament.kind.round_robin": "Girone all'italiana",
        "menu.tournament.seats": "Iscritti",
        "menu.tournament.deals": "Smazzate a partita",
        "menu.tournament.entry": "Iscrizione (fiches)",
        "menu.tournament.level": "Avversari",
        "hint.tournament": (
            "Un torneo a Briscola a 2, o a Briscola a 4 tra coppie (la tua con un compagno del computer), "
            "contro giocatori del computer, tutti del livello scelto, o di livelli "
            "misti da Facile a Esperto. Ogni partita "
            "si gioca su un numero fisso di smazzate e si vince sul totale dei punti; i punti vittoria "
            "vanno in classifica. Prima dell'inizio vedi il tabellone e i premi; l'iscrizione si paga in "
            "fiches virtuali (ne hai 1000 all'inizio), mai in denaro. Nelle partite tra computer, "
            "Difficile ed Esperto giocano al livello Medio."
        ),
        "tournament": "Torneo",
        "tournament.title": "Torneo · {kind}",
        "tournament.format": "{game} · {seats} giocatori · {deals} a partita · avversari: {level}",
        "tournament.format.pairs": "{game} · {seats} coppie · {deals} a partita · avversari: {level}",
        "tournament.deals.1": "1 smazzata",
        "tournament.deals.n": "{deals} smazzate",
        "tournament.plan": "Premi",
        "tournament.rules": "Come funzionano i tornei: punti vittoria, classifica, premi",
        "tournament.pot": "Iscrizione {entry} · piatto {pot} · commissione {fee} ({percent}%) · montepremi {pool}",
        "tournament.place": "{place}° posto: {chips} fiches ({percent}%)",
        "tournament.free": "Iscrizione gratuita: si gioca per la classifica, senza premi in fiches.",
        "tournament.chips": "Le tue fiches: {chips}",
        "tournament.standings": "Classifica",
        "tournament.col.place": "Pos.",
        "tournament.col.name": "Giocatore",
        "tournament.col.pair": "Coppia",
        "tournament.col.played": "G",
        "tournament.col.won": "V",
        "tournament.col.lost": "P",
        "tournament.col.vp": "PV",
        "tournament.col.difference": "Diff.",
        "tournament.col.prize": "Premio",
        "tournament.key": "G: giocate · V: vinte · P: perse · PV: punti vittoria · Diff.: differenza di punti",
        "tournament.matches": "Partite",
        "tournament.round": "Turno {round}",
        "tournament.round.final": "Finale",
        "tournament.round.semi": "Semifinali",
        "tournament.round.quarter": "Quarti di finale",
        "tournament.match.won": "{winner} ha battuto {loser}, {difference} punti di differenza",
        "tournament.match.won.pairs": "{winner} hanno battuto {loser}, {difference} punti di differenza",
        "tournament.match.forfeit": "{winner} ha battuto {loser} (abbandono)",
        "tournament.match.forfeit.pairs": "{winner} hanno battuto {loser} (abbandono)",
        "tournament.match.you_won": "Hai battuto {loser}, {difference} punti di differenza",
        "tournament.match.you_won.pairs": "Avete battuto {loser}, {difference} punti di differenza",
        "tournament.match.you_lost": "{winner} ti ha battuto, {difference} punti di differenza",
        "tournament.match.you_lost.pairs": "{winner} vi hanno battuto, {difference} punti di differenza",
        "tournament.match.you_abandoned": "Hai abbandonato contro {winner}",
        "tournament.match.you_abandoned.pairs": "Avete abbandonato contro {winner}",
        "tournament.match.pending": "{first} contro {second}: da giocare",
        "tournament.match.playing": "{first} contro {second}: in corso",
        "tournament.preview": "Iscrivendoti paghi {entry} fiches; i premi sono qui sotto.",
        "tournament.preview.free": "Iscriversi non costa nulla.",
        "tournament.replaces": "Il torneo che stavi giocando sarà abbandonato.",
        "tournament.poor": "Hai {chips} fiches: non bastano per l'iscrizione. Scegli un'iscrizione più bassa (anche 0).",
        "tournament.next": "La tua prossima partita: {round}, contro {name}.",
        "tournament.next.pairs": "La vostra prossima partita: {round}, contro {name}.",
        "tournament.playing": "La tua partita contro {name} è in corso.",
        "tournament.playing.pairs": "La vostra partita contro {name} è in corso.",
        "tournament.champion": "Hai vinto il torneo!",
        "tournament.champion.pairs": "Avete vinto il torneo!",
        "tournament.over": "Torneo finito: sei al {place} posto su {seats}.",
        "tournament.over.pairs": "Torneo finito: siete al {place} posto su {seats}.",
        "tournament.prize": "Premio: {chips} fiches.",
        "tournament.no_prize": "Nessun premio questa volta.",
        "tournament.enter": "Iscriviti e gioca",
        "tournament.enter.instead": "Iscriviti e gioca (la partita al tavolo è persa)",
        "tournament.play": "Gioca la partita",
        "tournament.play_instead": "Gioca la partita del torneo (quella al tavolo è persa)",
        "tournament.back": "Torna al tavolo",
        "tournament.new": "Nuovo torneo",
        "tournament.cancel": "Annulla",
        "status.offstage": "Gli altri tavoli stanno giocando…",
        "replay": "Rivedi la partita",
        "replay.title": "Rivedi la partita",
        "replay.status": "Rivedi · mossa {step} di {steps}",
        "replay.status.deal": "Rivedi · smazzata {deal} di {deals}, mossa {step} di {steps}",
        "replay.points.to": " a ",  # a deal's points, the winners' first: "73 a 47"
        "replay.joker": 'Joker a {needed}, fatti {points}',
        "replay.dealt": "Rivedi · le carte distribuite ({steps} mosse)",
        "replay.move": "{name}: {what}",
        "replay.next": "dà la smazzata seguente",
        "replay.abandon": "abbandona",
        "replay.flag": "finisce il tempo",
        "replay.first": "Inizio",
        "replay.back": "Indietro",
        "replay.forward": "Avanti",
        "replay.last": "Fine",
        "replay.first.deal": "Inizio smazzata",
        "replay.last.deal": "Fine smazzata",
        "replay.exit": "Esci",
        "replay.analyse": "Analizza la tua mossa",
        "suggest.button": "Suggerimento",
        "undo": "Annulla mossa",
        "player.n": "Giocatore {n}",
        "player.any": "Giocatore",
        "menu.person_name": "Nome",
        "menu.level.human": "Persona (passa e gioca)",
        "handover.title": "Passa a {name}",
        "handover.body": "{name}, le tue carte si scoprono quando tocchi il pulsante: gli altri non guardino.",
        "handover.ready": "Sono {name}: mostra le mie carte",
        "share": "Condividi",
        "share.title": "Condividi questa partita",
        "share.body": (
            "Chi apre questo link gioca la stessa partita: le stesse carte, le stesse regole, avversari "
            "dello stesso livello; alla fine vede anche come è andata a te."
        ),
        "share.link": "Il link della partita",
        "share.copy": "Copia il link",
        "share.send": "Invia…",
        "share.copied": "Link copiato: incollalo in un messaggio.",
        "share.select": "Il browser non lascia copiare: il link è selezionato, copialo tu.",
        "menu.shared": "Una partita condivisa con te: le stesse carte, regole e avversari. Premi Inizia per giocarla.",
        "undo.done": "Mossa annullata: tocca di nuovo a te.",
        "suggest.thinking": "L'Esperto cerca la mossa migliore per te…",
        "suggest.given": "L'Esperto suggerisce: {move}",
        "menu.hints": "Suggerimenti dell'Esperto",
        "hint.hints": (
            "Alla tua mossa, il pulsante Suggerimento chiede all'Esperto che cosa giocherebbe al tuo posto, "
            "vedendo solo quello che vedi tu: la sua carta si alza nella tua mano, e puoi giocarla o sceglierne "
            "un'altra."
        ),
        "replay.analysing": "L'Esperto ci pensa…",
        "replay.analysis": "Mossa dell'Esperto: {advice}",
        "replay.analysis.same": "L'Esperto fa la stessa mossa",
        "stats.title": "Statistiche",
        "stats.by_game": "Per gioco",
        "stats.by_level": "Per livello degli avversari",
        "stats.game": "Gioco",
        "stats.played": "Partite",
        "stats.won": "Vinte",
        "stats.won_percent": "% vinte",
        "stats.best_streak": "Serie migliore",
        "stats.deals_won": "% smazzate vinte",
        "stats.points": "Punti a smazzata",
        "stats.played.short": "G",
        "stats.won.short": "V",
        "stats.best_streak.short": "Serie",
        "stats.deals_won.short": "% sm.",
        "stats.points.short": "Pt/sm",
        "stats.won_percent.short": "%",
        "stats.opponents": "Avversari",
        "stats.level.mixed": "Misti",
        "stats.tournaments": "Tornei giocati: {played} · vinti: {won} · fiches vinte in premi: {prizes}",
        "stats.empty": "Nessuna partita finita ancora: le statistiche contano le partite giocate fino alla fine.",
        "stats.note": ("Contano le partite contro il computer, non quelle a passa e gioca tra persone. Una "
                       "partita abbandonata conta come persa; una smazzata, solo se giocata fino all'ultima carta."),
        "stats.reset": "Azzera le statistiche",
        "stats.reset.confirm": "Premi ancora per azzerarle",
        "end.tournament": "Torna al torneo",
        "notice.bad_tournament.title": "Torneo non leggibile",
        "notice.bad_tournament": (
            "Il torneo salvato non si può riprendere ({detail}). È stato messo da parte (chiave {key})."
        ),
        "notice.bad_tournament.full": (
            "Il torneo salvato non si può riprendere ({detail}), e il browser non ha spazio per "
            "metterlo da parte: resta salvato finché non entri in un altro torneo."
        ),
    },
    "en": {
        "title": "Briscola",
        "loading": "Loading",
        "menu": "New game",
        "menu.title": "New game",
        "menu.deck": "Deck",
        "menu.format": "Game format",
        "menu.format.punti": "A punti (one deal)",
        "menu.format.smazzate": "A smazzate (most deals won)",
        "menu.level.easy": "Easy",
        "menu.level.medium": "Medium",
        "menu.game": 'Game',
        "game.briscola2": 'Briscola for 2',
        "game.briscola3": 'Briscola for 3',
        "game.briscola4": 'Briscola for 4 in pairs',
        "game.chiamata": 'Briscola chiamata (5)',
        "game.joker": 'Joker Briscola (3)',
        "menu.southern_order": 'Southern order (Jack above Queen)',
        "menu.format.classica": 'Classica (2 deals won, or 120 points)',
        "menu.deals": 'Deals',
        "menu.deals3": 'Deals',
        "menu.vinco_subito": 'Vinco subito (win at once)',
        "menu.spareggi": 'Spareggi (tie-breaks)',
        "hint.spareggi": (
            "A 60–60 deal is void: it counts neither as a deal won nor toward the 120 of classica, and "
            "it is dealt again until someone wins. With tie-breaks, a game that would end level goes "
            "to up to three tie-break deals: more points wins, and if the third is 60–60 too, whoever "
            "took the last trick loses."
        ),
        "menu.chiamata_scoring": 'Scoring',
        "menu.chiamata_scoring.003": 'Defenders may lose 1 (×m)',
        "menu.chiamata_scoring.004": 'Defenders never lose',
        "menu.chiamata_scoring.title": 'How chiamata is scored',
        "menu.chiamata_goal": 'Play to',
        "menu.chiamata_goal.11": '11 points (standard)',
        "menu.chiamata_goal.7": '7 points',
        "menu.chiamata_goal.5": '5 points',
        "menu.chiamata_goal.3": '3 points (shortest)',
        "hint.chiamata_scoring": (
            "Caller +2, partner +1, each defender −1 when the caller wins; the signs are reversed when "
            "the caller loses. All times m, the multiplier of the call: 1 for a call of up to 70 points, "
            "2 from 71 to 80, 3 from 81. In the variant each defender gets +2 (×m) when the caller loses, "
            "and 0 when the caller wins."
        ),
        "hint.chiamata_scoring.decisions": (
            "Our own choices, not in the original rules: a caller playing alone (own card, or carichi) "
            "scores ±3 (×m), and a cappotto adds ±2 for the caller, ±1 for the partner and ∓1 for each "
            "defender."
        ),
        "note.spareggio": 'tie-break {number}',
        "note.last_trick": 'lost on the last trick',
        "result.replayed": 'A void deal: it is dealt again',
        "result.spareggio_next": 'The game would end level: tie-break {number} comes next',
        "result.level_at_goal": "Tied at the top: play goes on until one player leads alone",
        "score.spareggio": 'Tie-break {number}',
        "menu.table": 'Table',
        "menu.carte_viste": 'Carte viste (played cards shown)',
        "menu.carte_scoperte": "Carte scoperte (partner's hand shown)",
        "menu.segnali": 'Partner signals (segnali)',
        "hint.segnali": "Once per trick, from the second trick until the stock runs out, you may tell your partner which briscola you hold (Ace, Three, King, Knight, Jack) or that you hold nothing of value (no briscola, no Aces, no Threes). Opponents never see it. Computer partners do the same, and always tell the truth. With carte scoperte there is nothing to tell: none are sent.",
        "signals.title": 'Signal your partner:',
        "signal.held": '{rank} of briscola',
        "signal.liscio": 'Nothing',
        "signal.liscio.full": 'nothing of value',
        "signal.send": 'Signal your partner: {signal}',
        "signal.seat": 'Signal: {signal}',
        "signal.told": '{name} signals: {signal}',
        "signal.told.you": 'You signalled: {signal}',
        "menu.briscola_redraw": 'Turned Ace or Three of briscola: turn another',
        "menu.auction_points": 'Points auction (61 to 120)',
        "menu.speed": 'Game speed',
        "menu.speed.slow": 'Slow',
        "menu.speed.normal": 'Normal',
        "menu.speed.fast": 'Fast',
        "menu.hand_order": 'Your cards',
        "menu.hand_order.arranged": 'Sorted by suit and strength',
        "menu.hand_order.dealt": 'In the order they come',
        "menu.number": 'Game number',
        "menu.number.any": 'random',
        "menu.number.digits": 'Digits only, at most 9 of them',
        "menu.number.wrong": 'The game number “{detail}” will not do: digits only, at most 9 of them.',
        "end.number": "Game number {number}: play it again with the same number",
        "end.challenge.won": "Challenge: {name} won it with {points}; you made {own}.",
        "end.challenge.lost": "Challenge: {name} lost it with {points}; you made {own}.",
        "end.challenge.level": "Challenge: {name} tied it with {points}; you made {own}.",
        "end.challenge.friend": "the friend who sent it",
        "menu.players": 'Players',
        "menu.name": 'Your name',
        "menu.level.1": 'Computer 1',
        "menu.level.2": 'Computer 2',
        "menu.level.3": 'Computer 3',
        "menu.level.4": 'Computer 4',
        "menu.level.random": 'Random',
        "menu.level.hard": 'Hard',
        "menu.level.expert": 'Expert',
        "menu.level.mixed": "Mixed (Easy to Expert)",
        "menu.clocks": 'Clocks',
        "menu.move_clock": 'Per move',
        "menu.clock.off": 'Off',
        "menu.clock.custom": 'Custom…',
        "menu.move_clock.seconds": 'Seconds per move',
        "menu.match_clock": 'Whole game (minutes, 0 = off)',
        "menu.refused": 'This combination cannot be played: {detail}',
        "badge.joker": 'Joker',
        "badge.caller": 'Caller',
        "badge.partner": 'Partner',
        "badge.alone": 'Alone',
        "badge.ally": 'Ally',
        "badge.mate": 'Partner',
        "auction.title": 'Auction',
        "auction.call_card_title": 'Call a card',
        "auction.call_rank_title": 'Call: {rank} of…',
        "auction.card_own": '{card}, your own card: call it and you play alone',
        "auction.own": '{what} (yours)',
        "auction.own_card": 'Call a card of your own and you play alone.',
        "auction.call_suits": "The card's suit",
        "auction.waiting": 'Auction: {name} to call…',
        "auction.say": '{name}: {call}',
        "auction.less": 'Less',
        "auction.more": 'More',
        "action.pass": 'Pass',
        "action.carichi": 'Carichi',
        "action.carichi.name": 'Carichi: you play alone, with no briscola, and everyone must follow suit',
        "action.bid_points": '{rank} at {points}',
        "action.bid_target": '{points} points',
        "called": 'Called: {card}',
        "carichi.label": 'Carichi: follow suit',
        "status.auction": 'Auction: make your call',
        "status.auction.highest": "Auction: the last call is {call} ({name}): your call",
        "status.call": 'You won the auction: choose the card to call',
        "scoreboard": 'Scores',
        "scoreboard.title": 'Game to {goal} points',
        "scoreboard.title.plain": 'The game',
        "scoreboard.deal": 'Deal',
        "scoreboard.note": 'Notes',
        "scoreboard.total": 'Total',
        "note.multiplier": '×{m}',
        "note.cappotto": 'cappotto',
        "note.carichi": 'carichi',
        "note.alone": 'alone',
        "note.target": '{name} called: needed {target}, made {points}',
        "note.target.brief": 'at {target}, made {points}',
        "note.joker": 'Joker: {name}, {points} points',
        "note.all_passed": 'all passed',
        "note.void": 'void',
        "result.changes": 'This deal: {changes}',
        "result.joker": '{name} (Joker): {points} points ({needed} needed)',
        "result.allies": 'Allies: {points} points ({needed} needed)',
        "result.void": 'Nobody reached the target: a void deal',
        "result.all_passed": 'Everybody passed: a new deal',
        "result.contract": '{caller} needed at least {target} points',
        "result.contract.you": 'You needed at least {target} points',
        "result.alone": '{caller} called their own card: alone, they play for {points} points',
        "result.alone.you": 'You called your own card: alone, you play for {points} points',
        "result.carichi": 'Carichi: {caller} plays alone, for {points} points',
        "result.carichi.you": 'Carichi: alone, you play for {points} points',
        "result.stake": 'stake ×{m}',
        "score.goal": 'Game to {goal} points',
        "score.best_of": 'Best of {deals} deals',
        "score.deal_of": 'Deal {number} of {deals}',
        "score.in_all": 'Points in all: {totals}',
        "score.pairs": 'Points taken: {totals}',
        "score.replay_deal": 'Deal {deal} of {deals}',
        "result.standing": 'In all: {scores}',
        "score.us": 'Us',
        "score.them": 'Them',
        "seat.goal": '{score}/{goal}',
        "seat.goal.label": 'game score {score} of {goal}',
        "seat.won": '{n} won',
        "seat.won.one": '{n} won',
        "seat.won.label": 'deals won: {n}',
        "seat.total": '{n} in all',
        "seat.total.label": 'points in all over the deals played: {n}',
        "seat.points.label": 'points taken this deal: {n}',
        "menu.show_points": 'Show the points taken',
        "hint.show_points": (
            "Beside each player, the card points they have taken so far in the deal. "
            "Turn this off to count them in your head, as players do at a real table."
        ),
        "scoreboard.deal.short": 'No.',
        "scoreboard.won": 'Deals won',
        "scores.deals": 'Deal by deal',
        "end.deals": 'The deals of the game',
        "scoreboard.points": 'Points',
        "note.interrupted": 'interrupted',
        "menu.start": "Start",
        "menu.cancel": "Cancel",
        "deck.napoletane": "Neapolitan",
        "deck.piacentine": "Piacentine",
        "deck.francesi": "French",
        "last_trick": "Last trick",
        "last_trick.title": "The last trick",
        "hint.explain": "Explain",
        "hint.southern_order": (
            "In the south, with French cards, the Jack ranks above the Queen and scores 3, the Queen 2. "
            "Otherwise the Queen stands for the Knight (3 points) and the Jack scores 2."
        ),
        "hint.format": (
            "A punti: one deal, 61 points or more wins. A smazzate: whoever wins more deals out of 1, 3 or 5. "
            "Classica: whoever wins two deals, or first reaches 120 points in all. At the end, victory "
            "points (20 to share) measure the margin, as in tournaments."
        ),
        "hint.vinco_subito": (
            "The deal ends as soon as whoever just won a trick reaches 61 points: the cards left are not "
            "played. If that decides the game, the game ends there."
        ),
        "hint.carte_viste": (
            "A button shows the cards already played this deal. With two players, the last three tricks "
            "are played with both hands face up."
        ),
        "hint.carte_scoperte": "Partners see each other's cards for the whole deal, not only for the last three tricks.",
        "hint.briscola_redraw": (
            "If the card turned for the briscola is an Ace or a Three, it goes back into the stock at "
            "random and another card is turned."
        ),
        "hint.auction_points": (
            "In the auction, players bid points, 61 to 120, instead of ranks (Ace, Three, … Two): the "
            "highest bidder then calls the partner's card."
        ),
        "menu.levels": "Computer levels",
        "hint.levels": (
            "Random plays at random. Easy plays like a beginner. Medium counts points and saves its briscola cards. Hard and Expert "
            "try many possible deals before each move: Expert thinks longer. "
            "Person: a friend plays that seat on the same device (pass and play); before each of their "
            "moves the table is covered and you hand them the phone."
        ),
        "hint.number": (
            "The same number deals the same cards, and the computer makes the same choices: use it to "
            "play a game again; in a tournament, it makes the same draw. If left empty, the cards are shuffled "
            "at random and the end screen shows the number."
        ),
        "hint.clocks": (
            "Per move: when time runs out a random card is played for you (in the auction, you pass). "
            "Whole game: whoever runs out of game time loses it. With both clocks on, beside the name of "
            "whoever is to play: first the move's time, then the game's (“0:12 · 4:30”). The clocks stop while "
            "the menu is open."
        ),
        "rules.title": "Rules",
        "rules.link": "Rules of the game",
        "rules.back": "← Back to the table",
        "rules.games": "The games",
        "tour.title": "How to play",
        "tour.play.title": "Play a card:",
        "tour.play": "double-click it; or click it and then the middle of the table; or drag it to the middle.",
        "tour.play.touch.title": "Play a card:",
        "tour.play.touch": "tap it twice; or tap it, then the middle of the table; or drag it to the middle.",
        "tour.keys.title": "Keyboard:",
        "tour.keys": (
            "keys 1 to 9 (or the arrows) choose a card, Enter plays it, Escape deselects it; Ctrl+Z "
            "takes your last move back."
        ),
        "tour.briscola.title": "The briscola:",
        "tour.briscola": (
            "the card turned under the stock, in the middle, its name beside it; once someone draws "
            "it, its suit is still shown at the top. In chiamata, the auction's winner names it."
        ),
        "tour.scores.title": "Points:",
        "tour.scores": "by each name, the game score and the points taken this deal; “Scores” shows the deals one by one, “Last trick” the last trick again.",
        "tour.menu.title": "The menu:",
        "tour.menu": (
            "“New game” chooses the game and its options (the ? beside an option tells what it means), "
            "and opens the rules and this guide."
        ),
        "tour.buttons.title": "The buttons at the top:",
        "tour.ok": "Got it",
        "close": "Close",
        "language": "Italiano",
        "language.label": "Passa all'italiano",
        "you": "You",
        "computer": "Computer",
        "computer.n": "Computer {n}",
        "dealer": "Dealer",
        "placeholder": "Play the card here",
        "hand.you": "Your cards",
        "hand.other": "{name}'s cards",
        "pile": "{name}'s tricks: {count} cards",
        "pile.you": "Your tricks: {count} cards",
        "stock": "Stock: {count} cards",
        "briscola": "Briscola: {card}",
        "briscola.suit": "Briscola: {suit}",
        "card.back": "Face-down card",
        "table.card": "{name} played {card}",
        "table.card.you": "You played {card}",
        "status.your_turn": "Your turn: play a card",
        "status.your_turn.selected": "{card} chosen: play it on the table",
        "status.thinking": "{name} to play…",
        "status.thinking.you": "Your turn…",
        "status.joker": "{name} is the Joker: the first to play a briscola",
        "status.joker.you": "You are the Joker: you played the first briscola",
        "status.takes": "{name} takes the trick",
        "status.takes.you": "You take the trick",
        "refused.turn": "Not your turn: {name} is to play",
        "refused.trick": "One moment: the trick is being gathered",
        "refused.auction": "Cards are played after the auction",
        "refused.card": "{card} cannot be played now",
        "refused.card.suit": "{card} cannot be played now: follow {suit}",
        "status.over": "Game over",
        "status.deal_over": "Deal over",
        "status.dealing": "Dealing the cards…",
        "status.start": "Choose a game",
        "status.waiting": "One moment: the game engine is starting…",
        "status.loading": "One moment: the game is loading…",
        "status.engine_lost": "The game engine did not start: reload the page",
        "status.waiting.chosen": "Chosen: {choice}. It is played as soon as the game engine is ready",
        "status.download": "One moment: downloading the game engine ({percent}%)…",
        "status.download.chosen": "Chosen: {choice}. It is played as soon as the game engine is ready ({percent}% downloaded)",
        "result.points": "{name}: {points} points",
        "result.you_win": "You win the deal!",
        "result.you_and_win": "{names} win the deal!",
        "result.other_wins": "{names} wins the deal",
        "result.others_win": "{names} win the deal",
        "result.level": "A draw, 60 all",
        "result.level.each": "A draw, {points} each",
        "result.cappotto": "Cappotto: all 120 points!",
        "result.deals": "Deals: {scores}",
        "result.in_all": "Points in all: {scores}",
        "result.next": "Next deal",
        "result.new": "New game",
        "notice.newer_save.title": "A game from a newer version",
        "notice.newer_save": (
            "The saved game comes from a newer version of Briscola, open in another tab. "
            "Reload the page to go on with it: this version leaves it as it is."
        ),
        "notice.bad_save.title": "Unreadable save",
        "notice.bad_save": (
            "The saved game cannot be resumed. It was not deleted: it is kept aside under "
            "the name “{key}”. You can start a new game. Technical detail: {detail}."
        ),
        "notice.bad_save.full": (
            "The saved game cannot be resumed, and the browser's storage has no room to keep it "
            "aside: it stays saved until a new game replaces it. Technical detail: {detail}."
        ),
        "notice.error.title": "Something went wrong",
        "notice.error": "Your game is saved. Reload the page or start a new one. Technical detail: {detail}.",
        "notice.save_failed": "The browser does not allow saving: this game will not resume after a reload.",
        # Clocks, abandon, the match end, carte viste, sound (clock.py, endscreen.py, played.py, sound.py).
        "clock.move": "Time for this move: {time}",
        "clock.match": "Game time: {time}",
        "clock.out.play": "Time's up: {card} was played for you, at random",
        "clock.out.pass": "Time's up: you passed",
        "clock.out.chosen": "Time's up: chosen for you at random: {move}",
        "abandon": "Abandon",
        "abandon.title": "Abandon the game?",
        "abandon.body": (
            "Whoever abandons loses the game. The points of this deal not yet taken go to the "
            "opponent, up to 20. Victory points: 0 for whoever abandons, at least 14 for the opponent, and "
            "the point difference counted is the least that earns them."
        ),
        "abandon.body.pairs": (
            "Whoever abandons loses the game, and their partner with them. The points of this deal not yet "
            "taken go to the opponents, up to 20. Victory points: 0 for the pair that abandons, at least 14 "
            "for the opponents, and the point difference counted is the least that earns them."
        ),
        "abandon.body.ranked": (
            "Whoever abandons loses the game and is ranked last: the game goes to whoever leads its score, "
            "the unfinished deal not counted."
        ),
        "abandon.confirm": "Abandon the game",
        "behind.title": "Briscola was played in another tab",
        "behind.body": (
            "Briscola is open in another tab or window too, and was played there. This tab is "
            "behind and saves nothing more, so that it cannot undo what was done there: reload "
            "it to go on from where the other one is."
        ),
        "behind.reload": "Reload and go on",
        "update.body": "A new version of Briscola is ready: reload when you like, the game is saved.",
        "update.reload": "Reload",
        "update.later": "Later",
        "replace.title": "Start a new game?",
        "replace.body": "A game is in progress: if you start another one, you abandon it and it counts as lost.",
        "replace.body.match": (
            "A tournament match is in progress: if you start another game, you abandon the match and "
            "lose it (0 victory points), and the tournament goes on."
        ),
        "replace.confirm": "Start the new game",
        "replace.keep": "Keep playing it",
        "abandon.cancel": "Keep playing",
        "end.you_win": "You win the game!",
        "end.you_and_win": "{names} win the game!",
        "end.other_wins": "{names} wins the game",
        "end.others_win": "{names} win the game",
        "end.level": "The game is drawn",
        "end.goal": "Game to {goal} points",
        "end.abandon": "{name} abandoned",
        "end.flag": "{name} ran out of time",
        "end.abandon.you": "You abandoned",
        "end.flag.you": "You ran out of time",
        "end.penalty": "Penalty: {penalty} points of the deal to the opponent",
        "end.penalty.pairs": "Penalty: {penalty} points of the deal to the opponents",
        "end.difference": "Point difference: {points}",
        "end.difference.forfeit": "Point difference: {points}, the least worth {vp} victory points (the rule when a player abandons or runs out of time)",
        "end.vp": "Victory points: {scores}",
        "end.vp.casual": "Victory points, as in a tournament: {scores}",
        "end.new": "New game",
        "end.again": "Play again",
        "played": "Played cards",
        "played.title": "Cards played this deal",
        "played.none": "none",
        "sound": "Sound, on or off",
        "sound.on": "Sound: on",
        "sound.off": "Sound: off",
        "game.torneo": "Tournament (Briscola for 2)",
        "game.torneo4": "Pairs tournament (Briscola for 4)",
        "menu.tournament": "Tournament",
        "menu.tournament.kind": "Format",
        "tournament.kind.knockout": "Knock-out",
        "tournament.kind.round_robin": "Round robin",
        "menu.tournament.seats": "Entrants",
        "menu.tournament.deals": "Deals per match",
        "menu.tournament.entry": "Entry (chips)",
        "menu.tournament.level": "Opponents",
        "hint.tournament": (
            "A tournament of Briscola for 2, or of Briscola for 4 between pairs (yours with a computer "
            "partner), against computer players, all of the level you choose, or of "
            "mixed levels from Easy to Expert. Each match "
            "is played over a fixed number of deals and won on total points; the victory points go to the "
            "standings. Before the start you see the draw and the prizes; the entry is paid in virtual "
            "chips (you start with 1000), never money. In matches between computer players, Hard and "
            "Expert play at Medium."
        ),
        "tournament": "Tournament",
        "tournament.title": "Tournament · {kind}",
        "tournament.format": "{game} · {seats} players · {deals} per match · opponents: {level}",
        "tournament.format.pairs": "{game} · {seats} pairs · {deals} per match · opponents: {level}",
        "tournament.deals.1": "1 deal",
        "tournament.deals.n": "{deals} deals",
        "tournament.plan": "Prizes",
        "tournament.rules": "How tournaments work: victory points, standings, prizes",
        "tournament.pot": "Entry {entry} · pot {pot} · fee {fee} ({percent}%) · prize pool {pool}",
        "tournament.place": "Place {place}: {chips} chips ({percent}%)",
        "tournament.free": "Free entry: played for the standings, with no prize in chips.",
        "tournament.chips": "Your chips: {chips}",
        "tournament.standings": "Standings",
        "tournament.col.place": "#",
        "tournament.col.name": "Player",
        "tournament.col.pair": "Pair",
        "tournament.col.played": "P",
        "tournament.col.won": "W",
        "tournament.col.lost": "L",
        "tournament.col.vp": "VP",
        "tournament.col.difference": "Diff.",
        "tournament.col.prize": "Prize",
        "tournament.key": "P: played · W: won · L: lost · VP: victory points · Diff.: point difference",
        "tournament.matches": "Matches",
        "tournament.round": "Round {round}",
        "tournament.round.final": "Final",
        "tournament.round.semi": "Semi-finals",
        "tournament.round.quarter": "Quarter-finals",
        "tournament.match.won": "{winner} beat {loser} by {difference} points",
        "tournament.match.won.pairs": "{winner} beat {loser} by {difference} points",
        "tournament.match.forfeit": "{winner} beat {loser} (abandoned)",
        "tournament.match.forfeit.pairs": "{winner} beat {loser} (abandoned)",
        "tournament.match.you_won": "You beat {loser} by {difference} points",
        "tournament.match.you_won.pairs": "You beat {loser} by {difference} points",
        "tournament.match.you_lost": "{winner} beat you by {difference} points",
        "tournament.match.you_lost.pairs": "{winner} beat you by {difference} points",
        "tournament.match.you_abandoned": "You abandoned against {winner}",
        "tournament.match.you_abandoned.pairs": "You abandoned against {winner}",
        "tournament.match.pending": "{first} against {second}: to be played",
        "tournament.match.playing": "{first} against {second}: being played",
        "tournament.preview": "Entering costs {entry} chips; the prizes are below.",
        "tournament.preview.free": "Entering costs nothing.",
        "tournament.replaces": "The tournament you were playing will be abandoned.",
        "tournament.poor": "You have {chips} chips: not enough for the entry. Choose a lower entry (even 0).",
        "tournament.next": "Your next match: {round}, against {name}.",
        "tournament.next.pairs": "Your next match: {round}, against {name}.",
        "tournament.playing": "Your match against {name} is being played.",
        "tournament.playing.pairs": "Your match against {name} is being played.",
        "tournament.champion": "You won the tournament!",
        "tournament.champion.pairs": "You won the tournament!",
        "tournament.over": "Tournament over: you finished {place} of {seats}.",
        "tournament.over.pairs": "Tournament over: you finished {place} of {seats}.",
        "tournament.prize": "Prize: {chips} chips.",
        "tournament.no_prize": "No prize this time.",
        "tournament.enter": "Enter and play",
        "tournament.enter.instead": "Enter and play (the game on the table is lost)",
        "tournament.play": "Play the match",
        "tournament.play_instead": "Play the tournament match (the game on the table is lost)",
        "tournament.back": "Back to the table",
        "tournament.new": "New tournament",
        "tournament.cancel": "Cancel",
        "status.offstage": "The other tables are playing…",
        "replay": "Replay the game",
        "replay.title": "Replay the game",
        "replay.status": "Replay · move {step} of {steps}",
        "replay.status.deal": "Replay · deal {deal} of {deals}, move {step} of {steps}",
        "replay.points.to": " to ",
        "replay.joker": 'Joker at {needed}, made {points}',
        "replay.dealt": "Replay · the cards dealt ({steps} moves)",
        "replay.move": "{name}: {what}",
        "replay.next": "starts the next deal",
        "replay.abandon": "abandons",
        "replay.flag": "runs out of time",
        "replay.first": "Start",
        "replay.back": "Back",
        "replay.forward": "Forward",
        "replay.last": "End",
        "replay.first.deal": "Deal start",
        "replay.last.deal": "Deal end",
        "replay.exit": "Leave",
        "replay.analyse": "Analyse your move",
        "suggest.button": "Hint",
        "undo": "Undo move",
        "player.n": "Player {n}",
        "player.any": "Player",
        "menu.person_name": "Name",
        "menu.level.human": "Person (pass and play)",
        "handover.title": "Pass to {name}",
        "handover.body": "{name}'s cards show when {name} presses the button: everyone else, look away.",
        "handover.ready": "I am {name}: show my cards",
        "share": "Share",
        "share.title": "Share this game",
        "share.body": (
            "Whoever opens this link plays the same game: the same cards, the same rules, opponents "
            "of the same level; at its end they see how it went for you too."
        ),
        "share.link": "The game's link",
        "share.copy": "Copy the link",
        "share.send": "Send…",
        "share.copied": "Link copied: paste it in a message.",
        "share.select": "The browser does not allow copying: the link is selected, copy it yourself.",
        "menu.shared": "A game shared with you: the same cards, rules and opponents. Press Start to play it.",
        "undo.done": "Move taken back: it is your turn again.",
        "suggest.thinking": "The Expert is looking for your best move…",
        "suggest.given": "The Expert suggests: {move}",
        "menu.hints": "The Expert's hints",
        "hint.hints": (
            "At your move, the Hint button asks the Expert what it would play in your place, seeing only "
            "what you see: its card rises in your hand, and you may play it or choose another."
        ),
        "replay.analysing": "The Expert is thinking…",
        "replay.analysis": "The Expert's move: {advice}",
        "replay.analysis.same": "The Expert makes the same move",
        "stats.title": "Statistics",
        "stats.by_game": "By game",
        "stats.by_level": "By the opponents' level",
        "stats.game": "Game",
        "stats.played": "Games",
        "stats.won": "Won",
        "stats.won_percent": "% won",
        "stats.best_streak": "Best streak",
        "stats.deals_won": "% of deals won",
        "stats.points": "Points per deal",
        "stats.played.short": "P",
        "stats.won.short": "W",
        "stats.best_streak.short": "Streak",
        "stats.deals_won.short": "% deals",
        "stats.points.short": "Pts",
        "stats.won_percent.short": "%",
        "stats.opponents": "Opponents",
        "stats.level.mixed": "Mixed",
        "stats.tournaments": "Tournaments played: {played} · won: {won} · chips won in prizes: {prizes}",
        "stats.empty": "No game finished yet: the statistics count the games played to their end.",
        "stats.note": ("Games against the computer count, not pass-and-play games between people. A game "
                       "abandoned counts as lost; a deal, only if played to its last card."),
        "stats.reset": "Reset the statistics",
        "stats.reset.confirm": "Press again to reset them",
        "end.tournament": "Back to the tournament",
        "notice.bad_tournament.title": "Unreadable tournament",
        "notice.bad_tournament": (
            "The saved tournament cannot be resumed ({detail}). It was set aside (key {key})."
        ),
        "notice.bad_tournament.full": (
            "The saved tournament cannot be resumed ({detail}), and the browser's storage has no "
            "room to set it aside: it stays saved until you enter another tournament."
        ),
    },
}

# Card names: Italian decks by their suits (denari, coppe, bastoni, spade), the French
# deck by its own (quadri, cuori, fiori, picche); codes are the same for both.
_RANKS: Final = {
    "it": {1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei", 7: "Sette",
           8: "Fante", 9: "Cavallo", 10: "Re"},
    "en": {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
           8: "Jack", 9: "Knight", 10: "King"},
}
_FRENCH_FIGURES: Final = {"it": {8: "Fante", 9: "Donna", 10: "Re"},
                          "en": {8: "Jack", 9: "Queen", 10: "King"}}
_SUITS: Final = {
    "it": {"D": "Denari", "C": "Coppe", "B": "Bastoni", "S": "Spade"},
    "en": {"D": "Coins", "C": "Cups", "B": "Batons", "S": "Swords"},
}
_FRENCH_SUITS: Final = {
    "it": {"D": "Quadri", "C": "Cuori", "B": "Fiori", "S": "Picche"},
    "en": {"D": "Diamonds", "C": "Hearts", "B": "Clubs", "S": "Spades"},
}
_OF: Final = {"it": "di", "en": "of"}
# Segnali: the rank each "I hold this briscola" signal names, for its words.
SIGNAL_RANKS: Final = {"asso": 1, "tre": 3, "re": 10, "cavallo": 9, "fante": 8}
_AND: Final = {"it": "e", "en": "and"}
_POINTS: Final = {"it": ("punto", "punti"), "en": ("point", "points")}



def pick_language(stored: str | None, browser: str | None) -> str:
    """The player's own choice if any, else the browser's language, else Italian."""
    if stored in LANGUAGES:
        return stored
    # Italian only for Italian browsers: anyone else reads English more often than Italian.
    return "it" if (browser or "it").lower().startswith("it") else "en"


def unbroken(text: str) -> str:
    """``text`` with no-break spaces: a line never breaks inside it."""
    return text.replace(" ", "\u00a0")


def tally(scores: list[tuple[str, object]]) -> str:
    """Each seat's or side's name with its figure, a colon between: "Computer 2 1" would
    read as a name and a number, or two. A line breaks between them, never inside one:
    a figure is never left alone on a line, and the dot between stays at the end of the
    line it follows (a line began "· Computer 3: 3")."""
    return "\u00a0· ".join(unbroken(f"{name}: {figure}") for name, figure in scores)


def ordinal(lang: str, number: int) -> str:
    """A place in words' figures: "3°" in Italian, "3rd" in English."""
    if lang == "it":
        return f"{number}°"
    if number % 100 in (11, 12, 13):
        return f"{number}th"
    return f"{number}" + {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def other_language(lang: str) -> str:
    return "en" if lang == "it" else "it"


def text(lang: str, message: str, **values: object) -> str:
    """The string ``message`` (a key of STRINGS) with its placeholders filled in. Its
    parameters are named apart from every placeholder ("key" is one): MicroPython has no
    positional-only parameters to keep them apart."""
    template = STRINGS[lang][message]
    if lang == "it" and str(values.get("name", ""))[:1] in ("a", "A"):
        template = template.replace(" a {name}", " ad {name}")  # "Passa ad Anna": the d before a
    return template.format(**values) if values else template


def names(lang: str, listed: list[str]) -> str:
    """A list of names as a sentence says it: 'Computer 1 e Computer 3', 'A, B and C'."""
    if len(listed) < 2:
        return "".join(listed)
    joined = _AND[lang]
    if lang == "it" and listed[-1][:1] in "eE":
        joined = "ed"  # "Dario ed Elena": the d before a word that opens on e
    return f"{', '.join(listed[:-1])} {joined} {listed[-1]}"


def points(lang: str, count: int) -> str:
    """'1 punto', '−1 punto', '12 punti' / '1 point', '0 points'."""
    singular, plural = _POINTS[lang]
    return f"{score(count)} {singular if abs(count) == 1 else plural}"


def who_wins(lang: str, keys: tuple[str, str, str, str], winners: list[str], you: bool) -> str:
    """Who won, the verb agreeing with them: 'Hai vinto la smazzata!', 'Tu e Computer 2
    avete vinto la partita!', 'Computer 1 e Computer 3 hanno vinto la partita'. ``keys``: the
    sentences for the player alone, the player and others, one other, several others;
    ``winners``: the names of the winners other than the player; ``you``: the player won."""
    alone, with_others, one, several = keys
    # A title breaks between the names, never inside one ("Computer 1 e Computer" over "3 hanno vinto").
    winners = [unbroken(name) for name in winners]
    if you and not winners:
        return text(lang, alone)
    if you:  # "Tu"/"You", whatever the player's name: the sentence speaks to the player
        return text(lang, with_others, names=names(lang, [text(lang, "you")] + winners))
    return text(lang, one if len(winners) == 1 else several, names=names(lang, winners))


def decimal(lang: str, value: float) -> str:
    """A number with one decimal, as the language writes it: 11,5 in Italian, 11.5 in English."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if lang == "it" else text


def score(value: int) -> str:
    """A score as the table writes it: a negative one with a minus sign (−3), not a hyphen."""
    return str(value).replace("-", "\u2212")


def signed(change: int) -> str:
    """A score change as the scoreboards write it: +2, −1, and 0 without a sign."""
    return score(change) if change < 0 else f"+{change}" if change else "0"


def suit_name(lang: str, suit: str, style: str) -> str:
    return (_FRENCH_SUITS if style == "francesi" else _SUITS)[lang][suit]


def card_name(lang: str, code: str, style: str) -> str:
    """'1D' -> 'Asso di Denari' / 'Ace of Coins' ('Asso di Quadri' with the French deck)."""
    rank, suit = int(code[:-1]), code[-1]
    return f"{rank_name(lang, rank, style)} {_OF[lang]} {suit_name(lang, suit, style)}"


def rank_name(lang: str, rank: int, style: str) -> str:
    names = _RANKS[lang]
    if style == "francesi" and rank in _FRENCH_FIGURES[lang]:
        names = _FRENCH_FIGURES[lang]
    return names[rank]
