// Neptune's major aspects to Pluto, for the birth chart's reading (docs/writing/chart-texts.md).
// Both move so slowly that each aspect lasts years or decades and is shared by a generation.
import type { AspectTexts } from "../types";

export const NEPTUNE_ASPECTS: AspectTexts<"Pluto"> = {
  Pluto: {
    conjunction:
      "Born under a meeting that comes round about once in five centuries, the last in the early 1890s, you belong to a generation whose dreams and fears were remade together. Old certainties about faith, empire and the self dissolved while something deeper pushed up beneath them. Personally it can show as a taste for the mysterious and a distrust of tidy explanations. The snag is a fatalism that shrugs at what could be changed. Pick one small cause where your effort plainly counts, and let it steady the larger unease.",
    sextile:
      "Most people alive today share this long, friendly angle, which has lasted for decades since the 1940s. It suggests a generation able to turn collective longings into slow, structural change: new therapies, new media, new ways of thinking about the mind. In a single life its mark is faint, a quiet ability to find meaning in upheaval and to believe that inner work matters. Because nearly everyone around you has it too, it shows more in what your era takes for granted than in what sets you apart.",
    square:
      "Strain between the dreamer and the demolisher marks those born under this rare, generation-long angle. Ideals and hard power pull in different directions, so hope can curdle into disillusion before it finds a practical outlet. Personally it can feel like an appetite for causes that promise total renewal, followed by weariness when they fall short. The gift is a refusal to accept comfortable lies. Keep your hopes tied to things you can check, and distrust any movement that asks you to stop asking questions.",
    trine:
      "An easy current between imagination and deep change runs through those born under this long angle, which no one living today was born with. It describes an era in which visions and transformations could flow into each other without much friction, so art, belief and social change reinforced one another. In a single life it can bring a gentle faith that things renew themselves. The risk is complacency: an easy current still needs someone to steer. Put the calm to work on something that matters to you.",
    opposition:
      "Facing across the sky for years at a time, these two outer bodies set the longing for unity against the drive to tear down and rebuild; the angle lies far outside the centuries this site covers, so any chart that shows it is either a mistake in the data or a study of the distant past. Read as a theme, it speaks of dreams and power meeting through other people and institutions. Check the birth details first, then treat the idea as history rather than a personal portrait.",
  },
};
