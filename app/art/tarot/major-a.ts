// Scenes for major arcana 0-X. Coordinates sit in the picture window, x 14-186 and y 48-294.
// People come from the figure kit; the animals, thrones, trees and props are drawn here.

import {
  circle,
  crescent,
  DUSK,
  FD,
  FG,
  FI,
  fourCreatures,
  FP,
  GOLD,
  INK,
  n,
  PALE,
  path,
  place,
  polar,
  rays,
  ROSE,
  starPath,
  text,
  THIN,
  WATER,
  waves,
} from "~/art/kit";
import { figure, limb, union, type Pt } from "~/art/tarot/figure";

type Padded = readonly [number, number, number];
type Local = (p: Pt) => Pt;

const xy = ([x, y]: Pt) => `${n(x)} ${n(y)}`;
const LETTER = `font-family="serif" text-anchor="middle" stroke="none"`;

/** Maps local drawing units (facing right, y up-negative from the ground) onto the card. */
function local(x: number, y: number, s: number, f: 1 | -1 = 1): Local {
  return ([px, py]) => [x + px * s * f, y + py * s];
}

/** A path through mapped points: letters are commands, pairs are points. */
function trace(at: Local, parts: readonly (string | Pt)[]): string {
  return parts.map((p) => (typeof p === "string" ? p : xy(at(p)))).join(" ");
}

function pad(at: Local, s: number, points: readonly Padded[]): Padded[] {
  return points.map(([px, py, r]) => [...at([px, py]), r * s] as const);
}

/** A five-petalled rose, petals filled with `fill`. */
function rose(cx: number, cy: number, r: number, fill: string = PALE): string {
  let petals = "";
  for (let k = 0; k < 5; k++) {
    const [x, y] = polar(cx, cy, r * 0.6, -90 + k * 72);
    petals += circle(x, y, r * 0.55);
  }
  return `<g fill="${fill}" ${THIN}>${petals}</g>${circle(cx, cy, r * 0.3, FG)}`;
}

function lemniscate(cx: number, cy: number, w: number, h: number): string {
  const [a, b] = [w / 2, (h / 2) * 1.33];
  const lobe = (s: number) =>
    `C${n(cx + s * 0.3 * a)} ${n(cy - b)} ${n(cx + s * a)} ${n(cy - b)} ${n(cx + s * a)} ${cy}` +
    `C${n(cx + s * a)} ${n(cy + b)} ${n(cx + s * 0.3 * a)} ${n(cy + b)} ${cx} ${cy}`;
  return path(`M${cx} ${cy}${lobe(1)}${lobe(-1)}z`, 'stroke-width="2"');
}

function sun(cx: number, cy: number, r: number, count = 12): string {
  return circle(cx, cy, r, FG) + path(rays(cx, cy, r + 4, r + 11, count, 15));
}

/** A beard falling from the lower half of a face. */
function beard([hx, hy]: Pt, r: number, length: number): string {
  const d =
    `M${n(hx - r * 0.92)} ${n(hy + r * 0.35)}Q${n(hx - r)} ${n(hy + r * length * 0.7)} ${n(hx)} ${n(hy + r * length)}` +
    `Q${n(hx + r)} ${n(hy + r * length * 0.7)} ${n(hx + r * 0.92)} ${n(hy + r * 0.35)}Q${n(hx)} ${n(hy + r * 0.5)} ${n(hx - r * 0.92)} ${n(hy + r * 0.35)}z`;
  return (
    path(d, `${FP} stroke-width="1.2"`) +
    path(
      `M${n(hx - r * 0.45)} ${n(hy + r * 0.6)}q${n(r * 0.45)} ${n(-r * 0.3)} ${n(r * 0.9)} 0M${n(hx)} ${n(hy + r * 0.9)}v${n(r * (length - 1.3))}`,
      'stroke-width=".8"',
    )
  );
}

/** A side-view beard, hanging under a profile that faces `f`. */
function beardSide([hx, hy]: Pt, r: number, f: number, length: number): string {
  const d =
    `M${n(hx - f * r * 0.5)} ${n(hy + r * 0.3)}Q${n(hx - f * r * 0.2)} ${n(hy + r * length)} ${n(hx + f * r * 0.5)} ${n(hy + r * length)}` +
    `Q${n(hx + f * r * 0.9)} ${n(hy + r * length * 0.6)} ${n(hx + f * r * 0.9)} ${n(hy + r * 0.5)}z`;
  return path(d, `${FP} stroke-width="1.2"`);
}

/** A small white dog leaping up on its hind legs, facing `f`. */
function dog(x: number, y: number, s: number, f: 1 | -1): string {
  const at = local(x, y, s, f);
  const leg = (pts: Pt[]) => limb(pts.map(at), 2.6 * s, PALE);
  return (
    path(trace(at, ["M", [-12, -15], "Q", [-22, -20], [-18, -30]]), 'stroke-width="2.4"') +
    leg([
      [-6, -12],
      [-4, -5],
      [-1, 0],
    ]) +
    leg([
      [8, -24],
      [14, -25],
      [18, -21],
    ]) +
    union(
      [
        pad(at, s, [
          [-10, -14, 5.5],
          [6, -22, 6],
        ]),
        pad(at, s, [
          [13, -31, 5.5],
          [22, -29, 3],
        ]),
      ],
      PALE,
    ) +
    leg([
      [-10, -12],
      [-12, -5],
      [-8, 0],
    ]) +
    leg([
      [7, -20],
      [14, -17],
      [17, -13],
    ]) +
    path(trace(at, ["M", [9, -35], "Q", [5, -30], [8, -24], "Q", [12, -28], [12, -34], "z"]), FD) +
    circle(...at([15, -32]), 0.9 * s, `${FI} stroke="none"`) +
    circle(...at([24.5, -30]), 1.1 * s, `${FI} stroke="none"`)
  );
}

