import type { CardText } from "~/content/tarot/types";

export const MAJOR_TEXT: Record<string, CardText> = {
  "the-fool": {
    keywords: {
      upright: ["fresh start", "leap of faith", "curiosity", "beginner's mind"],
      reversed: ["recklessness", "hesitation", "ignoring warnings", "stalled departure"],
    },
    upright:
      "A door is opening and you do not need a complete map to walk through it. The Fool shows up when a new chapter is asking for your trust more than your planning: a move, a project, a relationship, a different way of living. You may feel a little unprepared, and that is part of the point. Pack light, keep your sense of humour, and let curiosity lead. Mistakes made in good faith now will teach you faster than caution ever could. Say yes to the invitation that makes your heart beat a bit quicker, and trust that you will learn the road by travelling it.",
    reversed:
      "The urge to jump is still there, but something is off about the timing or the footing. Reversed, The Fool can mean you are rushing toward a cliff without glancing down, chasing novelty to escape something you would rather not face. It can just as easily mean the opposite pull: you keep standing at the edge, bags packed, never stepping off because the fear of looking foolish has grown louder than your wish to begin. Ask which one fits you. Then either slow down long enough to check the ground, or take one small, real step so the journey can finally start.",
    picture:
      "A young traveller in a feathered cap strides toward the edge of a cliff, a bundle hanging from the staff over his shoulder and a white rose in his other hand. A small white dog leaps at his heels under a bright sun, with mountains beyond.",
  },
  "the-magician": {
    keywords: {
      upright: ["willpower", "skill", "focused action", "resourcefulness", "manifesting"],
      reversed: ["manipulation", "scattered talent", "self-doubt", "trickery"],
    },
    upright:
      "Everything you need is already on the table. The Magician arrives when your tools, talents and timing line up, and all that remains is to decide what you want and act on it with focus. This is a card of turning ideas into something you can hold. Name your goal plainly, gather what you have, and begin. Your words carry extra weight right now, so use them to persuade, to pitch, to ask for what you deserve. Think of yourself as the bridge between an idea and the world: energy moves through you when you stop doubting and start doing.",
    reversed:
      "The skill is real, but it is being wasted or misused. Reversed, The Magician can point to a clever talker whose promises do not match their actions, and it is worth asking whether that person is someone around you or, honestly, you. More often this card describes gifts scattered across too many half-started plans, or a quiet belief that you are not capable enough to use them. Cut the list down to one thing. Be straight with people about what you can deliver. Confidence built on a single finished result will serve you far better than a dazzling performance.",
    picture:
      "A robed magician stands behind a table, one hand raising a white-tipped wand to the sky and the other pointing down to the earth, the infinity sign above his head. On the table lie a wand, a cup, a sword and a pentacle; roses hang overhead and roses and lilies grow below.",
  },
  "the-high-priestess": {
    keywords: {
      upright: ["intuition", "inner knowing", "mystery", "stillness", "hidden truths"],
      reversed: ["ignored instincts", "secrets", "withdrawal", "confusion"],
    },
    upright:
      "Some answers cannot be found by searching harder; they surface when you go quiet. The High Priestess asks you to trust the knowledge you carry beneath the surface, the hunches and dreams and gut feelings you may usually brush aside. Not everything in this situation has been revealed yet, and that is fine. Hold back from forcing a decision or explaining yourself to everyone. Watch, listen and notice what keeps returning to your mind. Time alone, journaling, or simply walking without your phone can help. You already know more than you think you do.",
    reversed:
      "Your inner voice is speaking, but the noise around you is drowning it out. Reversed, The High Priestess often appears when you have been seeking opinion after opinion instead of checking in with yourself, or when you have sensed something wrong and talked yourself out of it. It can also flag secrets, yours or someone else's, that are creating a fog. Alternatively, you may have gone so far inward that you have cut yourself off from people who care. Make space to hear yourself again, and be honest about what you are keeping hidden and why.",
    picture:
      "A veiled priestess sits between a dark pillar marked B and a pale one marked J, a moon crown on her head, a cross on her breast, a scroll in her lap and a crescent moon at her feet. A curtain hung with pomegranates fills the space behind her.",
  },
  "the-empress": {
    keywords: {
      upright: ["abundance", "nurturing", "creativity", "sensuality", "growth"],
      reversed: ["creative block", "smothering", "self-neglect", "dependence"],
    },
    upright:
      "Life wants to grow through you. The Empress is the card of fertile ground, whether that means a creative project, a garden, a family, a business or simply your own body and wellbeing. She invites you to slow down and enjoy the senses: good food, soft fabrics, fresh air, beautiful things. Growth here comes from care and patience rather than pressure. Feed what you love and it will flourish. If you have been pushing hard, this card says rest is productive too. Let yourself receive comfort and affection, and share your warmth generously with the people around you.",
    reversed:
      "The well has run low, usually because you have been pouring into everyone except yourself. Reversed, The Empress can describe burnout from caretaking, a creative dry spell, or a sense of disconnection from your body and its needs. It may also show care that has tipped into control, such as hovering over a project or person so closely that neither can breathe. Step back and tend to your own roots first. Eat well, sleep, get outside and make something purely for pleasure. Abundance returns when nurturing flows in both directions again.",
    picture:
      "The Empress sits on a high-backed throne in a field of ripe wheat, twelve gold stars about her head and a sceptre raised in her hand. A heart-shaped shield bearing the sign of Venus rests beside her, with cypress trees and a stream behind.",
  },
  "the-emperor": {
    keywords: {
      upright: ["structure", "authority", "stability", "leadership", "discipline"],
      reversed: ["rigidity", "control", "power struggles", "lack of direction"],
    },
    upright:
      "This is the moment to build something solid. The Emperor represents order, responsibility and the kind of leadership that protects what matters. In your situation, clear rules, firm plans and steady routines will get you further than inspiration alone. Take charge where it is yours to take. Set boundaries and hold them without apology. You might also be dealing with an authority figure, a boss, a parent or an institution, and the card suggests working with that structure rather than against it. Think long-term, act with consistency and become the reliable foundation you are looking for.",
    reversed:
      "Structure has turned into a cage, or vanished altogether. Reversed, The Emperor points to control that no longer serves anyone: a rigid boss, a domineering partner, or your own insistence that everything go exactly to plan. It can also point the other way, toward a life with no routine, no boundaries and nobody steering. Look at where power sits in this situation and whether it is being used fairly. If you are clinging too tightly, loosen your grip. If you have given away your authority, it is time to reclaim it calmly and firmly.",
    picture:
      "A crowned, white-bearded emperor sits on a stone throne carved with rams' heads, an ankh sceptre in one hand and a golden orb in the other. Bare mountains rise behind him and a river runs below.",
  },
  "the-hierophant": {
    keywords: {
      upright: ["tradition", "mentorship", "shared values", "learning", "belonging"],
      reversed: ["rebellion", "dogma", "unconventional path", "questioning rules"],
    },
    upright:
      "There is wisdom in the paths others have already walked. The Hierophant appears when you can benefit from a teacher, a community, an established practice or a time-tested way of doing things. This might mean formal study, a mentor, a spiritual tradition, or simply following the proven method before you invent your own. Belonging to something larger than yourself offers support right now. Ask questions, learn the rules well, and honour the rituals that give your life meaning. Commitments made in this season, including vows and formal agreements, tend to carry real weight.",
    reversed:
      "The old rulebook no longer fits you. Reversed, The Hierophant shows tension between what you were taught and what you have come to believe. You may be outgrowing a group, a faith, a family expectation or a professional norm, and it feels both freeing and lonely. Question things thoughtfully rather than just pushing against them. At the same time, watch for rigid thinking on either side, including the assumption that your way is the only right one. Your task is to build a set of values you genuinely own, keeping what still rings true.",
    picture:
      "The Hierophant sits enthroned between two pillars in a tall gold mitre, one hand raised in blessing and the other holding a triple cross. Two acolytes kneel before him, one robe marked with roses and the other with lilies, and two crossed keys lie at his feet.",
  },
  "the-lovers": {
    keywords: {
      upright: ["love", "union", "alignment", "meaningful choice", "harmony"],
      reversed: ["disharmony", "misaligned values", "avoidance", "temptation"],
    },
    upright:
      "Something important is asking for your whole heart. The Lovers speaks of deep connection, whether romantic or a partnership of any kind, where two people genuinely see and choose each other. It is also a card about choosing according to your values. You may face a decision that reveals who you really are and what you stand for. Listen to both head and heart, and pick the path that lets you stay true to yourself. When values align, relationships feel easy and honest. Open up, be vulnerable, and let yourself be fully known.",
    reversed:
      "A bond or a choice feels out of tune. Reversed, The Lovers can point to a relationship where you want different things but have not said so, or to attraction that pulls you away from what you truly value. It can also describe an inner split: part of you wants one thing while another part insists on something else, and you keep putting off the decision. Be honest with yourself before you try to fix anything with someone else. Ask what you really want, then have the conversation you have been avoiding with kindness and clarity.",
    picture:
      "A man and a woman stand beneath a winged figure who rises from a cloud before a blazing sun, arms spread over them. A tree of flames grows behind him and a fruit tree with a serpent coiled round its trunk behind her, with a mountain peak between them.",
  },
  "the-chariot": {
    keywords: {
      upright: ["determination", "momentum", "victory", "self-control", "direction"],
      reversed: ["lost direction", "scattered effort", "aggression", "stalling"],
    },
    upright:
      "You can win this, but only if you hold the reins. The Chariot arrives when progress depends on focus and willpower, especially when different parts of your life, or your own mixed feelings, want to pull in separate directions. Decide on your destination and commit. Discipline, confidence and a clear route will carry you through obstacles that would stop a less determined person. This is an excellent card for travel, competitions, exams and any push toward a goal. Keep your emotions steady, keep your eyes forward, and move decisively once you have chosen your course.",
    reversed:
      "The sphinxes are pulling hard, but in opposite directions. Reversed, The Chariot shows effort without steering: you are working furiously yet getting nowhere, or you have lost sight of why you started. It can also point to forcing an outcome through sheer stubbornness, running over people and your own needs to get there. Pause and reassess the destination before you spend more energy. Which goal is truly yours? Once you know, drop the side quests. Control comes from clarity, not from gripping tighter, so loosen your jaw and choose a single direction.",
    picture:
      "A crowned charioteer in armour, crescent moons on his shoulders and a wand in his hand, stands in a chariot beneath a canopy of stars, its front marked with a winged disc. A dark sphinx and a pale sphinx lie before it, with city towers on the horizon.",
  },
  strength: {
    keywords: {
      upright: ["courage", "gentle power", "patience", "compassion", "inner strength"],
      reversed: ["self-doubt", "low energy", "raw emotion", "harshness"],
    },
    upright:
      "Real strength is quiet. This card shows power that comes from patience, kindness and steady confidence rather than force. You may be facing a difficult person, a strong emotion or a habit that seems wild and hard to manage. The answer is not to fight it but to approach it calmly, with compassion for yourself and for others. You have more resilience than you give yourself credit for. Stay soft and steady, keep your temper, and trust that gentle persistence will tame what brute effort could not. Your courage is showing, even if it does not feel loud.",
    reversed:
      "Your inner lion feels either asleep or out of control. Reversed, Strength can point to a dip in confidence, where you doubt you can handle what lies ahead and shrink yourself to stay safe. It can also describe feelings like anger, jealousy or anxiety running the show while you scramble to keep up. Either way, the fix starts with self-compassion rather than self-criticism. Rest, reconnect with your body, and remember past hardships you got through. Respond to your fears the way you would comfort a frightened animal: calmly, kindly and without rushing.",
    picture:
      "A woman in white, crowned with flowers and with the infinity sign above her head, bends over a lion and gently closes its open jaws with her hands. A chain of roses runs from her waist to the lion, and a mountain rises behind.",
  },
  "the-hermit": {
    keywords: {
      upright: ["solitude", "reflection", "inner guidance", "wisdom", "retreat"],
      reversed: ["isolation", "loneliness", "avoidance", "lost purpose"],
    },
    upright:
      "Step back from the crowd for a while. The Hermit asks you to go inward, to spend time alone with your thoughts and find answers that are truly your own. This is not about sadness; it is about clarity. External advice has taken you as far as it can, and now it is time to listen to your inner light. Protect some quiet in your days, whether through walks, meditation, journaling or simply saying no to extra plans. You may also become a guide for others, sharing hard-won wisdom once you have found your own path.",
    reversed:
      "Solitude has tipped into isolation. Reversed, The Hermit can show that you have retreated so far that you feel lonely, stuck in your own head, or cut off from support you genuinely need. It might also signal the opposite: you are avoiding time alone, filling every moment with noise so you never have to face a question that scares you. Check which one is true. If you have been hiding away, reach out to one trusted person. If you have been running from stillness, give yourself a single quiet evening to simply think.",
    picture:
      "A hooded old man with a long white beard stands alone on a snowy peak, holding out a lantern with a six-pointed star shining inside it, a tall staff in his other hand.",
  },
  "wheel-of-fortune": {
    keywords: {
      upright: ["turning point", "luck", "cycles", "destiny", "change"],
      reversed: ["setbacks", "resisting change", "bad timing", "repeating patterns"],
    },
    upright:
      "The wheel is turning, and things are starting to move. This card signals a shift in circumstances, often a lucky break or an unexpected opportunity arriving right on time. Cycles are a natural part of life; what was down rises, and what seemed fixed suddenly changes. Stay open and adaptable, because the best response to a turn of fortune is to flow with it. Notice the patterns that repeat in your life, and use this moment to start a better one. Good timing is on your side, so act while the wind is favourable.",
    reversed:
      "Fortune seems to be turning against you, or the same situation keeps coming back around. Reversed, the Wheel often describes a run of bad luck or a delay you cannot control, and it can feel frustrating. Resisting it will only make things harder. Ask what lesson keeps repeating, and what you could do differently to break the loop. Focus on what is yours to change, such as your habits, responses and choices, and let go of the rest. Downturns are temporary, and how you handle this low stretch will shape your next rise.",
    picture:
      "A great wheel marked T, A, R, O and four alchemical signs turns in the sky, a sphinx with a sword resting on top, a serpent sliding down on the left and a jackal-headed figure rising on the right. Winged medallions bearing the signs of Aquarius, Scorpio, Taurus and Leo fill the corners.",
  },
  justice: {
    keywords: {
      upright: ["fairness", "truth", "accountability", "cause and effect", "clear decisions"],
      reversed: ["unfairness", "dishonesty", "avoiding responsibility", "bias"],
    },
    upright:
      "The accounts are being settled, and the result will reflect what actually happened. Justice appears when fairness, truth and responsibility sit at the centre of your question. If a contract, a legal matter or a decision that affects other people is on the table, read the details twice and let evidence, not mood, guide you. Tell the truth even when a softer version would be easier. The card promises that a fair outcome is within reach once you have owned your share of the story. Choices you can explain calmly to anyone will still look right in a year.",
    reversed:
      "Something feels unfair, and it may be. Reversed, Justice can point to a situation where the truth is being bent, blame is being shifted, or a decision is tilted by bias. It is also worth asking whether you are avoiding accountability for your own part, perhaps telling yourself a kinder story than the facts support. Look at the situation as honestly as you can, and own what is yours. Where you have been wronged, gather evidence and speak up calmly. Where you have made a mistake, make amends. Integrity restores balance faster than resentment.",
    picture:
      "A crowned figure in a long robe sits on a throne between two pillars, a curtain hanging behind, raising an upright sword in one hand and holding a pair of gold scales in the other.",
  },
  "the-hanged-man": {
    keywords: {
      upright: ["surrender", "pause", "new perspective", "letting go", "waiting"],
      reversed: ["stalling", "resistance", "indecision", "needless sacrifice"],
    },
    upright:
      "Stop pushing and let yourself hang for a moment. The Hanged Man describes a pause that feels uncomfortable but turns out to be valuable. Things may be on hold, and the more you struggle, the tighter the knot becomes. Instead, surrender to the waiting and use it to see your situation from a completely different angle. What looked like a problem might be a gift turned upside down. Sometimes you have to let go of what you thought you wanted to gain what you actually need. Insight arrives when you stop forcing it.",
    reversed:
      "You are stuck in limbo and refusing to let go. Reversed, The Hanged Man points to a delay you keep fighting, or to a pause that has lasted long past its usefulness. Perhaps you are holding onto a decision you cannot bring yourself to make, or martyring yourself for a situation that gives nothing back. Ask whether this waiting is still teaching you anything. If not, make a choice, even an imperfect one, so life can move again. If it is, stop thrashing and accept the lesson. Either way, some action or surrender is overdue.",
    picture:
      "A man hangs upside down by one foot from a T-shaped tree of living wood sprouting leaves, his free leg bent behind the other and his hands tucked behind his back. A ring of light shines around his head, with hills behind.",
  },
  death: {
    keywords: {
      upright: ["endings", "transformation", "transition", "release", "clearing space"],
      reversed: ["resisting change", "stagnation", "fear of endings", "lingering"],
    },
    upright:
      "A chapter is closing, and it is doing so to make room. This card almost never predicts a literal death; it describes transformation, the kind of clean ending that lets a new stage begin. Maybe a job, a relationship, a home or an old version of yourself has quietly run its course. Thank it for what it gave you and loosen your hold. Sadness is allowed, and it deserves time, but dragging out the goodbye only lengthens the ache. Clear the shelf, close the file, return the keys. What comes next needs empty space to land in.",
    reversed:
      "Change is knocking, and you are holding the door shut. Reversed, Death points to a transition that is being delayed because letting go feels too frightening. You might be staying in a situation that ended long ago in spirit, or repeating old patterns because they are familiar. The cost of staying put is slowly rising, even if you cannot see it yet. Gently ask yourself what you are afraid to lose. Start with one small release, such as a habit, an object or an old grudge, and notice how much lighter you feel.",
    picture:
      "A skeletal rider in black armour sits on a pale horse, holding a black banner that bears a white rose. A king lies fallen on the ground with his crown beside him, a woman kneels with her hands together, and the sun rises between two towers across the river.",
  },
  temperance: {
    keywords: {
      upright: ["balance", "moderation", "patience", "healing", "blending"],
      reversed: ["imbalance", "excess", "impatience", "discord"],
    },
    upright:
      "Good outcomes are brewing slowly, like something simmered rather than boiled. Temperance asks for the middle path, the right measure of effort, rest, spending and feeling. You may be blending two worlds, such as two families, two careers or two sides of your personality, or recovering gradually after a stressful stretch. Patience is the secret ingredient. Tiny, consistent adjustments will steady you more than grand resolutions. Notice where a little less or a little more would restore the balance. There is a healing current in this card, and it works best when you stop rushing it.",
    reversed:
      "The scales have tipped too far one way. Reversed, Temperance often describes a life out of balance: overworking, overspending, overindulging, or swinging between extremes without finding a steady middle. Impatience may be pushing you to rush a process that needs time. It can also point to clashes with people whose energy does not mix with yours right now. Take an honest look at where you are overdoing it. Pull back gently rather than swinging to the opposite extreme. Rebuild your equilibrium one small adjustment at a time, with kindness toward yourself.",
    picture:
      "A winged angel with a halo stands with one foot in a pool and the other on land, pouring water from one cup into another. Flowers grow by the pool and a path winds up to a crown of light over the mountains.",
  },
  "the-devil": {
    keywords: {
      upright: ["attachment", "temptation", "bondage", "materialism", "shadow self"],
      reversed: ["release", "breaking free", "reclaiming power", "facing addiction"],
    },
    upright:
      "Look closely at what has been steering you lately. The Devil appears when a habit, craving, relationship or fear has more control over your choices than you would like, and the surprising news is that the chains are often loose enough to lift off. This is not a card of shame. Desire and pleasure are human; the trouble starts when you feel unable to say no. Notice the moments you act on autopilot, and ask what need sits underneath them. Naming the pattern honestly, perhaps to one trusted person, is the first step toward choosing freely again.",
    reversed:
      "You are noticing the chain, and that changes everything. Reversed, The Devil usually signals that an unhealthy attachment is losing its grip: you are cutting back, saying no, walking away from a draining situation, or seeing a manipulative dynamic for what it is. Expect the process to feel raw, and expect the old pull to return on bad days. Watch out for trading one compulsion for a newer, shinier one. Build supports that make the better choice easier, such as people, routines and distance from triggers, and count every small refusal as a real win.",
    picture:
      "A horned, bat-winged devil with an inverted pentagram above his head sits on a dark pedestal, one hand raised and the other holding a torch pointed downwards. A man and a woman with small horns and tails stand on either side, chained by the neck to a ring on the pedestal.",
  },
  "the-tower": {
    keywords: {
      upright: ["sudden change", "upheaval", "revelation", "breakdown", "awakening"],
      reversed: ["averted disaster", "fear of change", "delayed collapse", "inner upheaval"],
    },
    upright:
      "A structure you trusted is about to show where it was weak. The Tower brings sudden news, an abrupt change of plan, or the moment a story you believed finally falls apart. It can rattle you, yet what collapses now was never going to carry your future safely. Resist the instinct to patch the cracks or pretend the noise did not happen. Look after your basic needs, stay close to steady people, and let the dust settle before you judge the damage. The flash that knocks things down also lights up exactly where to rebuild.",
    reversed:
      "The shake-up is happening on the inside, or being held back. Reversed, The Tower can describe a crisis you narrowly avoided, or one you are postponing by refusing to acknowledge cracks that are already showing. It may also point to a private upheaval, such as a shift in beliefs or identity that no one else can see. Delaying necessary change does not stop it; it just makes the eventual fall heavier. Ask yourself what you already know needs to go. Take it down deliberately, on your terms, before circumstances decide for you.",
    picture:
      "Lightning from a cloud strikes a tall tower on a rocky hill, knocking its crown into the air as flames leap from its windows. Two people fall headlong from it, one losing a crown, among falling drops of light.",
  },
  "the-star": {
    keywords: {
      upright: ["hope", "renewal", "inspiration", "healing", "serenity"],
      reversed: ["discouragement", "lost faith", "disconnection", "pessimism"],
    },
    upright:
      "After a hard season, a calm and generous light returns. The Star is the card of recovery and quiet hope: wounds are closing, energy is trickling back, and a future you can actually want is visible again. You do not need to sprint toward it. Drink water, sleep, and let small good things count. This is a lovely time to write down what you wish for, restart a creative practice, or offer your honesty to others without armour. People are drawn to your openness now, so let them see it. Healing here is gentle, steady and real.",
    reversed:
      "Hope is still available, but you have stopped reaching for it. Reversed, The Star describes discouragement that has settled in after too many disappointments, a feeling that wishing for more only sets you up to be hurt. You may be going through the motions, cut off from whatever used to inspire you. Do not demand a grand renewal of faith from yourself. Instead, collect tiny proofs that life can still be kind: a walk at dusk, a song you loved at fifteen, a message to an old friend. Optimism rebuilds the way muscle does, slowly and through repetition.",
    picture:
      "A woman kneels at the edge of a pool with one foot in the water, pouring one jug into the pool and the other onto the land. A large eight-pointed gold star and seven smaller stars shine above her, and a small tree grows on the hill behind.",
  },
  "the-moon": {
    keywords: {
      upright: ["illusion", "intuition", "uncertainty", "dreams", "the subconscious"],
      reversed: ["clarity returning", "releasing fear", "confusion lifting", "repressed feelings"],
    },
    upright:
      "Not everything is as it seems. The Moon lights the path only dimly, and you may feel uncertain, anxious or unable to see where this road leads. Shadows can play tricks, making fears seem bigger than they are. This is a time to trust your intuition while staying aware that your imagination might be running wild. Pay attention to dreams and recurring feelings; they carry messages. Avoid big decisions based on incomplete information. Move slowly, feel your way forward, and wait for more light before you commit to any firm conclusions.",
    reversed:
      "Shapes in the dark are turning back into ordinary trees. Reversed, The Moon often means a period of confusion is ending: a misunderstanding gets explained, a lie is exposed, or a fear shrinks once you look straight at it. Sometimes, though, it points to the opposite motion, where anxieties you packed away are knocking loudly and insisting on a hearing. Either way, the move is the same. Name what you were afraid of, out loud or on paper, and check it against the facts. What remains after that honest look is usually smaller and far more manageable.",
    picture:
      "A moon with a calm, sleeping face shines between two towers and lets fall drops of light. A pale dog and a dark wolf howl on either side of a path that winds from a pool, where a red crayfish climbs out, towards the distant hills.",
  },
  "the-sun": {
    keywords: {
      upright: ["joy", "success", "vitality", "warmth", "confidence"],
      reversed: ["temporary clouds", "inner child", "overconfidence", "dimmed joy"],
    },
    upright:
      "Warmth, clarity and plain good fortune are shining on your question. The Sun says things are working: plans succeed, relationships feel easy, your body has energy and your mood lifts. There is nothing hidden here and no catch to hunt for. Accept the good news without shrinking it. Say yes to invitations, play outside, share credit and let people see you happy. Children, creative play and anything done purely for delight are especially favoured. If you have been waiting for a sign that you are on the right track, consider this a bright and unambiguous yes.",
    reversed:
      "The light is real, but something is filtering it. Reversed, The Sun rarely signals disaster; more often it shows joy that has been dimmed by tiredness, comparison, or an old habit of waiting for the other shoe to drop. It can also warn of the opposite, where confidence has inflated into showing off or promising more than you can deliver. Bring your expectations back to human size. Then make room for simple pleasure, the kind you enjoyed before you worried about how it looked. Success is still on its way, perhaps later and quieter than you pictured.",
    picture:
      "A smiling sun shines on a child in a wreath riding a white horse, arms spread wide and carrying a red banner. Sunflowers grow behind a brick wall.",
  },
  judgement: {
    keywords: {
      upright: ["awakening", "reckoning", "renewal", "calling", "absolution"],
      reversed: ["self-doubt", "harsh self-criticism", "ignoring the call", "stagnation"],
    },
    upright:
      "Something is calling your name, and this time you are ready to answer. Judgement describes a clear-eyed reckoning: you look back at the road you have travelled, accept what it taught you, and rise into a truer version of yourself. This may be a vocation you have put off, an old mistake you are finally ready to forgive, or a decision that has waited for exactly this moment. Review the past honestly but without punishment. Then act. Doors that open now are meant to be walked through, and hesitating for perfect certainty would mean missing them.",
    reversed:
      "The call keeps ringing, and you keep letting it go to voicemail. Reversed, Judgement often points to a harsh inner critic who replays old mistakes until you feel unworthy of a fresh start. It can also describe knowing precisely what change you need and postponing it because the old, uncomfortable life is at least familiar. Try reading your history like a kind mentor would: honestly, but without a verdict of failure. Forgive one thing. Then take one concrete action toward the calling. Momentum tends to quieten the critic far better than any amount of arguing with it.",
    picture:
      "An angel with wide wings sounds a trumpet from a cloud, a pale flag with a red cross hanging from it. Below, a woman, a child and a man rise with raised arms from open coffins floating on the water, with mountains behind.",
  },
  "the-world": {
    keywords: {
      upright: ["completion", "fulfilment", "integration", "accomplishment", "travel"],
      reversed: ["unfinished business", "lack of closure", "delays", "shortcuts"],
    },
    upright:
      "A long journey reaches its rightful ending. The World is the card of completion: a degree finished, a project launched, a healing arc complete, a version of your life fully lived. Everything you gathered along the way now fits together, and you can feel the satisfaction of being whole. Mark this properly. Celebrate with the people who helped, look back at who you were when you started, and let yourself enjoy arriving. Travel and wider horizons are often nearby too. A new cycle will begin soon enough; for now, stand in the centre and take a bow.",
    reversed:
      "The finish line is in sight, yet you keep circling it without crossing. Reversed, The World suggests a loose end that stops a chapter from closing: the last ten percent of a project, a goodbye never said, paperwork left in a drawer. Sometimes you are tempted to skip a step, and sometimes you quietly fear what comes once this identity ends. Make a short list of what is genuinely unfinished and deal with it one item at a time. Good enough, completed, beats perfect and pending. Closure is something you can give yourself.",
    picture:
      "Inside an oval laurel wreath tied with red ribbons, a figure wrapped in a red sash dances on one leg, holding a wand in each hand. Winged medallions bearing the signs of Aquarius, Scorpio, Taurus and Leo fill the corners.",
  },
};
