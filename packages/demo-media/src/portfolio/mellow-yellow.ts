import { createPrng } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { MOCKUP, type PortfolioDesign } from "./design";
import { rect, circle, g, t, shadowRect, viewport, phone, statusBar, Scene, type FontSpec, atOrigin } from "../kit";

/**
 * Mellow Yellow: product and menu photography for a sunlit neighbourhood café. The "photographs"
 * are built from gradients: low golden sun from the left, window-mullion shadows on the table,
 * a shallow depth of field (the background blurred into bokeh), and a fine film grain.
 */
const C = { butter: "#f5c542", cream: "#fbf3e2", espresso: "#3b2416", sage: "#8ea07a", ink: "#2a1d14" } as const;

const ui = (cap: number, wght = 500): FontSpec => ({ family: "inter", wght, opsz: 14, cap });
const display = (cap: number, wght = 760): FontSpec => ({
  family: "archivo",
  wght,
  wdth: 112,
  cap,
  tracking: -0.015,
});

/** The café behind the subject, thrown out of focus: a bright window, plants, shelves, bulbs turned to bokeh. */
function bokeh(scene: Scene, w: number, h: number, seed: string): string {
  const random = createPrng(seed);
  const wall = scene.linear([0, 0, w, h], stopsAt([0, "#f0c66f"], [0.55, "#b4743d"], [1, "#5a3520"]));
  const window = rect(-w * 0.05, h * 0.05, w * 0.38, h * 0.8, 0, { fill: "#fff4d2", opacity: 0.8 });
  const plants = Array.from({ length: 7 }, () =>
    circle(w * random.range(0.0, 0.35), h * random.range(0.55, 0.95), w * random.range(0.04, 0.08), {
      fill: "#7f9465",
      opacity: 0.85,
    }),
  );
  const spots = Array.from({ length: 22 }, () => {
    const r = w * random.range(0.02, 0.06);
    return circle(random.range(w * 0.3, w), random.range(0, h * 0.8), r, {
      fill: random.next() < 0.5 ? "#ffe2a6" : "#fff3d6",
      opacity: random.range(0.2, 0.55),
    });
  });
  const shelves = [0.3, 0.52].map((y) =>
    rect(w * 0.55, h * y, w * 0.5, h * 0.025, 0, { fill: "#5a3621", opacity: 0.6 }),
  );
  const jars = Array.from({ length: 6 }, (_, i) =>
    rect(w * (0.58 + i * 0.07), h * 0.22, w * 0.045, h * 0.08, w * 0.01, {
      fill: i % 2 ? "#c98f4f" : "#e8d2a8",
      opacity: 0.6,
    }),
  );
  return `<g filter="${scene.blur(w * 0.02)}">${rect(-w * 0.1, -h * 0.1, w * 1.2, h * 1.2, 0, { fill: wall })}${window}${plants.join("")}${shelves.join("")}${jars.join("")}${spots.join("")}</g>`;
}

/** A worn oak table top, seen at a low angle, its grain running away from us. */
function table(scene: Scene, w: number, y: number, h: number, seed: string): string {
  const random = createPrng(seed);
  const wood = scene.fade([0, y, 0, y + h], "#b07a48", "#7a4b2a");
  const grain = Array.from({ length: 26 }, () => {
    const gy = y + random.next() ** 1.6 * h;
    const amp = h * 0.006;
    return `<path d="M0 ${num(gy)}Q${num(w * 0.3)} ${num(gy - amp)} ${num(w * 0.6)} ${num(gy + amp)}T${num(w * 1.2)} ${num(gy)}" fill="none" stroke="#5a3519" stroke-width="${num(random.range(0.6, 2.2))}" opacity="${num(random.range(0.1, 0.3))}"/>`;
  });
  return rect(0, y, w, h, 0, { fill: wood }) + grain.join("");
}