/** A bumpy outline around an ellipse: a cloud or a tree's crown of leaves. */
function scallop(cx: number, cy: number, rx: number, ry: number, count: number): string {
  const at = (k: number): Pt => {
    const a = (k * 2 * Math.PI) / count - Math.PI / 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  };
  let d = `M${xy(at(0))}`;
  for (let k = 1; k <= count; k++) {
    const [x0, y0] = at(k - 1);
    const [x1, y1] = at(k);
    d += `A${n(Math.hypot(x1 - x0, y1 - y0) * 0.6)} ${n(Math.hypot(x1 - x0, y1 - y0) * 0.6)} 0 0 1 ${xy([x1, y1])}`;
  }
  return `${d}z`;
}

/** A tree: a trunk and a rounded crown of leaves. */
function tree(x: number, ground: number, h: number, r: number): string {
  return (
    limb(
      [
        [x, ground],
        [x, ground - h],
      ],
      5,
      INK,
    ) + path(scallop(x, ground - h - r * 0.3, r, r * 0.9, 9), FD)
  );
}

/** Stalks of wheat as [x, height, lean] from one ground line: stems and grains, two paths. */
function wheatField(
  bottom: number,
  stalks: readonly (readonly [number, number, number])[],
): string {
  let stems = "";
  let grains = "";
  for (const [x, height, lean] of stalks) {
    const top = bottom - height;
    stems += `M${x} ${bottom}Q${x} ${n(top + height / 2)} ${n(x + lean)} ${top}`;
    for (let i = 0; i < 3; i++) {
      const gy = top + 3 + i * 5;
      const gx = n(x + lean * (1 - (gy - top) / height));
      grains += `M${gx} ${gy}q-4-2-4-6q4 2 4 6q4-2 4-6q-4 2-4 6z`;
    }
  }
  return path(stems, THIN) + path(grains, `${FG} stroke-width=".8"`);
}

function ramHead(cx: number, cy: number, s: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})" stroke-width="${n(1.4 / s)}">` +
    path("M-5-6h10l-2 14h-6z", FD) +
    path("M-5-5c-10-3-14 6-8 9 3 1 5-2 3-4M5-5c10-3 14 6 8 9-3 1-5-2-3-4") +
    `</g>`
  );
}

/** A pillar with a capital and a base, `fill` for its shaft. */
function pillar(x: number, top: number, bottom: number, w: number, fill: string): string {
  return (
    path(`M${x - w / 2} ${top}h${w}v${bottom - top}h${-w}z`, `fill="${fill}"`) +
    path(
      `M${x - w / 2 - 4} ${top - 8}h${w + 8}v8h${-w - 8}zM${x - w / 2 - 4} ${bottom}h${w + 8}v8h${-w - 8}z`,
      FD,
    )
  );
}

// 0: the traveller at the brink, his bundle on a staff, a rose in hand and a dog at his heels.
function theFool(): string {
  const man = figure({
    x: 100,
    y: 232,
    scale: 1.4,
    pose: "stride",
    headwear: "cap",
    arms: {
      0: [
        [10, -62],
        [22, -68],
      ],
      1: [
        [12, -62],
        [11, -76],
      ],
    },
  });
  const [hx, hy] = man.hand[1];
  const [bx, by] = [hx - 62, hy - 14];
  const [rx, ry] = man.hand[0];
  return (
    sun(154, 80, 12) +
    path("M100 198l22-26 14 12 20-24 30 36", THIN) +
    path("M14 206l18-20 12 10 14-16 18 24", THIN) +
    path("M14 230q60-4 126 2l6 8-4 10 8 12-6 14 4 18H14z", FD) +
    path("M150 294l10-20 8 6 10-14 8 8", THIN) +
    path(waves(156, 186, 288, 1.5, 2), `stroke="${WATER}" ${THIN}`) +
    path(`M${n(hx + 7)} ${n(hy + 2)}L${n(bx)} ${n(by)}`, 'stroke-width="2.4"') +
    path(`M${n(bx)} ${n(by)}q-10 3-10 13q1 9 10 9q9 0 10-9q0-10-10-13z`, FD) +
    path(`M${n(bx - 5)} ${n(by + 4)}q5 4 10 0`, THIN) +
    circle(bx - 3, by + 12, 1.2, FG) +
    circle(bx + 3, by + 15, 1.2, FG) +
    dog(58, 232, 1, 1) +
    man.svg +
    path(`M${n(rx)} ${n(ry)}l2-8`, THIN) +
    rose(rx + 2.5, ry - 11, 5) +
    path("M140 244l-10 6M144 262l-12 4M146 280l-14 2", `${THIN} opacity=".6"`)
  );
}

