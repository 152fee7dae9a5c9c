import type { CardText } from "~/content/tarot/types";

export const SWORDS_TEXT: Record<string, CardText> = {
  "ace-of-swords": {
    keywords: {
      upright: ["clarity", "breakthrough", "truth", "new idea"],
      reversed: ["confusion", "miscommunication", "clouded judgement", "harsh words"],
    },
    upright:
      "The Ace of Swords cuts through the haze. After a stretch of confusion, a clear idea arrives, a fact comes to light, or you finally see a situation exactly as it is. This is a card of mental breakthroughs, fresh starts in study or work, and the courage to speak the truth. Use this moment of sharpness well. Write down the insight before it fades, make the decision you have been circling, and communicate plainly. Clarity can sting, but it also frees you. When your mind is focused, obstacles that looked huge often turn out to be solvable.",
    reversed:
      "Reversed, the Ace of Swords is a blade that has lost its edge or is swinging wildly. Your thinking may feel foggy, or too much information is drowning out what actually matters. It can also show sharpness misused: words that wound, arguments won at too high a cost, or a fixed idea you will not question. Step back before acting. Check your facts, sleep on important messages, and ask whether you are seeking truth or just trying to be right. A clear mind usually returns once you stop forcing it and give yourself quiet space to think.",
    picture:
      "A hand reaches out of a cloud gripping an upright sword whose point passes through a gold crown hung with two leafy branches, while drops of light fall towards the mountains below.",
  },
  "two-of-swords": {
    keywords: {
      upright: ["indecision", "stalemate", "avoidance", "difficult choice"],
      reversed: [
        "information overload",
        "lesser of two evils",
        "torn loyalties",
        "forced decision",
      ],
    },
    upright:
      "The Two of Swords finds you at a standstill between two options, and you have decided, for now, not to decide. Perhaps both paths carry a cost, or you are refusing to look at information that would tip the balance. The calm here is real but temporary. This card asks you to take off the blindfold. Gather the facts you have been avoiding, weigh them honestly, and listen to your intuition as well as your logic. Choosing is uncomfortable, but staying frozen carries its own price. A careful decision now is better than one forced on you later.",
    reversed:
      "Reversed, the Two of Swords suggests the stalemate is cracking under pressure. You may be flooded with opinions, second-guessing every angle until you cannot think at all, or you are caught between two people and feel pulled in half. Sometimes it means the decision is about to be made for you. Reduce the noise: stop polling everyone and get quiet with your own reasoning. Accept that there may be no perfect answer, only a better one. Choosing, even imperfectly, gives you back the power that indecision has been quietly draining away.",
    picture:
      "A blindfolded woman sits on a stone bench by the sea under a crescent moon, her arms crossed over her chest and a sword in each hand rising past her shoulders.",
  },
  "three-of-swords": {
    keywords: {
      upright: ["heartbreak", "painful truth", "sorrow", "grief"],
      reversed: ["healing", "releasing pain", "forgiveness", "lingering hurt"],
    },
    upright:
      "The Three of Swords names a hurt plainly. It may be a breakup, a betrayal, harsh words you cannot unhear, or news that leaves you aching. This card does not soften the blow, and oddly, that honesty can be a relief. Pain that is acknowledged can start to heal; pain that is denied tends to fester. Give yourself permission to grieve. Cry, talk, write, rest. Avoid making big decisions while the wound is fresh. Remember that heartbreak, however sharp, passes through you rather than defining you. The storm clears, and understanding often follows.",
    reversed:
      "Reversed, the Three of Swords shows the long work of recovery. You may be beginning to forgive, to release the story that has replayed in your head, and to feel lighter. Or the card may point to pain you have tucked away so firmly that it now shows up as cynicism or a refusal to trust anyone. Check in with yourself honestly. If the wound is closing, let it. If it is still raw beneath a brave face, reach out for support. Healing is not linear, and circling back to an old sorrow is not failure; it is part of mending.",
    picture: "A red heart pierced by three swords hangs beneath a heavy cloud in slanting rain.",
  },
  "four-of-swords": {
    keywords: {
      upright: ["rest", "recovery", "contemplation", "retreat"],
      reversed: ["burnout", "restlessness", "resisting rest", "hiding away"],
    },
    upright:
      "The Four of Swords hangs a do-not-disturb sign on your door. After stress, conflict or illness, this card insists on rest. Not the guilty, half-checking-emails kind, but real recovery for your mind and body. Step back from the battle for a while. Meditate, sleep in, take the holiday, spend a day in silence. Problems often look clearer after a pause, and you will make better choices with a rested mind. This is not giving up; it is regrouping. Treat your recovery as seriously as any other task on your list.",
    reversed:
      "Reversed, the Four of Swords shows rest that is either missing or overdone. More often, you are running on empty, refusing to pause because you feel you cannot afford to, and burnout is creeping closer. Less often, the retreat has gone on so long it has become avoidance, and you are hiding from a problem that needs you back in the world. Listen to your body to tell which. If you are exhausted, schedule rest before your body schedules it for you. If you are stagnating, set a gentle date for rejoining the fray.",
    picture:
      "A knight in armour lies on a stone tomb with his hands together in prayer, three swords hanging point down on the wall above him and a fourth carved on the side of the tomb; an arched window is set in the wall.",
  },
  "five-of-swords": {
    keywords: {
      upright: ["conflict", "hollow victory", "winning at all costs", "tension"],
      reversed: ["reconciliation", "making amends", "lingering resentment", "walking away"],
    },
    upright:
      "The Five of Swords describes a fight where nobody really wins. Someone may have triumphed, but trust is damaged and the mood is sour. You could be the one gathering up the swords, the one walking away defeated, or a bystander caught in the crossfire. The question this card asks is simple: is this battle worth its cost? Sometimes pride makes us defend positions that do not matter. Choose your conflicts carefully. If you have won unfairly, consider making it right. If you are being treated unfairly, it may be wiser to leave than to keep swinging.",
    reversed:
      "Reversed, the Five of Swords suggests the dust is settling after a conflict. This can be the moment to apologise, forgive, or simply agree to move on. It may also show resentment that has gone underground, with both sides still replaying the argument silently. Ask yourself what peace would actually require. It might be an honest conversation, it might be a boundary, or it might be accepting that you will never hear the apology you want. Letting go of the need to be right often frees you far more than finally winning the point.",
    picture:
      "Under torn clouds, a smirking man holds two swords against his shoulder and a third point down at his side, while two figures walk away towards the water and two more swords lie on the ground.",
  },
  "six-of-swords": {
    keywords: {
      upright: ["transition", "moving on", "calmer waters", "healing journey"],
      reversed: ["resisting change", "unfinished business", "stuck in turmoil", "carrying baggage"],
    },
    upright:
      "The Six of Swords marks a quiet departure from troubled times. You are leaving something difficult behind and heading toward calmer ground, even if you still carry some sadness with you. This may be a literal move or journey, or an inner shift as you stop fighting a situation and accept it. The journey does not have to be joyful to be right. Let trusted people help steer. Travel light, keep your eyes on the far shore, and allow the distance to do some of the healing. Peace is waiting, even if it is not visible yet.",
    reversed:
      "Reversed, the Six of Swords shows a transition that is stalling. You might know you need to move on but keep returning to old arguments or familiar chaos. Or you have left physically while still carrying every worry with you, so the new place feels just like the old one. Ask what unfinished business is weighing down your boat. Some of it can be resolved with a conversation; some simply needs to be set down. Change is rarely smooth, so be patient with the choppy parts. Steady, small progress will still carry you across.",
    picture:
      "A ferryman poles a boat carrying a hooded woman and a child, with six swords standing upright in its bow. The water behind them is rough, the water ahead is calm, and hills rise on the far shore.",
  },
  "seven-of-swords": {
    keywords: {
      upright: ["deception", "strategy", "secrecy", "getting away with it"],
      reversed: ["coming clean", "conscience", "self-deception", "being found out"],
    },
    upright:
      "The Seven of Swords warns that something is going on beneath the surface. Someone may not be telling the full truth, or you might be tempted to cut a corner, bend a rule or work around a problem rather than facing it head-on. The card is not always about wrongdoing; sometimes a clever, independent strategy is exactly what a situation needs. The key question is integrity. Protect your interests and double-check agreements, but do not become what you fear. If you must act discreetly, make sure you could still explain your choices with a clear conscience.",
    reversed:
      "Reversed, the Seven of Swords often means secrets are coming to light. You may feel the urge to confess, or someone else's deception is about to be revealed. It can also point inward, to the stories you tell yourself: that a habit is not really a problem, that you are fine when you are not. Honesty will be uncomfortable, but it will also feel lighter than carrying the lie. Admit what needs admitting, apologise if you have to, and stop fooling yourself about what you already know. Clean slates are built one truth at a time.",
    picture:
      "A man in a cap steals away from a camp of tents with a bundle of five swords in his arms, looking back over his shoulder at the two swords left stuck in the ground.",
  },
  "eight-of-swords": {
    keywords: {
      upright: ["feeling trapped", "self-limiting beliefs", "restriction", "helplessness"],
      reversed: ["release", "new perspective", "loud inner critic", "spiralling worry"],
    },
    upright:
      "The Eight of Swords describes feeling trapped, with no good way out. Yet much of the restriction comes from your own mind: fear, old beliefs, a harsh inner voice telling you that nothing you try will work. The bars are real to you, but they are not as solid as they seem. This card asks you to test your assumptions. What would you do if you were not afraid? Who could you ask for help? Take one small action that proves you have choices. Each step you take loosens the bindings a little more, until freedom no longer looks impossible.",
    reversed:
      "Reversed, the Eight of Swords shows you beginning to slip free. You are noticing the thoughts that held you back and realising they were not the whole truth. It can feel dizzying to see options where there were none, so take it slowly. Sometimes, though, this card reveals an inner critic growing louder as you try to change, feeding anxiety and worst-case thinking. Meet that voice with curiosity rather than obedience. Write the fear down, then write the evidence against it. Talk to someone who sees you clearly. The exit is open; walk through at your own pace.",
    picture:
      "A blindfolded woman stands with ropes bound around her body, eight swords stuck in the ground around her, puddles at her feet and a castle on a cliff behind.",
  },
  "nine-of-swords": {
    keywords: {
      upright: ["anxiety", "worry", "sleepless nights", "overthinking"],
      reversed: ["despair", "hidden fears", "reaching out", "easing anxiety"],
    },
    upright:
      "The Nine of Swords is the card of three in the morning, when worries grow larger in the dark. You may be lying awake replaying mistakes or imagining everything that could go wrong. The distress is genuine, but the card gently suggests that your mind is making things worse than they are. Get the fears out of your head and onto paper, where they can be examined rather than merely felt. Talk to someone you trust. Look after your sleep, your body and your breathing. Once you are rested, many of tonight's monsters shrink into solvable problems.",
    reversed:
      "Reversed, the Nine of Swords shows anxiety at a tipping point. For some, it is the moment the worst passes: you reach out, share the secret fear, and discover you are not alone. For others, worry has deepened into despair or shame that feels impossible to speak about. If that is you, please treat this as a sign to seek support from a friend, a doctor or a counsellor. You do not have to solve this alone. Even naming one fear aloud can loosen anxiety's hold and remind you that morning always comes.",
    picture:
      "In a dark room, a figure sits up in bed with their face in their hands beneath nine swords lined up on the wall; the quilt is patterned with roses.",
  },
  "ten-of-swords": {
    keywords: {
      upright: ["painful ending", "rock bottom", "closure", "betrayal"],
      reversed: ["recovery", "survival", "refusing to let go", "reopening wounds"],
    },
    upright:
      "The Ten of Swords looks dramatic, and it is meant to. Something has reached its end, perhaps painfully: a project collapses, a relationship finishes, or you finally admit a situation cannot continue. It can feel like rock bottom. Yet there is an odd mercy here, because once you have hit the floor, the only direction left is up. Stop trying to save what is finished. Let it be over, acknowledge the hurt, and rest. Dawn follows even the longest night, and this ending clears the ground for something new to begin.",
    reversed:
      "Reversed, the Ten of Swords shows you getting back on your feet after a serious blow. Recovery is under way, slowly, and you are learning what you survived. Alternatively, it may point to an ending you keep refusing to accept, reopening the wound again and again because letting go feels worse than the pain. Be honest about which one describes you. If you are healing, keep going and be proud of your resilience. If you are clinging, ask what you fear would happen if you simply let it end. Often the answer is relief.",
    picture:
      "A figure lies face down on the shore with ten swords in their back and a red cloth over their legs, while beyond still water the sun rises under a black sky.",
  },
  "page-of-swords": {
    keywords: {
      upright: ["curiosity", "new ideas", "eagerness to learn", "vigilance"],
      reversed: ["gossip", "all talk", "hasty words", "scattered thinking"],
    },
    upright:
      "The Page of Swords is bright, restless and full of questions. This card often appears when you are learning something new, investigating a problem, or bursting with ideas you want to talk through. It asks you to keep that curiosity sharp. Read widely, ask the awkward questions, and be willing to debate without needing to win. The Page is also watchful, so stay alert to details others miss. Just remember that information is only useful when it leads somewhere. Choose one idea to test properly, and let your enthusiasm turn into real understanding.",
    reversed:
      "Reversed, the Page of Swords talks more than it listens. You may be jumping into arguments without the facts, spreading news that is not yours to share, or announcing big plans that never leave the planning stage. Scattered thinking can make you feel busy while nothing gets done. It can also point to someone around you who is prying or stirring drama. Slow your words down. Check before you speak or post, and finish one idea before starting three more. Curiosity becomes wisdom when it is paired with patience and discretion.",
    picture:
      "A page stands on a windy hilltop, dark cloak blowing, holding a sword up in both hands, with clouds and birds in the sky.",
  },
  "knight-of-swords": {
    keywords: {
      upright: ["ambition", "decisive action", "fast thinking", "drive"],
      reversed: ["recklessness", "impatience", "aggression", "burning out"],
    },
    upright:
      "The Knight of Swords charges ahead at full speed. This card brings momentum, focus and the courage to tackle a challenge directly. If you have been hesitating, now is the time to act: send the application, make the case, defend what you believe in. Your mind is quick and your arguments are strong. The Knight's great strength is determination, so use it. Just keep half an eye on who you might be knocking over along the way. Speed works best when it is aimed. Decide where you are going, then go there boldly.",
    reversed:
      "Reversed, the Knight of Swords is all speed and no steering. You may be rushing into decisions, snapping at people, or pushing so hard that you leave chaos and hurt feelings in your wake. Impatience can make you dismiss good advice just because it slows you down. Or your drive may have stalled completely after burning too hot for too long. Rein it in. Ask what the rush is really about. Pause before you hit send, listen before you respond, and plan before you charge. Direction matters more than velocity right now.",
    picture:
      "A knight in armour gallops to the left on a dark horse with his sword raised, under wind-torn clouds and birds blown across the sky.",
  },
  "queen-of-swords": {
    keywords: {
      upright: ["clear boundaries", "honesty", "independence", "perceptiveness"],
      reversed: ["coldness", "bitterness", "harsh criticism", "swallowed truths"],
    },
    upright:
      "The Queen of Swords sees clearly and speaks plainly. She has often learned from experience, even painful experience, and she will not be fooled twice. This card invites you to set clear boundaries, state your needs without apology, and judge situations by facts rather than flattery. Independence suits you right now. If someone needs honest feedback, you are the one to give it, with fairness and a touch of dry humour. Clarity is a form of kindness. When you say exactly what you mean, everyone knows where they stand, including you.",
    reversed:
      "Reversed, the Queen of Swords has let her sharp mind turn cold. You may be using honesty as a weapon, criticising yourself or others so harshly that no one feels safe. Old hurts might have hardened into bitterness, making you push people away before they can get close. Or the opposite is happening: you are struggling to speak up and swallowing truths that need saying. Look for the balance between candour and care. Soften your tone without blurring your message. Remember that protecting your heart and closing it entirely are not the same thing.",
    picture:
      "A crowned queen sits in profile on a high throne carved with butterflies, holding a sword upright in one hand and raising the other, with clouds around her and a bird overhead.",
  },
  "king-of-swords": {
    keywords: {
      upright: ["authority", "intellect", "fairness", "sound judgement"],
      reversed: ["abuse of power", "rigid thinking", "manipulation", "cold logic"],
    },
    upright:
      "The King of Swords is the voice of reason in the room. He weighs evidence, listens to all sides and makes decisions based on principles rather than mood. This card may point to a lawyer, a doctor, a mentor or any expert whose advice you should take seriously, or it may be asking you to step into that role yourself. Think things through, put your reasoning in writing, and stay fair even when it is inconvenient. Your authority comes from integrity. People will follow a leader whose choices they can understand and trust.",
    reversed:
      "Reversed, the King of Swords uses intelligence to control rather than to serve. You may be facing someone who twists words, hides behind rules or wields authority without accountability. Or you might catch yourself becoming rigid, dismissing feelings as irrelevant, or insisting on being right at any cost. Cold logic without compassion can make even correct decisions land badly. Question where power is being misused, and get independent advice if you feel outmanoeuvred. If the rigidity is yours, loosen your grip and let others into the conversation.",
    picture:
      "A crowned king sits facing us on a high throne carved with butterflies, holding a sword upright in his right hand, with clouds at his sides and birds above.",
  },
};