/** Sunlight through a four-pane window, thrown across the table as a skewed, soft-edged pattern. */
function windowLight(
  scene: Scene,
  x: number,
  y: number,
  paneW: number,
  paneH: number,
  skew: number,
  opacity: number,
): string {
  const panes: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < 2; col += 1) {
      const px = x + col * (paneW + paneW * 0.12) + row * skew;
      const py = y + row * (paneH + paneH * 0.16);
      panes.push(`<path d="M${num(px)} ${num(py)}h${num(paneW)}l${num(skew)} ${num(paneH)}h${num(-paneW)}Z"/>`);
    }
  }
  return `<g fill="#fff2c4" opacity="${num(opacity)}" filter="${scene.blur(paneW * 0.05)}">${panes.join("")}</g>`;
}

/** A latte in a ceramic cup on its saucer, three-quarter view, lit from the left; (cx, cy) is the rim's centre. */
function latte(scene: Scene, cx: number, cy: number, r: number, glaze = "#f4efe6"): string {
  const e = 0.34;
  const body = scene.linear([cx - r, 0, cx + r, 0], stopsAt([0, "#ffffff"], [0.35, glaze], [1, "#b9ad9a"]));
  const saucer = scene.fade([cx - r * 1.6, 0, cx + r * 1.6, 0], "#fffdf8", "#c9bca6");
  const crema = scene.radial(
    { cx: cx - r * 0.1, cy, r: r * 0.95 },
    stopsAt([0, "#d9a56a"], [0.7, "#b57741"], [1, "#7a4526"]),
  );
  const base = cy + r * 1.05;
  const heart = `M${num(cx)} ${num(cy + r * 0.2)}C${num(cx - r * 0.75)} ${num(cy - r * 0.05)} ${num(cx - r * 0.35)} ${num(cy - r * 0.26)} ${num(cx)} ${num(cy - r * 0.1)}C${num(cx + r * 0.35)} ${num(cy - r * 0.26)} ${num(cx + r * 0.75)} ${num(cy - r * 0.05)} ${num(cx)} ${num(cy + r * 0.2)}Z`;
  return [
    // The long golden-hour shadow, thrown to the right.
    `<ellipse cx="${num(cx + r * 1.6)}" cy="${num(base + r * 0.1)}" rx="${num(r * 2.2)}" ry="${num(r * 0.4)}" fill="#2a160a" opacity="0.45" filter="${scene.blur(r * 0.12)}"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(base)}" rx="${num(r * 1.6)}" ry="${num(r * 1.6 * e)}" fill="${saucer}"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(base - r * 0.04)}" rx="${num(r * 1.1)}" ry="${num(r * 1.1 * e)}" fill="#e6dccb"/>`,
    // Handle.
    `<path d="M${num(cx + r * 0.9)} ${num(cy + r * 0.25)}c${num(r * 0.55)} ${num(-r * 0.1)} ${num(r * 0.6)} ${num(r * 0.55)} ${num(r * 0.05)} ${num(r * 0.6)}" fill="none" stroke="#cfc4b1" stroke-width="${num(r * 0.14)}" stroke-linecap="round"/>`,
    `<path d="M${num(cx - r)} ${num(cy)}C${num(cx - r)} ${num(cy + r * 0.7)} ${num(cx - r * 0.72)} ${num(base - r * 0.1)} ${num(cx - r * 0.6)} ${num(base - r * 0.08)}A${num(r * 0.6)} ${num(r * 0.6 * e)} 0 0 0 ${num(cx + r * 0.6)} ${num(base - r * 0.08)}C${num(cx + r * 0.72)} ${num(base - r * 0.1)} ${num(cx + r)} ${num(cy + r * 0.7)} ${num(cx + r)} ${num(cy)}Z" fill="${body}"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(r * e)}" fill="#fbf8f2"/>`,
    `<ellipse cx="${num(cx)}" cy="${num(cy + r * 0.02)}" rx="${num(r * 0.9)}" ry="${num(r * 0.9 * e)}" fill="${crema}"/>`,
    `<path d="${heart}" fill="#f7ecd9" transform="translate(${num(cx)} ${num(cy)}) scale(1 0.62) translate(${num(-cx)} ${num(-cy)})"/>`,
    `<path d="M${num(cx - r * 0.8)} ${num(cy + r * 0.2)}C${num(cx - r * 0.8)} ${num(cy + r * 0.6)} ${num(cx - r * 0.6)} ${num(base - r * 0.3)} ${num(cx - r * 0.5)} ${num(base - r * 0.2)}" fill="none" stroke="#ffffff" stroke-width="${num(r * 0.06)}" opacity="0.7" stroke-linecap="round"/>`,
  ].join("");
}