// I: the figure behind the table, wand raised, other hand pointing to the earth.
function theMagician(): string {
  const mage = figure({
    x: 100,
    y: 264,
    scale: 1.45,
    dress: "robe",
    cloak: INK,
    headwear: "hair",
    arms: {
      0: [
        [-20, -92],
        [-17, -110],
      ],
      1: [
        [21, -62],
        [27, -46],
      ],
    },
  });
  const [wx, wy] = mage.hand[0];
  const [px, py] = mage.hand[1];
  const lily = (x: number) =>
    path(`M${x} 290v-12`, THIN) +
    path(`M${x} 278q-6-2-6-9q4 2 6 6q2-4 6-6q0 7-6 9z`, `${FP} ${THIN}`);
  return (
    lemniscate(100, 100, 34, 12) +
    path("M14 62q20 10 40 0t40 0 40 0 40 0 12 4", THIN) +
    [30, 70, 110, 150].map((x) => rose(x + 14, 66, 4.5, ROSE)).join("") +
    mage.svg +
    path(`M${n(wx)} ${n(wy - 20)}V${n(wy + 14)}`, 'stroke-width="3"') +
    circle(wx, wy - 21, 2.5, FP) +
    circle(wx, wy + 15, 2.5, FP) +
    circle(wx, wy, 3, FP) +
    path(`M${n(px)} ${n(py)}l1 9`, 'stroke-width="2"') +
    path("M26 208h148v7H26z", FD) +
    path("M32 215h136v50H32z", FD) +
    path("M38 221h124v38H38z", THIN) +
    path("M36 265v21M164 265v21", 'stroke-width="3"') +
    place("tc-wand", 44, 195, 0.7) +
    place("tc-cup", 68, 195, 0.7) +
    place("tc-sword", 120, 194, 0.7) +
    place("tc-pent", 156, 198, 0.7) +
    rose(62, 282, 5) +
    rose(100, 284, 5) +
    rose(138, 282, 5) +
    lily(81) +
    lily(119) +
    path("M14 290h172", THIN)
  );
}

// II: seated between the pillars B and J, veil of pomegranates behind, crescent at her feet.
function theHighPriestess(): string {
  const her = figure({
    x: 100,
    y: 256,
    scale: 1.7,
    pose: "sit",
    dress: "gown",
    headwear: "veil",
    hideHands: true,
  });
  const [hx, hy] = her.head;
  let fruit = "";
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 58 + col * 28 + (row % 2) * 14;
      const y = 84 + row * 34;
      if (x < 150) fruit += circle(x, y, 4.5, `fill="${ROSE}" ${THIN}`);
    }
  }
  return (
    path("M46 70h108v166H46z", FI) +
    fruit +
    path("M46 70q27 8 54 0t54 0", THIN) +
    pillar(30, 70, 280, 22, DUSK) +
    pillar(170, 70, 280, 22, PALE) +
    text(30, 128, 18, "B", `${LETTER} ${FG}`) +
    text(170, 128, 18, "J", `${LETTER} ${FI}`) +
    path("M68 212h64v44H68z", FD) +
    her.svg +
    crescent(hx, hy - 17, 8, 0, FG) +
    circle(hx, hy - 19, 4, FP) +
    path(`M${hx} ${hy + 24}v10M${hx - 5} ${hy + 29}h10`, `stroke-width="2.2"`) +
    path("M78 194h44v11H78z", FP) +
    circle(78, 199.5, 5.5, FP) +
    circle(122, 199.5, 5.5, FP) +
    path("M88 198h24M88 202h16", `stroke="${INK}" ${THIN}`) +
    her.hand.map(([x, y]) => circle(x, y + 2, 3.4, `${FP} ${THIN}`)).join("") +
    crescent(100, 272, 13, 0, FP) +
    path("M14 288h172", THIN)
  );
}

/** A heart-shaped shield, top at (cx, top), bearing the sign of Venus. */
function venusShield(cx: number, top: number): string {
  return (
    path(
      `M${cx} ${top + 6}c-4-9-19-7-17 4 1.5 8 10 14 17 22 7-8 15.5-14 17-22 2-11-13-13-17-4z`,
      FI,
    ) +
    circle(cx, top + 12, 3.6, `stroke="${GOLD}" stroke-width="1.2"`) +
    path(`M${cx} ${top + 15.6}v6M${cx - 3} ${top + 19}h6`, 'stroke-width="1.2"')
  );
}

function cypress(x: number, top: number, bottom: number, w: number): string {
  return path(
    `M${x} ${bottom + 8}v-8Q${x - w * 1.4} ${bottom} ${x} ${top}Q${x + w * 1.4} ${bottom} ${x} ${bottom}`,
    FD,
  );
}

