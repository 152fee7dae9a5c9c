// Saturn's major aspects to Uranus, Neptune and Pluto, for the birth chart's reading
// (docs/writing/chart-texts.md). Each holds for months, so everyone born in a season shares
// it; a personal planet or angle touching it makes it one's own.
import type { AspectTexts } from "../types";

export const SATURN_ASPECTS: AspectTexts<"Uranus" | "Neptune" | "Pluto"> = {
  Uranus: {
    conjunction:
      "Old rules and new ideas sit side by side in this chart, as they did for everyone born around 1988. Tradition and rebellion share a room: you may want both a steady job and freedom from it, a family recipe and a radical twist on it. The gift is reform that lasts, because it respects what works. The snag is swinging between caution and impulse. Write the rule you want to break on paper, with the reason, before you break it.",
    sextile:
      "Change arrives through sensible channels when these two cooperate. Fresh methods can be tested inside existing structures, so you tend to modernise a workplace or a household without upsetting everyone in it. The opportunity needs a nudge: ideas stay ideas until you book the meeting or draft the proposal. People may trust your innovations because you sound so reasonable. Use that credibility to speak up for a newcomer whose idea is better than their manner.",
    square:
      "Duty and freedom keep bumping into each other here. Commitments can feel like cages, then the escape feels reckless, and you swing back to clinging to routine. Years of this can produce an unusual strength: a knack for building structures flexible enough to survive surprise. Notice the moment the urge to quit a steady thing arrives, and ask whether you need a new shape for it rather than an exit. Renegotiate before you rebel.",
    trine:
      "Stability and originality get on well in this chart. Sensible plans make room for a clever twist, and unusual ideas arrive with a practical frame already around them. Colleagues may see you as the person who can introduce something new without chaos. The ease can breed complacency, though; you might settle for reforms that are merely tidy. Once a year, pick something you run well and ask what it would look like invented from scratch today.",
    opposition:
      "A tug between the familiar and the new often plays out through other people here: a conservative parent and a rebellious friend, a cautious partner and a restless colleague, each voicing one side of a debate you carry inside. Progress comes from holding both rather than siding with the loudest. Under pressure you may flip suddenly from one to the other. Before a big decision, argue each side out loud for two minutes, then decide.",
  },
  Neptune: {
    conjunction:
      "Dreams meet deadlines in this chart, as they did for everyone born around 1989. Ideals want a solid form, and solid forms keep dissolving, so you may work hard to make a vision real and then doubt whether it was worth it. The gift is practical idealism: a charity run like a business, a piece of art finished on schedule. Protect your sleep and your spare hours, because both boundaries blur easily under this pair.",
    sextile:
      "Realism and imagination help each other here, given a little effort. You can give a vague longing a plan, or soften a rigid plan with compassion, which suits work in care, design or anywhere people's feelings meet procedures. Opportunities come when you volunteer to turn a group's hope into a timetable. The skill stays hidden unless used. Offer it the next time a well-meant project stalls for lack of structure.",
    square:
      "Hard facts and soft hopes grind against each other in this chart. At times the world seems to punish idealism; at others, fear of disappointment stops you dreaming at all. The result can be a tested kind of faith, one that has survived reality. Watch for the habit of forecasting failure so as never to be let down. Set one modest hope, give it a realistic date, and let yourself enjoy it when it comes.",
    trine:
      "Discipline and imagination flow together with little resistance here. Creative work keeps to its deadlines; spiritual interests stay grounded in daily practice. Others may find you a calming presence, someone who believes in things without losing their footing. The easy flow can make you content with small visions. Push the scale once in a while: a longer piece of writing, a bigger fundraising goal, a retreat that asks more of you than a weekend.",
    opposition:
      "Between control and surrender, this chart swings, often through relationships. Partners may seem either too demanding or too vague, and you may play the stern realist to someone else's dreamer, or the reverse. The lesson is that structure and trust need each other. When you feel either sceptical or swept away, ask what the other side would say, and borrow a sentence from it before you act.",
  },
  Pluto: {
    conjunction:
      "Endurance under pressure is the mark of this meeting, which fell around 1982 and again in 2020. Born then, you may carry a sober sense that power must be earned and that hard times build strength. The gift is staying power when others give up; the snag is grimness, or a need for control that leaves little room for joy. Schedule pleasure as seriously as work, and let trusted people see the effort behind your calm.",
    sextile:
      "Determination finds useful outlets in this chart. Long projects, restructurings and steady campaigns suit you, because you can keep going while also letting outdated parts fall away. Opportunities appear when a system needs firm, patient reform rather than a revolution. The talent needs asking for: volunteer for the difficult review or the neglected budget. Others may be surprised by how calmly you handle what they dread.",
    square:
      "Authority and upheaval collide in this chart, sometimes as a sense that the rules themselves are under attack. Pressure may come from institutions, parents or bosses, and your own pushback can be fierce. Over time this builds a toughness few suspect. Watch for all-or-nothing thinking, where a setback feels like total defeat. Break a large struggle into steps you can finish, and celebrate each one instead of waiting for complete victory.",
    trine:
      "Power used patiently is the theme here. You can rebuild things slowly and thoroughly, from a career to a house, with a quiet confidence that change is survivable. People may rely on you in a crisis because you seem unshaken. Because it comes so easily, others may not see how much you carry. Check in every so often on whether the load is still yours to bear, and put down what isn't.",
    opposition:
      "Standoffs with powerful people or institutions can mark this chart, as if the world keeps testing how much pressure you will take. Through these contests you learn where your limits are and how to negotiate from strength rather than fear. The risk is hardening into permanent defence. When a conflict recurs, look at your own part in its pattern, and ask for a mediator before it becomes a siege.",
  },
};
