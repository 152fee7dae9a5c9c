// Shapes shared by the horoscope's banks: houses and fixed-length lists.

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type PerHouse<T> = Readonly<Record<HouseNumber, T>>;

export type Three<T> = readonly [T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];