// III: enthroned among ripening wheat, twelve stars about her head, sceptre raised.
function theEmpress(): string {
  const her = figure({
    x: 100,
    y: 262,
    scale: 1.5,
    pose: "sit",
    dress: "gown",
    headwear: "long",
    arms: {
      0: [
        [-21, -46],
        [-21, -60],
      ],
    },
  });
  const [hx, hy] = her.head;
  const [sx, sy] = her.hand[0];
  let stars = "";
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(hx, hy, 20, 192 + (i * 156) / 11);
    stars += starPath(x, y, 6, 3.6, 1.6);
  }
  const stalks = [18, 26, 34, 43, 52, 60, 68, 134, 168, 176, 183].map(
    (x, i) => [x, 34 + ((i * 7) % 4) * 5, i % 2 ? 4 : -4] as const,
  );
  return (
    cypress(24, 120, 214, 9) +
    cypress(42, 140, 220, 8) +
    cypress(158, 140, 220, 8) +
    cypress(176, 120, 214, 9) +
    path(waves(150, 186, 238, 2, 3) + waves(140, 186, 248, 2, 4), `stroke="${WATER}" ${THIN}`) +
    path("M14 230q40-8 86-2t86 0", THIN) +
    path("M60 262V150q0-30 40-30t40 30v112z", FD) +
    path("M68 256V152q0-22 32-22t32 22v104", `${THIN} stroke-dasharray="1 5"`) +
    her.svg +
    path(stars, `${FG} stroke-width=".8"`) +
    path(`M${n(sx)} ${n(sy + 14)}V${n(sy - 30)}`, 'stroke-width="2.4"') +
    circle(sx, sy - 34, 4.5, FG) +
    path(`M${n(sx)} ${n(sy - 39)}v-6M${n(sx - 3)} ${n(sy - 42)}h6`, THIN) +
    venusShield(150, 232) +
    wheatField(292, [...stalks, [84, 26, -3], [116, 26, 3], [146, 24, -2], [156, 22, 3]])
  );
}

// IV: on a stone throne of rams, orb and ankh sceptre in hand, barren peaks behind.
function theEmperor(): string {
  const king = figure({
    x: 100,
    y: 266,
    scale: 1.55,
    pose: "sit",
    dress: "robe",
    cloak: INK,
    headwear: "crown",
    arms: {
      0: [
        [-21, -44],
        [-19, -55],
      ],
      1: [
        [21, -44],
        [19, -50],
      ],
    },
  });
  const [ax, ay] = king.hand[0];
  const [ox, oy] = king.hand[1];
  return (
    path("M14 266V178l14-32 8 10 14-32 8 12v130zM186 266V178l-14-32-8 10-14-32-8 12v130z", FI) +
    path("M45.6 134l4.4-10 4.7 7-2.7-1-2 3-2-2zM154.4 134l-4.4-10-4.7 7 2.7-1 2 3 2-2z", FP) +
    path("M54 104h92v162H54z", FD) +
    path("M62 112h76v150", `${THIN} opacity=".6"`) +
    ramHead(100, 112, 1.4) +
    ramHead(60, 104, 1) +
    ramHead(140, 104, 1) +
    path("M46 204h24v62H46zM130 204h24v62h-24z", FD) +
    ramHead(58, 212, 0.9) +
    ramHead(142, 212, 0.9) +
    king.svg +
    beard(king.head, king.headRadius, 2.3) +
    path(
      `M${n(ax)} ${n(ay + 18)}V${n(ay - 20)}M${n(ax - 6)} ${n(ay - 20)}h12`,
      'stroke-width="2.4"',
    ) +
    `<ellipse cx="${n(ax)}" cy="${n(ay - 27)}" rx="4" ry="6" stroke-width="2.4"/>` +
    circle(ox, oy - 7, 7, FG) +
    path(`M${n(ox)} ${n(oy - 14)}v-6M${n(ox - 3)} ${n(oy - 17)}h6`, 'stroke-width="1.4"') +
    path(`M${n(ox - 7)} ${n(oy - 7)}h14`, `stroke="${INK}" ${THIN}`) +
    path("M14 266h172", THIN) +
    path(waves(20, 180, 280, 2, 8), `stroke="${WATER}" ${THIN} opacity=".7"`)
  );
}

/** A key from its bow (a ring) at (x1, y1) to its bit at (x2, y2). */
function key(x1: number, y1: number, x2: number, y2: number): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const start: Pt = [x1 + ux * 5, y1 + uy * 5];
  const bit = (k: number): string => {
    const [bx, by] = [x2 - ux * k, y2 - uy * k];
    return `M${n(bx)} ${n(by)}l${n(-uy * 6)} ${n(ux * 6)}`;
  };
  return (
    circle(x1, y1, 5, `stroke="${GOLD}" stroke-width="2.2"`) +
    path(`M${xy(start)}L${n(x2)} ${n(y2)}${bit(0)}${bit(5)}`, 'stroke-width="2.4"')
  );
}

function lily(x: number, y: number): string {
  return path(`M${n(x)} ${n(y + 3)}q-4-1-4-7q2 1 4 4q2-3 4-4q0 6-4 7z`, `${FP} ${THIN}`);
}

/** A kneeling acolyte seen from behind and aside, his robe sown with roses or with lilies. */
function acolyte(x: number, f: 1 | -1, roses: boolean): string {
  const a = figure({ x, y: 288, scale: 1.05, pose: "kneel", facing: f, dress: "robe" });
  const [sx, sy] = a.shoulder[0];
  const [hx, hy] = a.hip[0];
  const spots: Pt[] = [
    [(sx + hx) / 2 - f * 3, (sy + hy) / 2 - 4],
    [hx - f * 5, hy + 8],
  ];
  return a.svg + spots.map(([px, py]) => (roses ? rose(px, py, 3.4, ROSE) : lily(px, py))).join("");
}

