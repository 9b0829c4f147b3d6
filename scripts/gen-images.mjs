#!/usr/bin/env node
/**
 * Generates the demo catalog's SVG images into public/images/ (served by the SPA's static host as /images/...):
 *   categories/<slug>.svg   96x96 icon: pictogram on a tinted rounded square
 *   services/<slug>.svg     640x400 cover per category: gradient + pictogram
 *   packages/<slug>.svg     640x400 cover per category: gradient + calendar ring + pictogram
 *   partners/<slug>.svg     160x160 logo: monogram on the brand colour
 *   banners/<name>.svg      1200x400 illustration: gradient + shapes + pictogram
 * No packages needed: `node scripts/gen-images.mjs`. The slugs mirror server/src/db/catalog-data.ts
 * (tests/server/content.test.ts checks that every image the seed references exists).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "images");

/** Pictograms drawn in a 64x64 box with strokes (stroke colour set by the caller). */
const PICTOS = {
  house: `<path d="M10 30 32 12l22 18"/><path d="M16 26v26h32V26"/><path d="M27 52V38h10v14"/>`,
  sparkle: `<path d="M32 8v14M32 42v14M8 32h14M42 32h14"/><path d="M32 22c2 6 4 8 10 10-6 2-8 4-10 10-2-6-4-8-10-10 6-2 8-4 10-10z"/>`,
  spray: `<path d="M24 24h16v30a4 4 0 0 1-4 4h-8a4 4 0 0 1-4-4z"/><path d="M28 24v-8h8v8"/><path d="M36 16h8l4 4"/><path d="M50 10l4-2M52 16h4M50 22l4 2"/>`,
  snow: `<path d="M32 8v48M11 20l42 24M11 44l42-24"/><path d="M26 12l6 6 6-6M26 52l6-6 6 6"/>`,
  drop: `<path d="M32 8C24 20 16 28 16 38a16 16 0 0 0 32 0c0-10-8-18-16-30z"/><path d="M24 40a8 8 0 0 0 8 8"/>`,
  bolt: `<path d="M36 6 14 36h16l-4 22 22-30H32z"/>`,
  bug: `<ellipse cx="32" cy="36" rx="12" ry="16"/><path d="M32 20v32M26 16l-4-6M38 16l4-6"/><path d="M20 30H10M20 40H10M44 30h10M44 40h10M22 50l-6 6M42 50l6 6"/>`,
  roller: `<rect x="10" y="10" width="36" height="14" rx="3"/><path d="M46 17h6v14H30v8"/><rect x="26" y="39" width="8" height="17" rx="2"/>`,
  hammer: `<path d="M14 18l10-8 12 10-10 8z"/><path d="M28 26 52 52"/><path d="M36 20l8-4"/>`,
  sofa: `<path d="M14 30v-8a6 6 0 0 1 6-6h24a6 6 0 0 1 6 6v8"/><path d="M8 34a4 4 0 0 1 8 0v6h32v-6a4 4 0 0 1 8 0v14H8z"/><path d="M14 48v6M50 48v6"/>`,
  shirt: `<path d="M22 10l-12 8 6 10 6-4v30h20V24l6 4 6-10-12-8c-2 4-6 6-10 6s-8-2-10-6z"/>`,
  leaf: `<path d="M14 50C14 26 30 12 54 10c-2 24-16 40-40 40z"/><path d="M14 50 38 26"/>`,
  building: `<rect x="14" y="10" width="24" height="44"/><path d="M38 24h12v30H38"/><path d="M20 18h4M28 18h4M20 26h4M28 26h4M20 34h4M28 34h4M22 54v-8h8v8M44 32h2M44 40h2"/>`,
};

const CATEGORIES = [
  ["home-cleaning", "#0EA5E9", "house"],
  ["deep-cleaning", "#06B6D4", "spray"],
  ["ac-maintenance", "#3B82F6", "snow"],
  ["plumbing", "#0284C7", "drop"],
  ["electrical", "#F59E0B", "bolt"],
  ["pest-control", "#DC2626", "bug"],
  ["painting", "#DB2777", "roller"],
  ["handyman", "#EA580C", "hammer"],
  ["sofa-carpet-cleaning", "#8B5CF6", "sofa"],
  ["laundry-ironing", "#0D9488", "shirt"],
  ["gardening-landscaping", "#16A34A", "leaf"],
  ["facility-management", "#1E3A8A", "building"],
];

const PARTNERS = [
  ["sparkle-cleaning", "#0EA5E9", "SC"],
  ["coolbreeze-ac", "#2563EB", "CB"],
  ["al-madina-technical", "#B45309", "AM"],
  ["green-oasis-landscaping", "#16A34A", "GO"],
  ["pestaway", "#DC2626", "PA"],
  ["capital-home-care", "#7C3AED", "CH"],
  ["fixit-handyman", "#EA580C", "FI"],
  ["rainbow-painting", "#DB2777", "RP"],
  ["fresh-fold-laundry", "#0D9488", "FF"],
  ["emirates-facility-solutions", "#1E3A8A", "EF"],
  ["northern-star-technical", "#CA8A04", "NS"],
  ["pure-shine-cleaning", "#0891B2", "PS"],
];