/** A croissant: a crescent of laminated dough in swollen lobes, deep golden with a glossy egg wash. */
function croissant(scene: Scene, cx: number, cy: number, size: number, angle: number): string {
  // Both edges arch, the outer more than the inner, so the body is thick in the middle and the horns curl down to points.
  const outer = (t: number) =>
    [cx + (t - 0.5) * 2 * size, cy + size * 0.28 - Math.sin(t * Math.PI) ** 0.6 * size * 0.72] as const;
  const inner = (t: number) =>
    [
      cx + (t - 0.5) * 2 * size * (1 - 0.25 * Math.sin(t * Math.PI)),
      cy + size * 0.28 - Math.sin(t * Math.PI) ** 2 * size * 0.1,
    ] as const;
  const edge = (from: number, to: number, along: (t: number) => readonly [number, number]) =>
    Array.from({ length: 9 }, (_, k) => along(from + ((to - from) * k) / 8)).map(([x, y]) => `${num(x)} ${num(y)}`);
  const cuts = [0, 0.13, 0.27, 0.42, 0.58, 0.73, 0.87, 1];
  const lobes = cuts.slice(0, -1).map((from, k) => {
    const to = cuts[k + 1] as number;
    const [mx, my] = outer((from + to) / 2);
    const [ix, iy] = inner((from + to) / 2);
    const middle = Math.sin(((from + to) / 2) * Math.PI);
    const fill = scene.radial(
      { cx: (mx * 2 + ix) / 3, cy: (my * 2 + iy) / 3, r: size * (0.12 + 0.22 * middle) },
      stopsAt([0, "#f7d596"], [0.55, "#df9a4c"], [1, "#a85e26"]),
    );
    return `<path d="M${[...edge(from, to, outer), ...edge(to, from, inner)].join("L")}Z" fill="${fill}" stroke="#7d3f15" stroke-width="${num(size * 0.012)}" stroke-linejoin="round"/>`;
  });
  const [hx, hy] = outer(0.45);
  return g(
    `<ellipse cx="${num(cx + size * 0.25)}" cy="${num(cy + size * 0.26)}" rx="${num(size * 1.05)}" ry="${num(size * 0.16)}" fill="#2a160a" opacity="0.4" filter="${scene.blur(size * 0.06)}"/>` +
      lobes.join("") +
      `<ellipse cx="${num(hx)}" cy="${num(hy + size * 0.09)}" rx="${num(size * 0.16)}" ry="${num(size * 0.04)}" fill="#fff4d8" opacity="0.55" transform="rotate(-8 ${num(hx)} ${num(hy)})"/>`,
    { transform: `rotate(${num(angle)} ${num(cx)} ${num(cy)})` },
  );
}

/** A plate seen at the table's angle. */
function plate(scene: Scene, cx: number, cy: number, r: number): string {
  const glaze = scene.fade([cx - r, 0, cx + r, 0], "#fffaf0", "#d6c9b2");
  return `<ellipse cx="${num(cx + r * 0.5)}" cy="${num(cy + r * 0.12)}" rx="${num(r * 1.3)}" ry="${num(r * 0.36)}" fill="#2a160a" opacity="0.35" filter="${scene.blur(r * 0.08)}"/><ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(r * 0.34)}" fill="${glaze}"/><ellipse cx="${num(cx)}" cy="${num(cy - r * 0.01)}" rx="${num(r * 0.72)}" ry="${num(r * 0.24)}" fill="#efe6d6"/>`;
}

