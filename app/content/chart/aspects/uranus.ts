// Uranus's major aspects to Neptune and Pluto, for the birth chart's reading
// (docs/writing/chart-texts.md). These slow pairs hold an aspect for years, so each text
// speaks first of a generation, then of how one person carries it.
import type { AspectTexts } from "../types";

export const URANUS_ASPECTS: AspectTexts<"Neptune" | "Pluto"> = {
  Neptune: {
    conjunction:
      "Children of the early 1990s share this meeting, when invention and imagination fused: the generation that grew up as the internet became a place to live and dream in. Personally it can bring a feel for networks, music and causes that spread by sharing, and an instinct that reality is something people build together. The snag is a blur between what is real and what is merely online. Anchor a favourite idea in a physical habit, a notebook or a weekly walk, so it survives the scroll.",
    sextile:
      "Reform through vision comes fairly easily to a generation born under this long, cooperative angle. New technology and new ideals tend to arrive as allies, so changes in how people live are coloured by hope. In one life it may show as a knack for spotting which odd idea has a future, and for explaining it kindly to people who fear it. Because the angle is shared so widely, its effect is modest unless a personal planet links to it. Use it to support others' experiments, not only your own.",
    square:
      "Sudden change and slow dissolving pull against each other for those born under this tense generational angle. Progress may arrive wrapped in confusion, and ideals can be undermined by the very tools meant to spread them. Personally it can feel like restlessness with no clear target, or enthusiasm for a movement that later disappoints. The gift is a sharp eye for illusions dressed up as innovation. Before joining the next wave, ask who profits from it and what would have to be true for it to work.",
    trine:
      "Easy traffic between invention and imagination marks a generation for whom new ideas and new dreams flowed together without much resistance. Art and technology, faith and reform could borrow from each other freely. In a single life it can show as trust in intuition when facing something new, and a relaxed openness to the unusual. Comfort is the risk: ideas that arrive easily are dropped as easily. Choose one strange interest and give it a year of steady attention to see what it becomes.",
    opposition:
      "Across the sky from each other, freedom and longing faced off during the years this generation was born, so collective change tended to swing between waking up and drifting off. Other people, groups and public moods carry the tension: movements that promise liberation may turn out to be escapes, and escapes may turn radical. Personally it asks for a balance between sharp independence and a gentle sense of belonging. Notice which crowd you are drawn to when you feel lost, and whether it leaves you clearer or foggier.",
  },
  Pluto: {
    conjunction:
      "Children of the mid-1960s were born under this fusion of revolution and rebirth, a generation that came of age expecting systems to break and be rebuilt. Personally it can show as an impatience with anything fixed by mere habit, and a willingness to start again from scratch. The gift is courage in the face of upheaval; the snag is an appetite for drama that treats every institution as disposable. Before tearing something down, write down what it does well, and keep that part.",
    sextile:
      "A workable link between sudden change and deep change gave this generation a talent for reforms that actually last. Rather than revolution, it favours steady reinvention: technologies adopted until they reshape daily life without anyone quite noticing. In a single life it can be a practical gift for change management, at home or at work. Because it is shared by everyone born in those years, it matters most where a personal planet touches it. Offer the skill where a group is stuck and frightened of change.",
    square:
      "Born during years when revolt and power ground against each other, this generation knows crisis as a teacher; the most recent run of this angle fell between 2012 and 2015, when protest and upheaval shaped the news. Personally it may bring a quick temper with authority and a drive to change things fast. The gift is refusing to accept what is unjust simply because it is old. Pace yourself: lasting change needs allies, and allies need time to catch up with your certainty.",
    trine:
      "Transformation arrives with less friction for those born under this easy angle between the planet of surprise and the planet of renewal. Changes in society can feel natural rather than violent, and personal reinventions tend to take root without a crisis to force them. The risk is taking such change for granted and missing how much effort others spent to make it possible. Use the ease to help someone through their own upheaval, since you may find it simpler than they do.",
    opposition:
      "Facing each other across the zodiac, the urge for freedom and the pull of power met through public life in the years this generation was born, with rebellions and crackdowns answering each other. In a personal chart it can show as a pattern of clashing with strong institutions or people, then learning from them. The gift is clear sight about who holds power and why. Pick your battles with care, and notice when resisting control has itself become a form of control.",
  },
};