// V: the mitred teacher on his throne, blessing two kneeling acolytes, crossed keys below.
function theHierophant(): string {
  const pope = figure({
    x: 100,
    y: 232,
    scale: 1.45,
    pose: "sit",
    dress: "robe",
    cloak: INK,
    headwear: "mitre",
    arms: {
      0: [
        [-23, -56],
        [-21, -74],
      ],
      1: [
        [19, -46],
        [21, -52],
      ],
    },
  });
  const [bx, by] = pope.hand[0];
  const [sx, sy] = pope.hand[1];
  return (
    pillar(28, 86, 270, 18, DUSK) +
    pillar(172, 86, 270, 18, DUSK) +
    path("M64 232V112q0-16 36-16t36 16v120z", FD) +
    path("M70 226V114q0-12 30-12t30 12v112", `${THIN} opacity=".6"`) +
    path(`M${n(sx)} ${n(sy + 26)}V${n(sy - 78)}`, 'stroke-width="2.4"') +
    path(
      `M${n(sx - 5)} ${n(sy - 70)}h10M${n(sx - 7)} ${n(sy - 62)}h14M${n(sx - 9)} ${n(sy - 54)}h18`,
      'stroke-width="2.2"',
    ) +
    pope.svg +
    path(`M${n(bx - 1)} ${n(by - 2)}v-6M${n(bx + 1.5)} ${n(by - 2)}v-6`, 'stroke-width="1.8"') +
    path("M58 232h84v8H58z", FD) +
    key(84, 246, 114, 272) +
    key(116, 246, 86, 272) +
    acolyte(50, 1, true) +
    acolyte(150, -1, false) +
    path("M14 288h172", THIN)
  );
}

function flameTree(x: number, ground: number): string {
  const flames: Pt[] = [
    [x, ground - 118],
    [x - 10, ground - 110],
    [x + 10, ground - 110],
    [x - 16, ground - 98],
    [x + 16, ground - 98],
    [x - 8, ground - 96],
    [x + 8, ground - 96],
    [x - 14, ground - 84],
    [x + 14, ground - 84],
    [x, ground - 104],
    [x - 6, ground - 84],
    [x + 6, ground - 84],
  ];
  return (
    limb(
      [
        [x, ground],
        [x, ground - 104],
      ],
      4,
      INK,
    ) +
    path(
      `M${x} ${ground - 80}l-14-8M${x} ${ground - 80}l14-8M${x} ${ground - 92}l-10-8M${x} ${ground - 92}l10-8`,
      'stroke-width="2"',
    ) +
    path(flames.map(([fx, fy]) => `M${fx} ${fy}q-4-4 0-10q4 6 0 10z`).join(""), `${FG} ${THIN}`)
  );
}

function fruitTree(x: number, ground: number): string {
  const fruit: Pt[] = [
    [x - 9, ground - 104],
    [x + 6, ground - 110],
    [x - 2, ground - 96],
    [x + 11, ground - 96],
    [x - 12, ground - 90],
  ];
  return (
    tree(x, ground, 92, 15) +
    fruit.map(([fx, fy]) => circle(fx, fy, 3, `fill="${ROSE}" ${THIN}`)).join("") +
    path(
      `M${x - 4} ${ground - 4}q12-8 0-16t0-18 0-18 2-16`,
      `stroke="${GOLD}" stroke-width="2.6"`,
    ) +
    circle(x - 1, ground - 74, 2.6, FG)
  );
}

/** A feathered wing from the shoulder at (x, y), spreading up and out towards `f`. */
function wing(x: number, y: number, f: 1 | -1): string {
  const p = (dx: number, dy: number) => `${n(x + f * dx)} ${n(y + dy)}`;
  const edge: [number, number][] = [
    [56, -16],
    [46, -8],
    [34, -2],
    [20, 4],
    [6, 8],
  ];
  let d = `M${p(0, 0)}Q${p(20, -40)} ${p(66, -36)}`;
  let [px, py] = [66, -36];
  for (const [ex, ey] of edge) {
    d += `Q${p((px + ex) / 2 + 2, (py + ey) / 2 + 7)} ${p(ex, ey)}`;
    [px, py] = [ex, ey];
  }
  return (
    path(`${d}z`, FD) +
    path(`M${p(8, -6)}Q${p(28, -24)} ${p(56, -28)}M${p(10, 0)}Q${p(26, -12)} ${p(44, -14)}`, THIN)
  );
}

// VI: the couple beneath a winged figure and the sun, a tree behind each, a peak between them.
function theLovers(): string {
  const angel = figure({
    x: 100,
    y: 172,
    scale: 0.95,
    dress: "robe",
    headwear: "hair",
    legs: {
      0: [
        [-6, -42],
        [-6, -38],
      ],
      1: [
        [6, -42],
        [6, -38],
      ],
    },
    arms: {
      0: [
        [-22, -74],
        [-34, -82],
      ],
      1: [
        [22, -74],
        [34, -82],
      ],
    },
  });
  const man = figure({
    x: 62,
    y: 282,
    scale: 1.2,
    headwear: "hair",
    arms: {
      1: [
        [20, -62],
        [28, -60],
      ],
    },
  });
  const woman = figure({
    x: 138,
    y: 282,
    scale: 1.2,
    dress: "gown",
    fill: PALE,
    headwear: "long",
    arms: {
      0: [
        [-19, -66],
        [-25, -76],
      ],
    },
  });
  return (
    circle(100, 70, 11, FG) +
    path(rays(100, 70, 14.5, 19, 16, 11)) +
    wing(94, 106, -1) +
    wing(106, 106, 1) +
    angel.svg +
    path(scallop(100, 140, 42, 10, 10), FP) +
    path("M64 282l36-84 36 84z", FD) +
    path("M90 222l10-24 10 24-5-3-5 4-5-4z", FP) +
    flameTree(28, 282) +
    fruitTree(168, 282) +
    man.svg +
    woman.svg +
    path("M14 282h172", THIN)
  );
}