/** Steam rising in the sun. */
function steam(scene: Scene, cx: number, cy: number, r: number): string {
  const wisps = [-0.3, 0.05, 0.35].map(
    (dx, i) =>
      `<path d="M${num(cx + dx * r)} ${num(cy)}c${num(-r * 0.3)} ${num(-r * 0.5)} ${num(r * 0.4)} ${num(-r * 0.8)} ${num(0)} ${num(-r * (1.4 + i * 0.2))}" fill="none" stroke="#fff" stroke-width="${num(r * 0.12)}" stroke-linecap="round" opacity="0.25"/>`,
  );
  return `<g filter="${scene.blur(r * 0.07)}">${wisps.join("")}</g>`;
}

/** The hero: a latte and a croissant on the window table, sun across the wood, the far table soft. */
function heroShot(scene: Scene, w: number, h: number): string {
  const horizon = h * 0.46;
  const u = Math.min(w, h * 0.75);
  const wood =
    table(scene, w, horizon, h - horizon, "hero-table") +
    windowLight(scene, -w * 0.05, horizon + h * 0.06, w * 0.28, h * 0.16, w * 0.16, 0.36);
  // Depth of field: a blurred copy of the table, with the sharp one faded in towards the camera.
  const maskId = scene.id("focus");
  scene.def(
    `<mask id="${maskId}" maskUnits="userSpaceOnUse" x="0" y="0" width="${num(w)}" height="${num(h)}"><rect width="${num(w)}" height="${num(h)}" fill="${scene.fade([0, horizon, 0, horizon + h * 0.3], "#000", "#fff")}"/></mask>`,
  );
  return [
    bokeh(scene, w, horizon + h * 0.05, "hero-bokeh"),
    `<g filter="${scene.blur(u * 0.012)}">${wood}</g>`,
    `<g mask="url(#${maskId})">${wood}</g>`,
    plate(scene, w * 0.27, horizon + h * 0.42, u * 0.23),
    croissant(scene, w * 0.27, horizon + h * 0.38, u * 0.2, -6),
    latte(scene, w * 0.68, horizon + h * 0.2, u * 0.15),
    steam(scene, w * 0.68, horizon + h * 0.16, u * 0.15),
    // Golden hour: the whole frame warmed from the left, the corners falling off.
    rect(0, 0, w, h, 0, {
      fill: scene.linear([0, 0, w, 0], stops(["#ffc861", 0.22], ["#ffc861", 0])),
    }),
    rect(0, 0, w, h, 0, {
      fill: scene.radial(
        { cx: w / 2, cy: h / 2, r: Math.hypot(w, h) / 2 },
        stopsAt([0.6, "#1a0e06", 0], [1, "#1a0e06", 0.45]),
      ),
    }),
    scene.grain({ opacity: 0.1, frequency: 0.95, seed: 31, width: w, height: h }),
  ].join("");
}