const BANNERS = [
  ["ac-summer", "#1D4ED8", "#38BDF8", "snow"],
  ["home-cleaning", "#0E7490", "#5EEAD4", "sparkle"],
  ["pest-control", "#991B1B", "#FB923C", "bug"],
  ["handyman", "#9A3412", "#FBBF24", "hammer"],
  ["garden", "#166534", "#A3E635", "leaf"],
];

const hex = (c) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
/** Mix a colour with white (t>0) or black (t<0). */
const shade = (c, t) => toHex(hex(c).map((v) => (t > 0 ? v + (255 - v) * t : v * (1 + t))));

const picto = (name, { x, y, size, colour, width = 4, opacity = 1 }) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${PICTOS[name]}</g>`;

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const gradient = (id, a, b, x2 = 1, y2 = 1) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

function categoryIcon(colour, name) {
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="24" fill="${shade(colour, 0.85)}"/>${picto(name, { x: 20, y: 20, size: 56, colour, width: 4.5 })}`,
  );
}

function serviceCover(colour, name) {
  return svg(
    640,
    400,
    `${gradient("g", shade(colour, 0.15), shade(colour, -0.35))}<rect width="640" height="400" fill="url(#g)"/>` +
      `<circle cx="560" cy="60" r="120" fill="#fff" opacity=".08"/><circle cx="80" cy="380" r="160" fill="#fff" opacity=".07"/>` +
      `<circle cx="320" cy="200" r="110" fill="#fff" opacity=".14"/>` +
      picto(name, { x: 250, y: 130, size: 140, colour: "#fff", width: 3.5 }),
  );
}

function packageCover(colour, name) {
  const dots = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${(320 + Math.cos(a) * 150).toFixed(1)}" cy="${(200 + Math.sin(a) * 150).toFixed(1)}" r="${i % 3 === 0 ? 9 : 5}" fill="#fff" opacity="${i % 3 === 0 ? 0.5 : 0.3}"/>`;
  }).join("");
  return svg(
    640,
    400,
    `${gradient("g", shade(colour, -0.4), shade(colour, 0.25), 1, 0)}<rect width="640" height="400" fill="url(#g)"/>` +
      `<circle cx="320" cy="200" r="150" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>${dots}` +
      `<circle cx="320" cy="200" r="100" fill="#fff" opacity=".15"/>` +
      picto(name, { x: 260, y: 140, size: 120, colour: "#fff", width: 3.5 }),
  );
}

function partnerLogo(colour, letters) {
  return svg(
    160,
    160,
    `${gradient("g", shade(colour, 0.1), shade(colour, -0.25))}<rect width="160" height="160" rx="36" fill="url(#g)"/>` +
      `<circle cx="128" cy="32" r="44" fill="#fff" opacity=".1"/>` +
      `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="62" font-weight="700" letter-spacing="-1" fill="#fff">${letters}</text>`,
  );
}

function banner(a, b, name) {
  return svg(
    1200,
    400,
    `${gradient("g", a, b)}<rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="1040" cy="200" r="230" fill="#fff" opacity=".1"/><circle cx="1040" cy="200" r="150" fill="#fff" opacity=".12"/>` +
      `<circle cx="120" cy="-40" r="180" fill="#fff" opacity=".06"/><circle cx="640" cy="440" r="140" fill="#fff" opacity=".06"/>` +
      `<path d="M0 330 C300 280 520 400 820 340 S1120 300 1200 320 V400 H0z" fill="#fff" opacity=".08"/>` +
      picto(name, { x: 940, y: 100, size: 200, colour: "#fff", width: 3 }),
  );
}

const write = (dir, file, content) => {
  fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, dir, file), content);
};

for (const [slug, colour, name] of CATEGORIES) {
  write("categories", `${slug}.svg`, categoryIcon(colour, name));
  write("services", `${slug}.svg`, serviceCover(colour, name));
  write("packages", `${slug}.svg`, packageCover(colour, name));
}
for (const [slug, colour, letters] of PARTNERS) write("partners", `${slug}.svg`, partnerLogo(colour, letters));
for (const [file, a, b, name] of BANNERS) write("banners", `${file}.svg`, banner(a, b, name));

let total = 0;
let count = 0;
for (const dir of ["categories", "services", "packages", "partners", "banners"]) {
  for (const f of fs.readdirSync(path.join(root, dir))) {
    total += fs.statSync(path.join(root, dir, f)).size;
    count += 1;
  }
}
console.log(`Wrote ${count} images to ${path.relative(process.cwd(), root)} (${(total / 1024).toFixed(1)} KB)`);