/** A sphinx in profile, facing `f`, in a nemes headdress: lying down, or sitting up. */
function sphinx(x: number, y: number, s: number, f: 1 | -1, body: string, sit = false): string {
  const at = local(x, y, s, f);
  const stripes = body === PALE ? INK : GOLD;
  const [dx, dy] = sit ? [-8, -16] : [0, 0];
  const head = (pts: readonly (string | Pt)[]) =>
    trace(
      at,
      pts.map((p) => (typeof p === "string" ? p : [p[0] + dx, p[1] + dy])),
    );
  const torso: Padded[] = sit
    ? [
        [-14, -8, 8],
        [-2, -14, 7],
        [6, -24, 7],
        [-14, -3, 3],
      ]
    : [
        [-18, -7, 7],
        [0, -9, 7],
        [12, -12, 8],
        [-18, -3, 3],
        [12, -3, 3],
      ];
  const paw: Pt[] = sit
    ? [
        [8, -18],
        [10, -2],
        [16, -2],
      ]
    : [
        [10, -3],
        [30, -2],
      ];
  return (
    path(trace(at, ["M", [-22, -6], "Q", [-30, -6], [-30, -14]]), THIN) +
    limb(paw.map(at), 4 * s, body) +
    union([pad(at, s, torso)], body) +
    path(
      head(["M", [8, -14], "L", [14, -34], "Q", [22, -38], [28, -33], "L", [30, -14], "z"]),
      `fill="${body}"`,
    ) +
    circle(...at([23 + dx, -25 + dy]), 4.6 * s, FP) +
    path(head(["M", [27.4, -27], "L", [29, -24], "L", [27.4, -23]]), `${FP} ${THIN}`) +
    circle(...at([25 + dx, -26 + dy]), 0.8 * s, `${FI} stroke="none"`) +
    path(
      head(["M", [11, -24], "L", [16, -24], "M", [10, -19], "L", [17, -19]]),
      `stroke="${stripes}" ${THIN}`,
    )
  );
}

function towers(x: number, base: number, f: 1 | -1): string {
  const d = `M${x} ${base}v-18h${f * 5}v-5h${f * 4}v5h${f * 5}v-12h${f * 4}v-4h${f * 4}v4h${f * 4}v30z`;
  return path(d, FI);
}

// VII: the crowned charioteer stands in his starry chariot, a wand in hand, two sphinxes before.
function theChariot(): string {
  const rider = figure({
    x: 100,
    y: 238,
    scale: 1.25,
    dress: "armour",
    headwear: "crown",
    arms: {
      0: [
        [-19, -62],
        [-24, -70],
      ],
      1: [
        [18, -64],
        [12, -54],
      ],
    },
  });
  const [wx, wy] = rider.hand[0];
  const [[lx, ly], [rx, ry]] = rider.shoulder;
  const [hx, hy] = rider.head;
  return (
    towers(14, 178, 1) +
    towers(186, 178, -1) +
    path("M14 178h172", THIN) +
    `<g transform="translate(0 -10)">` +
    path("M38 86q62-24 124 0v10H38z", FD) +
    path("M38 96q8 6 15.5 0t15.5 0 15.5 0 15.5 0 15.5 0 15.5 0 15.5 0 15.5 0", THIN) +
    [62, 81, 100, 119, 138]
      .map((x) =>
        path(starPath(x, x === 100 ? 80 : x === 81 || x === 119 ? 82 : 86, 6, 3.5, 1.5), FG),
      )
      .join("") +
    path("M46 96v90M154 96v90", 'stroke-width="2.5"') +
    rider.svg +
    crescent(lx - 1, ly, 5, -40, FP) +
    crescent(rx + 1, ry, 5, 40, FP) +
    path(starPath(hx, hy - 20, 8, 4, 1.8), FG) +
    path(`M${n(wx)} ${n(wy + 14)}V${n(wy - 26)}`, 'stroke-width="2.4"') +
    circle(wx, wy - 28, 3, FG) +
    path("M50 182h100v62H50z", FD) +
    path("M56 188h88v50H56z", `${THIN} opacity=".6"`) +
    circle(100, 206, 6, FG) +
    path(
      "M92 204q-14-10-32-6 12 4 16 10 8 2 16-2zM108 204q14-10 32-6-12 4-16 10-8 2-16-2z",
      `${FG} ${THIN}`,
    ) +
    [42, 158].map((x) => circle(x, 228, 16, FD) + path(rays(x, 228, 0, 16, 8))).join("") +
    `</g>` +
    sphinx(68, 284, 1.2, -1, INK) +
    sphinx(132, 284, 1.2, 1, PALE) +
    path("M14 284h172", THIN)
  );
}