/** The menu-board shot from above: pastries and cups on butter-yellow paper. */
function flatLay(scene: Scene, w: number, h: number): string {
  const random = createPrng("flatlay");
  const u = Math.min(w, h);
  const cupTop = (cx: number, cy: number, r: number) =>
    `<circle cx="${num(cx + r * 0.12)}" cy="${num(cy + r * 0.12)}" r="${num(r * 1.05)}" fill="#3b2410" opacity="0.35" filter="${scene.blur(r * 0.08)}"/>` +
    circle(cx, cy, r, { fill: "#fbf8f2" }) +
    circle(cx, cy, r * 0.82, {
      fill: scene.radial({ cx, cy, r: r * 0.82 }, stops("#d9a56a", "#8a5430")),
    }) +
    `<path d="M${num(cx)} ${num(cy + r * 0.4)}C${num(cx - r * 0.7)} ${num(cy)} ${num(cx - r * 0.3)} ${num(cy - r * 0.45)} ${num(cx)} ${num(cy - r * 0.15)}C${num(cx + r * 0.3)} ${num(cy - r * 0.45)} ${num(cx + r * 0.7)} ${num(cy)} ${num(cx)} ${num(cy + r * 0.4)}Z" fill="#f7ecd9"/>`;
  const bun = (cx: number, cy: number, r: number) => {
    let d = `M${num(cx)} ${num(cy)}`;
    for (let k = 1; k <= 60; k += 1) {
      const a = k * 0.32;
      const rr = (k / 60) * r;
      d += `L${num(cx + Math.cos(a) * rr)} ${num(cy + Math.sin(a) * rr)}`;
    }
    return `<circle cx="${num(cx + r * 0.1)}" cy="${num(cy + r * 0.1)}" r="${num(r)}" fill="#3b2410" opacity="0.35" filter="${scene.blur(r * 0.08)}"/>${circle(cx, cy, r, { fill: "#c98342" })}<path d="${d}" fill="none" stroke="#7a3f18" stroke-width="${num(r * 0.06)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff3dc" stroke-width="${num(r * 0.03)}" opacity="0.7" transform="translate(${num(r * 0.04)} ${num(-r * 0.04)})"/>`;
  };
  const crumbs = Array.from({ length: 40 }, () =>
    circle(random.range(0, w), random.range(0, h), u * random.range(0.002, 0.006), { fill: "#b5763a", opacity: 0.8 }),
  );
  return [
    rect(0, 0, w, h, 0, {
      fill: scene.fade([0, 0, w, h], "#f8d465", "#e9b632"),
    }),
    windowLight(scene, w * 0.1, -h * 0.1, w * 0.35, h * 0.45, w * 0.1, 0.22),
    ...crumbs,
    cupTop(w * 0.25, h * 0.3, u * 0.13),
    cupTop(w * 0.78, h * 0.72, u * 0.11),
    bun(w * 0.62, h * 0.3, u * 0.15),
    croissant(scene, w * 0.32, h * 0.7, u * 0.22, 20),
    croissant(scene, w * 0.86, h * 0.28, u * 0.16, -60),
    scene.grain({ opacity: 0.08, frequency: 0.95, seed: 32, width: w, height: h }),
  ].join("");
}

