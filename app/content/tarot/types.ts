// app/content/tarot/types.ts
export interface CardText {
  keywords: { upright: string[]; reversed: string[] }; // 3-5 each
  upright: string; // 60-150 words, our own words
  reversed: string; // 60-150 words
  picture: string; // one or two sentences describing the card's image as we draw it (used as alt text)
}