/** A lion walking, drawn through `at` (it faces the way `at` mirrors), its jaws open. */
function lion(at: Local, s: number): string {
  const leg = (pts: Pt[]) => limb(pts.map(at), 7 * s, GOLD);
  let mane = "";
  for (let k = 0; k < 14; k++) {
    const a = 110 + k * 22;
    const [px, py] = polar(22, -53, 16, a);
    const [tx, ty] = polar(22, -53, 24, a + 10);
    mane += `${k ? "L" : "M"}${xy(at([px, py]))}L${xy(at([tx, ty]))}`;
  }
  return (
    leg([
      [6, -28],
      [4, -12],
      [6, -1],
    ]) +
    leg([
      [-18, -28],
      [-14, -14],
      [-17, -1],
    ]) +
    path(trace(at, ["M", [-36, -36], "Q", [-50, -38], [-46, -58]]), 'stroke-width="3"') +
    circle(...at([-45, -60]), 3.4 * s, FG) +
    union(
      [
        pad(at, s, [
          [-28, -33, 11],
          [-4, -35, 12],
          [14, -36, 14],
          [-25, -25, 9],
          [12, -24, 12],
        ]),
      ],
      GOLD,
    ) +
    leg([
      [14, -26],
      [18, -12],
      [20, -1],
    ]) +
    leg([
      [-26, -28],
      [-21, -14],
      [-26, -1],
    ]) +
    path(`${mane}z`, FD) +
    path(trace(at, ["M", [27, -50], "L", [46, -55], "L", [43, -33], "L", [26, -42], "z"]), FI) +
    path(
      trace(at, ["M", [29, -42], "Q", [36, -40], [40, -44]]),
      `stroke="${ROSE}" stroke-width="2.4"`,
    ) +
    union(
      [
        pad(at, s, [
          [25, -41, 5],
          [36, -35, 3.2],
        ]),
      ],
      GOLD,
    ) +
    union(
      [
        pad(at, s, [
          [24, -56, 9.5],
          [36, -57, 5],
        ]),
      ],
      GOLD,
    ) +
    circle(...at([27, -59]), 1.2 * s, `${FI} stroke="none"`) +
    circle(...at([42, -57]), 1.7 * s, `${FI} stroke="none"`) +
    circle(...at([16, -64]), 3 * s, FG)
  );
}

// VIII: a woman in white gently closes the jaws of a lion, the infinity sign above her head.
function strength(): string {
  const beast = local(130, 278, 1.15, -1);
  const [x, y, s] = [44, 276, 1.35];
  const pose = ([px, py]: Pt): Pt => [(px - x) / s, (py - y) / s];
  const upper = pose(beast([36, -62]));
  const lower = pose(beast([33, -32]));
  const her = figure({
    x,
    y,
    scale: s,
    pose: "walk",
    dress: "gown",
    fill: PALE,
    headwear: "wreath",
    joints: {
      neck: [13, -78],
      shoulder: [
        [9, -73],
        [12, -73],
      ],
    },
    head: [19, -86],
    arms: {
      0: [[upper[0] - 10, upper[1] - 12], upper],
      1: [[14, -38], lower],
    },
  });
  const [hx, hy] = her.head;
  const [wx, wy] = her.hip[1];
  const [nx, ny] = beast([12, -40]);
  const ridge = "M108 250l32-70 14 16 14-12 18 26";
  return (
    path(`${ridge}v40z`, `${FI} stroke="none"`) +
    path(ridge) +
    path("M128 194l12-14 6 8z", FP) +
    path("M14 276q40-6 86-2t86 0", THIN) +
    lion(beast, 1.15) +
    her.svg +
    lemniscate(hx, hy - 24, 28, 10) +
    [-6, 0, 6].map((dx) => circle(hx + dx, hy - 10, 1.8, `fill="${ROSE}" ${THIN}`)).join("") +
    path(
      `M${n(wx)} ${n(wy)}Q${n((wx + nx) / 2)} ${n(ny + 26)} ${n(nx)} ${n(ny)}`,
      `stroke="${ROSE}" stroke-width="2" stroke-dasharray="2 3"`,
    ) +
    rose(24, 286, 3.5, ROSE) +
    rose(100, 288, 3.5, PALE)
  );
}

// IX: the hooded old man on a snowy peak, lantern held out, staff in his other hand.
function theHermit(): string {
  const sage = figure({
    x: 118,
    y: 238,
    scale: 1.5,
    pose: "walk",
    facing: -1,
    dress: "robe",
    cloak: INK,
    headwear: "hood",
    head: [6, -88],
    legs: {
      0: [
        [-2, -24],
        [-4, 0],
      ],
      1: [
        [3, -24],
        [5, 0],
      ],
    },
    arms: {
      0: [
        [-6, -62],
        [-12, -58],
      ],
      1: [
        [12, -68],
        [20, -80],
      ],
    },
  });
  const [lx, ly] = sage.hand[1];
  const [sx, sy] = sage.hand[0];
  const top = ly + 6;
  return (
    path("M14 262l22-18 14 8 18-16 14 12", THIN) +
    path("M186 256l-16-14-10 6-12-10", THIN) +
    path("M14 294v-14l44-24 28-18h56l24 16 20 14v26z", FD) +
    path("M86 238h56l14 10-9-2-6 5-8-4-8 5-8-4-8 4-8-4-7 4-8-3-9 2z", FP) +
    path(`M${n(sx)} ${n(sy - 44)}V238`, 'stroke-width="2.6"') +
    sage.svg +
    beardSide(sage.head, sage.headRadius, -1, 2.3) +
    circle(lx, top + 14, 26, `${THIN} stroke-dasharray="1 5"`) +
    path(rays(lx, top + 14, 15, 21, 10, 18)) +
    path(`M${n(lx)} ${n(ly)}v6`, THIN) +
    path(`M${n(lx - 7)} ${n(top + 4)}l7-6 7 6z`, FG) +
    path(`M${n(lx - 6)} ${n(top + 4)}h12v18h-12z`, FD) +
    path(starPath(lx, top + 13, 6, 5, 2.4), FG) +
    path(`M${n(lx - 7)} ${n(top + 22)}h14`, 'stroke-width="2.2"') +
    circle(...sage.hand[1], 2.6, `${FP} ${THIN}`)
  );
}