/** Behind the counter: the espresso machine pulling two shots, steam in a beam of morning sun. */
function counterShot(scene: Scene, w: number, h: number): string {
  const u = Math.min(w, h);
  const chrome = scene.linear(
    [0, 0, w, 0],
    stopsAt([0, "#f4efe8"], [0.3, "#a39a90"], [0.55, "#ece6dd"], [1, "#6d665f"]),
  );
  const mx = w * 0.2;
  const my = h * 0.2;
  const mw = w * 0.6;
  const mh = h * 0.3;
  const trayY = h * 0.74;
  const parts = [bokeh(scene, w, h, "counter-bokeh")];
  // The body: a chrome upper, the name band, two gauges.
  parts.push(rect(mx, my, mw, mh, u * 0.02, { fill: chrome }));
  parts.push(rect(mx, my + mh * 0.2, mw, mh * 0.16, 0, { fill: C.butter }));
  parts.push(
    t("MELLOW YELLOW", mx + mw / 2, my + mh * 0.33, display(u * 0.03), { fill: C.espresso, anchor: "middle" }),
  );
  [0.12, 0.88].forEach((gx) =>
    parts.push(
      circle(mx + mw * gx, my + mh * 0.62, u * 0.035, { fill: "#f8f5ef", stroke: "#4a4440", sw: u * 0.006 }) +
        `<path d="M${num(mx + mw * gx)} ${num(my + mh * 0.62)}l${num(u * 0.02)} ${num(-u * 0.014)}" stroke="#c0392b" stroke-width="${num(u * 0.004)}"/>`,
    ),
  );
  // The lower body, recessed and dark, where the shots are pulled.
  parts.push(rect(mx + mw * 0.04, my + mh, mw * 0.92, trayY - my - mh, 0, { fill: "#2b2623" }));
  parts.push(rect(mx + mw * 0.04, my + mh, mw * 0.92, h * 0.02, 0, { fill: "#171412" }));
  [0.33, 0.67].forEach((gx) => {
    const x = mx + mw * gx;
    const headY = my + mh + h * 0.02;
    parts.push(rect(x - mw * 0.06, headY, mw * 0.12, h * 0.05, u * 0.008, { fill: chrome }));
    parts.push(rect(x - mw * 0.075, headY + h * 0.05, mw * 0.15, h * 0.035, 0, { fill: "#1c1917" }));
    parts.push(
      `<path d="M${num(x + mw * 0.07)} ${num(headY + h * 0.058)}L${num(x + mw * 0.2)} ${num(headY + h * 0.04)}L${num(x + mw * 0.205)} ${num(headY + h * 0.062)}L${num(x + mw * 0.07)} ${num(headY + h * 0.08)}Z" fill="#111"/>`,
    );
    const cupTop = trayY - h * 0.09;
    [-0.035, 0.035].forEach((dx) =>
      parts.push(
        rect(x + mw * dx - 1.5, headY + h * 0.085, 3, cupTop - headY - h * 0.085, 0, {
          fill: "#7a4320",
          opacity: 0.95,
        }),
      ),
    );
    [-0.035, 0.035].forEach((dx) => {
      const cx = x + mw * dx;
      parts.push(
        `<path d="M${num(cx - u * 0.03)} ${num(cupTop)}h${num(u * 0.06)}l${num(-u * 0.006)} ${num(h * 0.09)}h${num(-u * 0.048)}Z" fill="#f4efe6"/>`,
      );
      parts.push(
        `<ellipse cx="${num(cx)}" cy="${num(cupTop)}" rx="${num(u * 0.03)}" ry="${num(u * 0.008)}" fill="#6b3a1c"/>`,
      );
    });
  });
  // Drip tray grille and the counter.
  parts.push(rect(mx, trayY, mw, h * 0.035, 0, { fill: "#3a3430" }));
  for (let k = 0; k < 30; k += 1)
    parts.push(rect(mx + (mw * (k + 0.5)) / 30, trayY + h * 0.006, 2, h * 0.023, 0, { fill: "#211d1a" }));
  parts.push(
    rect(0, trayY + h * 0.035, w, h, 0, {
      fill: scene.fade([0, trayY, 0, h], "#8a5a34", "#4a2d1a"),
    }),
  );
  // Steam wand, mid-purge.
  parts.push(
    `<path d="M${num(mx + mw * 0.97)} ${num(my + mh * 0.7)}q${num(w * 0.05)} ${num(h * 0.02)} ${num(w * 0.05)} ${num(h * 0.2)}" fill="none" stroke="#cfc8bf" stroke-width="${num(u * 0.012)}" stroke-linecap="round"/>`,
  );
  parts.push(steam(scene, mx + mw * 1.05, my + mh + h * 0.22, u * 0.18));
  parts.push(
    `<path d="M${num(-w * 0.1)} 0L${num(w * 0.35)} 0L${num(w * 0.9)} ${num(h)}L${num(w * 0.4)} ${num(h)}Z" fill="#fff0c0" opacity="0.16" filter="${scene.blur(u * 0.03)}"/>`,
  );
  parts.push(
    rect(0, 0, w, h, 0, {
      fill: scene.radial(
        { cx: w / 2, cy: h / 2, r: Math.hypot(w, h) / 2 },
        stopsAt([0.55, "#1a0e06", 0], [1, "#1a0e06", 0.5]),
      ),
    }),
  );
  parts.push(scene.grain({ opacity: 0.12, frequency: 0.95, seed: 33, width: w, height: h }));
  return parts.join("");
}

/** A product cut-out for the delivery apps: the subject alone on a clean ground, soft contact shadow. */
function cutout(scene: Scene, w: number, h: number, kind: "latte" | "croissant" | "bun"): string {
  const u = Math.min(w, h);
  const parts = [rect(0, 0, w, h, 0, { fill: "#fbf3e2" })];
  if (kind === "latte") parts.push(latte(scene, w * 0.45, h * 0.42, u * 0.24));
  if (kind === "croissant") parts.push(croissant(scene, w / 2, h * 0.5, u * 0.36, -6));
  if (kind === "bun") {
    parts.push(
      `<ellipse cx="${num(w / 2 + u * 0.04)}" cy="${num(h * 0.62)}" rx="${num(u * 0.3)}" ry="${num(u * 0.07)}" fill="#3b2410" opacity="0.3" filter="${scene.blur(u * 0.03)}"/>`,
    );
    parts.push(
      `<ellipse cx="${num(w / 2)}" cy="${num(h * 0.5)}" rx="${num(u * 0.3)}" ry="${num(u * 0.16)}" fill="#c98342"/>`,
    );
    parts.push(
      `<ellipse cx="${num(w / 2)}" cy="${num(h * 0.46)}" rx="${num(u * 0.27)}" ry="${num(u * 0.1)}" fill="#dfa35d"/>`,
    );
    for (let k = 0; k < 3; k += 1)
      parts.push(
        `<ellipse cx="${num(w / 2)}" cy="${num(h * 0.46)}" rx="${num(u * (0.22 - k * 0.07))}" ry="${num(u * (0.08 - k * 0.025))}" fill="none" stroke="#7a3f18" stroke-width="${num(u * 0.012)}"/>`,
      );
    parts.push(
      `<path d="M${num(w / 2 - u * 0.2)} ${num(h * 0.43)}q${num(u * 0.1)} ${num(u * 0.05)} ${num(u * 0.2)} 0t${num(u * 0.2)} 0" fill="none" stroke="#fbf3e2" stroke-width="${num(u * 0.015)}" stroke-linecap="round"/>`,
    );
  }
  return parts.join("");
}