/** The wheel's rim, letters, spokes and the four alchemical signs. */
function wheelDisc(cx: number, cy: number, r: number): string {
  const signs = [
    "M-3-1a3 3 0 1 0 6 0a3 3 0 1 0-6 0M0 2v5M-2 5h4M-3-5q3 3 6 0",
    "M-4 2l4-7 4 7zM0 2v5M-2 5h4",
    "M-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M-4 0h8",
    "M-4-1l2-2 2 2 2-2 2 2M-4 3l2-2 2 2 2-2 2 2",
  ];
  return (
    circle(cx, cy, r, FD) +
    circle(cx, cy, r * 0.77) +
    path(rays(cx, cy, r * 0.23, r * 0.77, 8, 0)) +
    circle(cx, cy, r * 0.23, FG) +
    ["T", "A", "R", "O"]
      .map((letter, i) => {
        const [x, y] = polar(cx, cy, r * 0.885, -90 + i * 90);
        return text(x, y + 3.5, 10, letter, `${LETTER} ${FG}`);
      })
      .join("") +
    `<g stroke-width="1.2">${signs
      .map((d, i) => {
        const [x, y] = polar(cx, cy, r * 0.52, -45 + i * 90);
        return `<g transform="translate(${n(x)} ${n(y)})">${path(d)}</g>`;
      })
      .join("")}</g>`
  );
}

/** A jackal's head in profile facing `f`, over a figure's round head. */
function jackalHead([hx, hy]: Pt, r: number, f: 1 | -1): string {
  const p = (dx: number, dy: number) => `${n(hx + f * dx * r)} ${n(hy + dy * r)}`;
  return (
    path(
      `M${p(-1, 0.6)}L${p(-1.1, -0.6)}L${p(-0.8, -2.2)}L${p(-0.2, -0.9)}L${p(0.4, -0.9)}L${p(2, -0.3)}L${p(2, 0.3)}L${p(0.5, 0.6)}L${p(0.2, 1.1)}z`,
      FD,
    ) + circle(hx + f * r * 0.5, hy - r * 0.3, r * 0.14, FG)
  );
}

// X: the wheel turning in the clouds, a sphinx with a sword on top, the serpent going down on
// the left, the jackal-headed figure rising on the right, the four creatures in the corners.
function wheelOfFortune(): string {
  const [cx, cy, r] = [100, 178, 50];
  const riser = figure({
    x: 162,
    y: 250,
    scale: 0.8,
    pose: "walk",
    facing: -1,
    rotate: 12,
    arms: {
      1: [
        [8, -66],
        [16, -74],
      ],
    },
  });
  const top = cy - r;
  return (
    fourCreatures() +
    wheelDisc(cx, cy, r) +
    path("M40 116q-16 14-4 28t-2 30 2 30 6 28", `stroke="${GOLD}" stroke-width="4"`) +
    path("M40 116q-16 14-4 28t-2 30 2 30 6 28", `stroke="${INK}" stroke-width="1.4"`) +
    path("M42 232q-6 4-2 10q6-1 8-7z", FG) +
    path("M41 242l-2 5M41 242l2 5", `stroke="${ROSE}" ${THIN}`) +
    riser.svg +
    jackalHead(riser.head, riser.headRadius, -1) +
    sphinx(cx - 4, top - 1, 0.95, 1, DUSK, true) +
    path(`M${cx + 16} ${top - 4}V${top - 46}M${cx + 11} ${top - 10}h10`, 'stroke-width="2.4"') +
    path(`M${cx + 16} ${top - 46}l-2 4h4z`, FG)
  );
}

/** One path per hull: the kit's gold edge and fill merge, the edge painted under the fill. */

const SCENES: Record<string, () => string> = {
  "the-fool": theFool,
  "the-magician": theMagician,
  "the-high-priestess": theHighPriestess,
  "the-empress": theEmpress,
  "the-emperor": theEmperor,
  "the-hierophant": theHierophant,
  "the-lovers": theLovers,
  "the-chariot": theChariot,
  strength,
  "the-hermit": theHermit,
  "wheel-of-fortune": wheelOfFortune,
};

export const MAJOR_ART_A: Record<string, () => string> = Object.fromEntries(
  Object.entries(SCENES).map(([slug, draw]) => [slug, draw]),
);