export const mellowYellowDesign: PortfolioDesign = {
  card: {
    width: 900,
    height: 1200,
    title:
      "Mellow Yellow café: a latte with a heart in the foam and a croissant on a sunlit oak table, window light across the wood",
    draw(scene) {
      return heroShot(scene, scene.width, scene.height);
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title: "Mellow Yellow's new menu boards above the counter, led by the photographs",
      draw(scene) {
        const { width: W, height: H } = scene;
        const parts = [
          rect(0, 0, W, H, 0, {
            fill: scene.fade([0, 0, 0, H], "#f3e6cc", "#d7c3a0"),
          }),
        ];
        const boards: [string, string, (w: number, h: number) => string][] = [
          ["Coffee", "Latte  4.75  ·  Cortado  4.25", (w, h) => heroShot(scene, w, h)],
          ["Bakery", "Croissant  3.95  ·  Cardamom bun  4.50", (w, h) => flatLay(scene, w, h)],
          ["Golden hour", "Every hour, 7 till 4", (w, h) => counterShot(scene, w, h)],
        ];
        boards.forEach(([title, line, photo], i) => {
          const x = 60 + i * 370;
          parts.push(shadowRect(scene, x, 120, 340, 520, { blur: 16 * 2, opacity: 0.35, dy: 12 }));
          parts.push(rect(x, 120, 340, 520, 6, { fill: "#1f1712" }));
          parts.push(viewport(scene, { x: x + 14, y: 134, w: 312, h: 340 }, 3, photo));
          parts.push(t(title, x + 24, 528, display(28), { fill: C.butter }));
          parts.push(t(line, x + 24, 566, ui(12, 500), { fill: "#efe4cf" }));
          parts.push(rect(x + 24, 592, 40, 3, 0, { fill: C.butter }));
        });
        parts.push(rect(0, 700, W, 100, 0, { fill: "#6b4429" }));
        parts.push(rect(0, 700, W, 8, 0, { fill: "#4e301c" }));
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "Clean product cut-outs of a latte, a croissant and a cardamom bun in a delivery app on a phone",
      draw(scene) {
        const app = (w: number, h: number) => {
          const s = w / 390;
          const parts = [rect(0, 0, w, h, 0, { fill: "#ffffff" }), statusBar(w, C.ink)];
          parts.push(t("Delivering to 9th Ave SE", 24 * s, 90 * s, ui(11 * s, 600), { fill: "#8a8178" }));
          parts.push(t("Mellow Yellow", 24 * s, 130 * s, display(26 * s), { fill: C.ink }));
          parts.push(t("Café  ·  15–25 min  ·  4.9", 24 * s, 156 * s, ui(11 * s, 500), { fill: "#8a8178" }));
          const items: ["latte" | "croissant" | "bun", string, string][] = [
            ["latte", "Honey latte", "$4.75"],
            ["croissant", "Butter croissant", "$3.95"],
            ["bun", "Cardamom bun", "$4.50"],
          ];
          items.forEach(([kind, name, price], i) => {
            const y = 186 * s + i * 152 * s;
            parts.push(
              viewport(scene, { x: 24 * s, y: y, w: 130 * s, h: 130 * s }, 14 * s, (vw, vh) =>
                cutout(scene, vw, vh, kind),
              ),
            );
            parts.push(t(name, 172 * s, y + 44 * s, ui(14 * s, 700), { fill: C.ink }));
            parts.push(t(price, 172 * s, y + 70 * s, ui(12 * s, 500), { fill: "#8a8178" }));
            parts.push(rect(172 * s, y + 88 * s, 74 * s, 30 * s, 15 * s, { fill: C.butter }));
            parts.push(t("Add", 209 * s, y + 107 * s, ui(11 * s, 700), { fill: C.ink, anchor: "middle" }));
          });
          parts.push(
            rect(0, h - 96 * s, w, 96 * s, 0, { fill: "#ffffff" }) + rect(0, h - 96 * s, w, 1, 0, { fill: "#eee6d6" }),
          );
          parts.push(rect(24 * s, h - 80 * s, w - 48 * s, 52 * s, 26 * s, { fill: C.ink }));
          parts.push(
            t("View basket  ·  2 items  ·  $8.70", w / 2, h - 49 * s, ui(13 * s, 700), {
              fill: C.cream,
              anchor: "middle",
            }),
          );
          return parts.join("");
        };
        const { width: W, height: H } = scene;
        return [
          rect(0, 0, W, H, 0, { fill: C.butter }),
          ...(["latte", "croissant", "bun"] as const).map((kind, i) =>
            viewport(scene, { x: 70 + i * 180, y: 250, w: 164, h: 164 }, 82, (w, h) => cutout(scene, w, h, kind)),
          ),
          t("DELIVERY APPS  ·  ONE MORNING, 48 CUT-OUTS", 80, 620, ui(13, 600), { fill: C.espresso }),
          phone(scene, 640, 60, 320, atOrigin(app), { height: 680, shadowOpacity: 0.35 }),
          t("Cut-outs that", 80, 690, display(30), { fill: C.ink }),
          t("match the room.", 80, 730, display(30), { fill: C.ink }),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title: "Candid behind the counter: the espresso machine pulling two shots in a beam of morning sun",
      draw(scene) {
        return counterShot(scene, scene.width, scene.height);
      },
    },
  ],
};
