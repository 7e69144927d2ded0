/**
 * Stylised product drawings for the demo catalogue, on a 600×600 canvas with the floor at y≈470.
 * Each drawing is an SVG fragment that paints with shared gradient ids:
 * `#g` the product colour (light → dark), `#m` brushed metal, `#k` glossy black, `#w` a screen wallpaper,
 * `#h` a white highlight and `#gl` glass. `images.ts` defines only the ids a fragment uses.
 */

export type IllustrationKind =
  | 'phone'
  | 'headphones'
  | 'watch'
  | 'speaker'
  | 'laptop'
  | 'monitor'
  | 'keyboard'
  | 'tablet'
  | 'tv'
  | 'washer'
  | 'aircon'
  | 'fan'
  | 'kettle'
  | 'blender'
  | 'pot'
  | 'teapot'
  | 'perfume'
  | 'incense'
  | 'cream'
  | 'lipstick'
  | 'tshirt'
  | 'robe'
  | 'sneaker'
  | 'dress'
  | 'handbag'
  | 'scarf'
  | 'teddy'
  | 'blocks'
  | 'toycar'
  | 'babybottle'
  | 'ball'
  | 'dumbbell'
  | 'bike'
  | 'books'
  | 'stationery'
  | 'backpack'
  | 'datebox'
  | 'oilbottle'
  | 'jar'
  | 'sack'
  | 'tin'
  | 'sofa'
  | 'lamp'
  | 'plant'
  | 'clock'
  | 'pillbottle'
  | 'firstaid'
  | 'tyre'
  | 'dashcam'
  | 'spray';

export interface Paint {
  /** the product colour */
  c: string;
  /** darker shade for edges and details */
  d: string;
  /** lighter tint */
  l: string;
}

export interface Drawing {
  body: string;
  /** half width of the floor shadow; 0 for none */
  shadow: number;
}

type Draw = (p: Paint) => Drawing;

const hl = (x: number, y: number, w: number, h: number, rx = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#h)"/>`;

export const DRAWINGS: Record<IllustrationKind, Draw> = {
  phone: (p) => ({
    shadow: 150,
    body:
      `<g transform="rotate(9 380 290)"><rect x="290" y="105" width="160" height="330" rx="28" fill="url(#g)"/>` +
      `<rect x="306" y="122" width="66" height="92" rx="18" fill="${p.d}" opacity=".55"/>` +
      `<circle cx="325" cy="145" r="13" fill="#0b1220" stroke="#9ca3af" stroke-width="3"/><circle cx="325" cy="190" r="13" fill="#0b1220" stroke="#9ca3af" stroke-width="3"/><circle cx="353" cy="167" r="8" fill="#0b1220"/>` +
      `${hl(300, 112, 20, 300, 10)}</g>` +
      `<rect x="160" y="120" width="170" height="345" rx="30" fill="${p.d}"/><rect x="165" y="125" width="160" height="335" rx="26" fill="#0b1220"/>` +
      `<rect x="173" y="133" width="144" height="319" rx="20" fill="url(#w)"/>` +
      `<circle cx="205" cy="400" r="70" fill="#fff" opacity=".12"/><circle cx="300" cy="210" r="90" fill="#fff" opacity=".1"/>` +
      `<rect x="226" y="141" width="38" height="11" rx="5.5" fill="#0b1220"/><rect x="330" y="205" width="4" height="50" rx="2" fill="${p.d}"/>` +
      `<path d="M173 300 L317 170 L317 133 L290 133 L173 240Z" fill="#fff" opacity=".1"/>`,
  }),
  headphones: (p) => ({
    shadow: 170,
    body:
      `<path d="M175 330 C170 150 430 150 425 330" fill="none" stroke="${p.d}" stroke-width="30" stroke-linecap="round"/>` +
      `<path d="M175 330 C170 150 430 150 425 330" fill="none" stroke="url(#g)" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M220 205 C260 170 340 170 380 205" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="150" y="290" width="46" height="70" rx="12" fill="url(#m)"/><rect x="404" y="290" width="46" height="70" rx="12" fill="url(#m)"/>` +
      `<rect x="118" y="315" width="95" height="150" rx="44" fill="url(#g)"/><rect x="387" y="315" width="95" height="150" rx="44" fill="url(#g)"/>` +
      `<rect x="190" y="330" width="30" height="120" rx="15" fill="#111827"/><rect x="380" y="330" width="30" height="120" rx="15" fill="#111827"/>` +
      hl(132, 330, 14, 110, 7) +
      hl(400, 330, 14, 110, 7),
  }),
  watch: (p) => ({
    shadow: 100,
    body:
      `<rect x="245" y="80" width="110" height="440" rx="26" fill="url(#g)"/>` +
      `<g fill="${p.d}" opacity=".5"><circle cx="300" cy="440" r="7"/><circle cx="300" cy="470" r="7"/><circle cx="300" cy="410" r="7"/></g>` +
      `<rect x="205" y="180" width="190" height="230" rx="56" fill="url(#m)"/><rect x="398" y="240" width="16" height="46" rx="6" fill="url(#m)"/>` +
      `<rect x="220" y="195" width="160" height="200" rx="44" fill="#0b1220"/>` +
      `<g fill="none" stroke-width="13" stroke-linecap="round" transform="rotate(-90 300 295)"><circle cx="300" cy="295" r="58" stroke="#f43f5e" stroke-dasharray="270 400"/><circle cx="300" cy="295" r="40" stroke="#a3e635" stroke-dasharray="180 400"/><circle cx="300" cy="295" r="22" stroke="#22d3ee" stroke-dasharray="100 400"/></g>` +
      `<path d="M225 300 Q225 200 320 198 L250 380 Q225 360 225 300Z" fill="#fff" opacity=".08"/>`,
  }),
  speaker: (p) => ({
    shadow: 190,
    body:
      `<defs><pattern id="gr" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3.2" fill="#000" opacity=".28"/></pattern></defs>` +
      `<rect x="110" y="250" width="380" height="200" rx="100" fill="url(#g)"/><rect x="150" y="262" width="300" height="176" rx="20" fill="url(#gr)"/>` +
      `<ellipse cx="145" cy="350" rx="32" ry="98" fill="${p.d}"/><ellipse cx="455" cy="350" rx="32" ry="98" fill="${p.d}"/>` +
      `<ellipse cx="455" cy="350" rx="20" ry="70" fill="#111827" opacity=".6"/>` +
      `<g fill="${p.l}"><rect x="240" y="240" width="28" height="14" rx="7"/><rect x="286" y="240" width="28" height="14" rx="7"/><rect x="332" y="240" width="28" height="14" rx="7"/></g>` +
      hl(170, 262, 260, 40, 20),
  }),
  laptop: (p) => ({
    shadow: 230,
    body:
      `<rect x="140" y="120" width="320" height="225" rx="14" fill="${p.d}"/><rect x="146" y="126" width="308" height="213" rx="10" fill="#0b1220"/>` +
      `<rect x="158" y="138" width="284" height="190" rx="4" fill="url(#w)"/>` +
      `<path d="M158 300 C230 250 300 330 442 240 L442 328 L158 328Z" fill="#fff" opacity=".14"/><circle cx="380" cy="190" r="40" fill="#fff" opacity=".12"/>` +
      `<path d="M110 345 L490 345 L530 400 Q532 412 518 412 L82 412 Q68 412 70 400Z" fill="url(#g)"/>` +
      `<path d="M140 355 L460 355 L480 380 L120 380Z" fill="${p.d}" opacity=".45"/><rect x="255" y="387" width="90" height="14" rx="4" fill="${p.d}" opacity=".35"/>` +
      `<rect x="70" y="405" width="460" height="8" rx="4" fill="${p.d}"/>`,
  }),
  monitor: (p) => ({
    shadow: 150,
    body:
      `<rect x="280" y="350" width="40" height="85" fill="url(#g)"/><rect x="200" y="425" width="200" height="24" rx="12" fill="url(#g)"/>` +
      `<rect x="80" y="100" width="440" height="265" rx="16" fill="${p.d}"/><rect x="88" y="108" width="424" height="249" rx="10" fill="#0b1220"/>` +
      `<rect x="98" y="118" width="404" height="229" rx="4" fill="url(#w)"/>` +
      `<path d="M98 300 C200 220 300 320 502 210 L502 347 L98 347Z" fill="#fff" opacity=".16"/><path d="M98 330 C220 280 330 350 502 290 L502 347 L98 347Z" fill="#fff" opacity=".12"/>` +
      `<path d="M98 118 L260 118 L98 260Z" fill="#fff" opacity=".07"/>`,
  }),
  keyboard: (p) => ({
    shadow: 240,
    body:
      `<defs><pattern id="ky" x="84" y="330" width="31" height="30" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="25" height="24" rx="5" fill="#fff" opacity=".9"/><rect x="3" y="22" width="25" height="5" rx="2" fill="#000" opacity=".12"/></pattern></defs>` +
      `<rect x="60" y="315" width="360" height="150" rx="18" fill="url(#g)"/><rect x="76" y="330" width="328" height="120" rx="8" fill="url(#ky)"/>` +
      `<ellipse cx="490" cy="390" rx="52" ry="78" fill="url(#g)"/><path d="M490 312 L490 372" stroke="${p.d}" stroke-width="4"/>` +
      `<rect x="484" y="330" width="12" height="26" rx="6" fill="${p.d}"/><ellipse cx="472" cy="350" rx="14" ry="30" fill="#fff" opacity=".3"/>`,
  }),
  tablet: () => ({
    shadow: 210,
    body:
      `<rect x="95" y="150" width="410" height="290" rx="28" fill="url(#g)"/><rect x="112" y="167" width="376" height="256" rx="14" fill="#0b1220"/>` +
      `<rect x="118" y="173" width="364" height="244" rx="10" fill="url(#w)"/>` +
      `<g fill="#fff" opacity=".85">${[0, 1, 2, 3, 4]
        .flatMap((i) =>
          [0, 1].map((j) => `<rect x="${148 + i * 66}" y="${205 + j * 80}" width="44" height="44" rx="12"/>`),
        )
        .join('')}</g>` +
      `<rect x="140" y="375" width="320" height="30" rx="15" fill="#fff" opacity=".25"/>` +
      `<g transform="rotate(-28 470 380)"><rect x="455" y="240" width="14" height="220" rx="7" fill="#f8fafc"/><path d="M455 460 L462 482 L469 460Z" fill="#64748b"/></g>`,
  }),
  tv: () => ({
    shadow: 220,
    body:
      `<path d="M150 400 L130 455 L150 455 L175 400Z M450 400 L470 455 L450 455 L425 400Z" fill="url(#m)"/>` +
      `<rect x="50" y="115" width="500" height="295" rx="10" fill="#111827"/><rect x="58" y="123" width="484" height="279" rx="4" fill="url(#w)"/>` +
      `<circle cx="420" cy="200" r="36" fill="#fde68a" opacity=".9"/>` +
      `<path d="M58 340 L170 240 L250 300 L350 210 L542 350 L542 402 L58 402Z" fill="#0f172a" opacity=".45"/><path d="M58 370 C200 330 350 390 542 350 L542 402 L58 402Z" fill="#0f172a" opacity=".5"/>` +
      `<path d="M58 123 L250 123 L58 300Z" fill="#fff" opacity=".07"/>`,
  }),
  washer: (p) => ({
    shadow: 160,
    body:
      `<rect x="160" y="100" width="280" height="360" rx="20" fill="url(#g)"/><rect x="160" y="100" width="280" height="70" rx="20" fill="${p.d}" opacity=".25"/>` +
      `<rect x="185" y="120" width="70" height="30" rx="6" fill="#0b1220"/><rect x="192" y="127" width="30" height="16" rx="3" fill="#22d3ee" opacity=".8"/>` +
      `<circle cx="385" cy="135" r="20" fill="url(#m)" stroke="${p.d}" stroke-width="3"/>` +
      `<circle cx="300" cy="310" r="110" fill="url(#m)"/><circle cx="300" cy="310" r="90" fill="#1e293b"/><circle cx="300" cy="310" r="80" fill="url(#gl)"/>` +
      `<path d="M222 330 Q260 300 300 330 T378 330 L372 360 Q340 400 300 392 Q250 395 228 360Z" fill="#38bdf8" opacity=".55"/>` +
      `<path d="M240 260 A80 80 0 0 1 330 235" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".55"/>` +
      hl(172, 180, 14, 260, 7),
  }),
  aircon: (p) => ({
    shadow: 200,
    body:
      `<rect x="70" y="170" width="460" height="160" rx="36" fill="url(#g)"/><rect x="70" y="170" width="460" height="40" rx="20" fill="#fff" opacity=".35"/>` +
      `<rect x="100" y="282" width="400" height="26" rx="13" fill="${p.d}"/><rect x="110" y="290" width="380" height="6" rx="3" fill="#0b1220" opacity=".5"/>` +
      `<g fill="#22d3ee"><circle cx="460" cy="245" r="5"/><circle cx="440" cy="245" r="5" opacity=".5"/></g>` +
      `<g fill="none" stroke="#7dd3fc" stroke-width="8" stroke-linecap="round" opacity=".8"><path d="M170 340 Q190 380 170 420"/><path d="M260 340 Q280 390 260 440"/><path d="M350 340 Q370 390 350 440"/><path d="M440 340 Q460 380 440 420"/></g>`,
  }),
  fan: (p) => ({
    shadow: 130,
    body:
      `<ellipse cx="300" cy="460" rx="110" ry="22" fill="url(#g)"/><rect x="288" y="300" width="24" height="160" rx="8" fill="url(#m)"/>` +
      `<circle cx="300" cy="250" r="150" fill="#fff" opacity=".25"/>` +
      `<g fill="url(#g)" opacity=".95">${[0, 120, 240]
        .map((a) => `<ellipse cx="300" cy="170" rx="48" ry="80" transform="rotate(${a} 300 250)"/>`)
        .join('')}</g>` +
      `<circle cx="300" cy="250" r="34" fill="${p.d}"/><circle cx="292" cy="242" r="10" fill="#fff" opacity=".4"/>` +
      `<circle cx="300" cy="250" r="150" fill="none" stroke="url(#m)" stroke-width="10"/>` +
      `<g stroke="#cbd5e1" stroke-width="3" fill="none" opacity=".7"><circle cx="300" cy="250" r="110"/><circle cx="300" cy="250" r="70"/><path d="M150 250H450M300 100V400M194 144L406 356M406 144L194 356"/></g>`,
  }),
  kettle: (p) => ({
    shadow: 160,
    body:
      `<path d="M385 210 Q470 215 455 320 Q445 390 395 410" fill="none" stroke="${p.d}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M220 440 L380 440 L365 205 Q300 175 235 205Z" fill="url(#g)"/>` +
      `<path d="M230 240 L170 180 L180 170 L240 215Z" fill="url(#g)"/>` +
      `<ellipse cx="300" cy="200" rx="68" ry="16" fill="${p.d}"/><rect x="282" y="172" width="36" height="24" rx="8" fill="${p.d}"/>` +
      `<rect x="340" y="250" width="16" height="150" rx="8" fill="#bae6fd" opacity=".8"/>` +
      `<rect x="200" y="430" width="200" height="30" rx="10" fill="#1f2937"/>` +
      hl(245, 220, 22, 200, 11),
  }),
  blender: (p) => ({
    shadow: 140,
    body:
      `<path d="M215 370 L385 370 L400 455 L200 455Z" fill="url(#g)"/><circle cx="300" cy="415" r="16" fill="url(#m)" stroke="${p.d}" stroke-width="4"/>` +
      `<path d="M230 120 L370 120 L355 370 L245 370Z" fill="url(#gl)" stroke="#cbd5e1" stroke-width="4"/>` +
      `<path d="M238 250 L362 250 L355 370 L245 370Z" fill="${p.l}" opacity=".9"/><path d="M240 290 Q300 270 360 290 L355 370 L245 370Z" fill="${p.c}" opacity=".6"/>` +
      `<path d="M365 150 Q420 160 410 250 Q405 300 360 320" fill="none" stroke="#cbd5e1" stroke-width="14"/>` +
      `<rect x="222" y="100" width="156" height="26" rx="8" fill="#1f2937"/><rect x="285" y="85" width="30" height="20" rx="5" fill="#1f2937"/>` +
      `<path d="M270 360 L330 348 M270 348 L330 360" stroke="#6b7280" stroke-width="6"/>` +
      hl(250, 135, 16, 210, 8),
  }),
  pot: () => ({
    shadow: 200,
    body:
      `<rect x="100" y="300" width="60" height="22" rx="11" fill="#1f2937"/><rect x="440" y="300" width="60" height="22" rx="11" fill="#1f2937"/>` +
      `<path d="M150 285 L450 285 L440 430 Q438 455 410 455 L190 455 Q162 455 160 430Z" fill="url(#g)"/>` +
      `<path d="M150 285 Q300 160 450 285Z" fill="url(#gl)" stroke="url(#m)" stroke-width="6"/><ellipse cx="300" cy="285" rx="155" ry="16" fill="url(#m)"/>` +
      `<rect x="275" y="200" width="50" height="22" rx="10" fill="#1f2937"/>` +
      `<path d="M200 240 Q260 205 320 205" stroke="#fff" stroke-width="8" fill="none" opacity=".6" stroke-linecap="round"/>` +
      hl(175, 305, 22, 130, 11),
  }),
  teapot: (p) => ({
    shadow: 220,
    body:
      `<path d="M345 290 Q420 250 440 205 L452 212 Q440 280 370 340Z" fill="url(#g)"/>` +
      `<path d="M175 300 Q110 300 120 360 Q130 410 190 400" fill="none" stroke="${p.d}" stroke-width="18"/>` +
      `<path d="M180 270 Q180 230 270 230 Q360 230 360 270 L370 400 Q370 440 270 440 Q170 440 170 400Z" fill="url(#g)"/>` +
      `<path d="M205 240 Q270 170 335 240Z" fill="${p.d}"/><circle cx="270" cy="192" r="14" fill="${p.d}"/>` +
      hl(195, 270, 20, 140, 10) +
      `<g transform="translate(380 360)"><path d="M0 0 L56 0 L48 100 L8 100Z" fill="url(#gl)" stroke="#e2e8f0" stroke-width="3"/><path d="M4 30 L52 30 L48 100 L8 100Z" fill="#b45309" opacity=".85"/><rect x="2" y="22" width="52" height="10" fill="#fef3c7" opacity=".9"/></g>` +
      `<g transform="translate(450 372)"><path d="M0 0 L48 0 L41 88 L7 88Z" fill="url(#gl)" stroke="#e2e8f0" stroke-width="3"/><path d="M3 26 L45 26 L41 88 L7 88Z" fill="#b45309" opacity=".85"/></g>`,
  }),
  perfume: (p) => ({
    shadow: 170,
    body:
      `<rect x="335" y="170" width="150" height="280" rx="8" fill="${p.d}"/><rect x="335" y="170" width="150" height="60" fill="#000" opacity=".2"/><rect x="350" y="290" width="120" height="6" fill="#d4a857"/>` +
      `<rect x="270" y="165" width="60" height="50" rx="6" fill="url(#m)"/><rect x="250" y="110" width="100" height="65" rx="14" fill="#d4a857"/><rect x="258" y="118" width="18" height="50" rx="8" fill="#fff" opacity=".45"/>` +
      `<rect x="170" y="210" width="260" height="250" rx="40" fill="url(#gl)" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>` +
      `<rect x="186" y="250" width="228" height="196" rx="30" fill="url(#g)" opacity=".92"/>` +
      `<rect x="250" y="310" width="100" height="60" rx="6" fill="#fff" opacity=".3"/>` +
      hl(194, 228, 26, 210, 13),
  }),
  incense: (p) => ({
    shadow: 130,
    body:
      `<g fill="none" stroke="#94a3b8" stroke-width="7" stroke-linecap="round" opacity=".55"><path d="M300 200 C260 160 340 130 300 80 C270 50 320 30 300 10"/><path d="M330 205 C370 170 320 140 355 100"/></g>` +
      `<path d="M200 205 L400 205 Q390 290 300 295 Q210 290 200 205Z" fill="url(#g)"/><ellipse cx="300" cy="205" rx="100" ry="20" fill="${p.d}"/><ellipse cx="300" cy="205" rx="80" ry="12" fill="#7f1d1d"/>` +
      `<g fill="#f97316"><circle cx="285" cy="203" r="7"/><circle cx="310" cy="205" r="6"/></g>` +
      `<path d="M270 295 L330 295 L345 370 L255 370Z" fill="url(#g)"/><rect x="210" y="370" width="180" height="90" rx="10" fill="url(#g)"/>` +
      `<g fill="${p.d}" opacity=".6"><path d="M300 385 L320 415 L300 445 L280 415Z"/><circle cx="240" cy="415" r="9"/><circle cx="360" cy="415" r="9"/></g>` +
      hl(220, 380, 14, 70, 7),
  }),
  cream: (p) => ({
    shadow: 200,
    body:
      `<g transform="rotate(-14 420 300)"><rect x="380" y="140" width="90" height="250" rx="14" fill="#f8fafc"/><path d="M380 170 L470 170 L470 140 Q425 125 380 140Z" fill="${p.c}" opacity=".6"/><rect x="395" y="390" width="60" height="50" rx="6" fill="url(#g)"/><rect x="392" y="220" width="66" height="80" rx="8" fill="${p.l}"/>${hl(388, 180, 12, 200, 6)}</g>` +
      `<rect x="120" y="335" width="240" height="125" rx="20" fill="#f8fafc"/><rect x="120" y="380" width="240" height="36" fill="${p.l}"/>` +
      `<rect x="112" y="280" width="256" height="66" rx="16" fill="url(#g)"/><rect x="124" y="290" width="232" height="14" rx="7" fill="#fff" opacity=".35"/>` +
      hl(132, 350, 16, 95, 8),
  }),
  lipstick: (p) => ({
    shadow: 160,
    body:
      `<g transform="rotate(-10 240 330)"><path d="M200 230 L200 150 Q200 120 240 105 L280 130 L280 230Z" fill="url(#g)"/><rect x="192" y="230" width="96" height="50" rx="4" fill="#d4a857"/><rect x="185" y="280" width="110" height="180" rx="8" fill="#111827"/>${hl(
        198,
        290,
        14,
        160,
        7,
      )}</g>` +
      `<rect x="320" y="250" width="110" height="210" rx="8" fill="#111827"/><rect x="330" y="220" width="90" height="40" rx="4" fill="#d4a857"/>` +
      `<rect x="315" y="160" width="120" height="90" rx="10" fill="#111827" opacity=".9" transform="rotate(25 440 250)"/>` +
      `<rect x="334" y="262" width="14" height="185" rx="7" fill="#fff" opacity=".25"/><circle cx="375" cy="360" r="14" fill="${p.c}"/>`,
  }),
  tshirt: (p) => ({
    shadow: 170,
    body:
      `<path d="M215 110 L255 95 Q300 130 345 95 L385 110 L480 190 L430 255 L395 228 L398 470 L202 470 L205 228 L170 255 L120 190Z" fill="url(#g)"/>` +
      `<path d="M255 95 Q300 145 345 95 Q300 125 255 95Z" fill="${p.d}"/>` +
      `<path d="M205 228 L202 300 M395 228 L398 300" stroke="${p.d}" stroke-width="3" opacity=".5"/>` +
      `<path d="M260 200 Q270 330 240 460 M350 240 Q340 340 370 465" stroke="${p.d}" stroke-width="5" fill="none" opacity=".25"/>` +
      `<path d="M130 190 L215 118 L240 110 L200 160 L175 240Z" fill="#fff" opacity=".18"/>`,
  }),
  robe: (p) => ({
    shadow: 150,
    body:
      `<path d="M245 90 L270 82 Q300 105 330 82 L355 90 L440 200 L400 235 L375 205 L395 480 L205 480 L225 205 L200 235 L160 200Z" fill="url(#g)"/>` +
      `<path d="M270 82 Q300 118 330 82 Q300 100 270 82Z" fill="${p.d}"/><path d="M300 100 L300 230" stroke="${p.d}" stroke-width="4"/>` +
      `<g fill="${p.d}"><circle cx="300" cy="130" r="5"/><circle cx="300" cy="165" r="5"/><circle cx="300" cy="200" r="5"/></g>` +
      `<path d="M255 220 Q250 350 235 470 M345 220 Q350 350 365 470" stroke="${p.d}" stroke-width="5" fill="none" opacity=".25"/>` +
      `<path d="M170 200 L245 95 L262 92 L215 190Z" fill="#fff" opacity=".18"/>`,
  }),
  sneaker: (p) => ({
    shadow: 210,
    body:
      `<path d="M110 400 L495 400 Q500 428 470 436 L135 436 Q105 430 110 400Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><path d="M112 418 L494 418" stroke="#cbd5e1" stroke-width="3"/>` +
      `<path d="M115 400 Q110 320 160 300 Q200 290 230 280 L300 235 Q330 220 350 245 L385 300 Q470 315 492 370 L495 400Z" fill="url(#g)"/>` +
      `<path d="M160 300 Q175 260 215 270 L230 280Z" fill="${p.d}"/><path d="M292 240 Q300 200 332 205 L352 248Z" fill="${p.d}"/><path d="M410 312 Q472 322 492 370 L495 400 L445 400 Q440 345 410 312Z" fill="#fff" opacity=".22"/><path d="M150 385 Q260 330 420 350" stroke="#fff" stroke-width="14" fill="none" opacity=".8" stroke-linecap="round"/>` +
      `<g stroke="#f8fafc" stroke-width="7" stroke-linecap="round"><path d="M295 255 L320 275"/><path d="M315 245 L342 265"/><path d="M275 268 L300 290"/></g>` +
      `<path d="M125 360 Q130 320 165 305" stroke="#fff" stroke-width="6" fill="none" opacity=".35"/>`,
  }),
  dress: (p) => ({
    shadow: 160,
    body:
      `<path d="M262 95 L272 95 L282 165 L318 165 L328 95 L338 95 L350 190 Q348 225 338 250 L455 465 Q300 495 145 465 L262 250 Q252 225 250 190Z" fill="url(#g)"/>` +
      `<rect x="255" y="235" width="90" height="18" rx="6" fill="${p.d}"/>` +
      `<path d="M290 255 Q280 370 230 478 M310 255 Q320 370 370 478 M300 255 L300 485" stroke="${p.d}" stroke-width="5" fill="none" opacity=".3"/>` +
      `<path d="M262 250 L150 462 Q180 470 210 474 L272 255Z" fill="#fff" opacity=".15"/>`,
  }),
  handbag: (p) => ({
    shadow: 200,
    body:
      `<path d="M220 250 Q220 130 300 130 Q380 130 380 250" fill="none" stroke="${p.d}" stroke-width="18"/>` +
      `<path d="M150 250 L450 250 L480 445 Q482 462 465 462 L135 462 Q118 462 120 445Z" fill="url(#g)"/>` +
      `<path d="M150 250 L450 250 L440 330 Q300 360 160 330Z" fill="${p.d}" opacity=".6"/><rect x="280" y="315" width="40" height="30" rx="6" fill="#d4a857"/>` +
      `<path d="M135 452 L465 452" stroke="${p.d}" stroke-width="4" stroke-dasharray="10 8" opacity=".6"/>` +
      hl(165, 345, 18, 100, 9),
  }),
  scarf: (p) => ({
    shadow: 200,
    body:
      `<defs><pattern id="st" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="24" fill="#fff" opacity=".18"/></pattern></defs>` +
      `<rect x="120" y="370" width="360" height="90" rx="14" fill="${p.d}"/><rect x="120" y="370" width="360" height="90" rx="14" fill="url(#st)"/>` +
      `<rect x="140" y="285" width="330" height="95" rx="14" fill="url(#g)"/><rect x="140" y="285" width="330" height="95" rx="14" fill="url(#st)"/>` +
      `<path d="M160 200 L440 200 Q455 200 455 215 L455 290 L160 290 Q130 250 160 200Z" fill="${p.l}"/><path d="M160 200 L440 200 Q455 200 455 215 L455 290 L160 290 Q130 250 160 200Z" fill="url(#st)"/>` +
      `<g stroke="${p.d}" stroke-width="4">${[0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => `<path d="M${470 + (i % 2) * 4} ${298 + i * 10} l22 0"/>`)
        .join('')}</g>`,
  }),
  teddy: (p) => ({
    shadow: 170,
    body:
      `<circle cx="215" cy="140" r="42" fill="url(#g)"/><circle cx="385" cy="140" r="42" fill="url(#g)"/><circle cx="215" cy="140" r="22" fill="${p.l}"/><circle cx="385" cy="140" r="22" fill="${p.l}"/>` +
      `<ellipse cx="300" cy="360" rx="120" ry="110" fill="url(#g)"/><ellipse cx="300" cy="375" rx="70" ry="65" fill="${p.l}"/>` +
      `<ellipse cx="180" cy="330" rx="40" ry="70" fill="url(#g)" transform="rotate(30 180 330)"/><ellipse cx="420" cy="330" rx="40" ry="70" fill="url(#g)" transform="rotate(-30 420 330)"/>` +
      `<circle cx="220" cy="440" r="48" fill="url(#g)"/><circle cx="380" cy="440" r="48" fill="url(#g)"/><circle cx="220" cy="445" r="24" fill="${p.l}"/><circle cx="380" cy="445" r="24" fill="${p.l}"/>` +
      `<circle cx="300" cy="200" r="100" fill="url(#g)"/><ellipse cx="300" cy="235" rx="48" ry="38" fill="${p.l}"/>` +
      `<ellipse cx="300" cy="220" rx="16" ry="11" fill="#1f2937"/><path d="M300 232 L300 250 M285 255 Q300 265 315 255" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<circle cx="262" cy="180" r="10" fill="#1f2937"/><circle cx="338" cy="180" r="10" fill="#1f2937"/><circle cx="265" cy="177" r="3" fill="#fff"/><circle cx="341" cy="177" r="3" fill="#fff"/>` +
      `<path d="M255 290 L300 310 L345 290 L345 320 L300 305 L255 320Z" fill="#dc2626"/>`,
  }),
  blocks: (p) => {
    const brick = (x: number, y: number, w: number, fill: string, dark: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="80" rx="6" fill="${fill}"/><rect x="${x}" y="${y + 64}" width="${w}" height="16" rx="4" fill="${dark}" opacity=".5"/>` +
      Array.from(
        { length: Math.round(w / 60) },
        (_, i) =>
          `<rect x="${x + 12 + i * 60}" y="${y - 18}" width="36" height="20" rx="4" fill="${fill}"/><ellipse cx="${x + 30 + i * 60}" cy="${y - 18}" rx="18" ry="6" fill="#fff" opacity=".35"/>`,
      ).join('');
    return {
      shadow: 200,
      body:
        brick(120, 380, 240, '#2563eb', '#1e3a8a') +
        brick(360, 380, 120, '#facc15', '#a16207') +
        brick(180, 282, 180, 'url(#g)', p.d) +
        brick(240, 184, 120, '#dc2626', '#7f1d1d'),
    };
  },
  toycar: (p) => ({
    shadow: 210,
    body:
      `<path d="M95 400 L95 340 Q100 310 140 305 L210 295 L260 230 Q275 215 300 215 L390 215 Q410 215 425 235 L465 295 Q505 300 505 340 L505 400Z" fill="url(#g)"/>` +
      `<path d="M228 295 L270 240 L330 240 L330 295Z M350 295 L350 240 L392 240 Q402 240 410 252 L438 295Z" fill="#bae6fd"/>` +
      `<path d="M235 290 L272 245 L290 245 L252 290Z" fill="#fff" opacity=".6"/><rect x="470" y="320" width="30" height="16" rx="6" fill="#fde68a"/>` +
      `<path d="M110 345 L490 345" stroke="${p.d}" stroke-width="4" opacity=".5"/>` +
      [180, 420]
        .map(
          (x) =>
            `<circle cx="${x}" cy="410" r="52" fill="#111827"/><circle cx="${x}" cy="410" r="26" fill="url(#m)"/><circle cx="${x}" cy="410" r="8" fill="#475569"/>`,
        )
        .join(''),
  }),
  babybottle: (p) => ({
    shadow: 120,
    body:
      `<path d="M275 110 Q275 70 300 70 Q325 70 325 110 L335 160 L265 160Z" fill="#fde68a" opacity=".95"/>` +
      `<rect x="240" y="155" width="120" height="50" rx="10" fill="url(#g)"/>` +
      `<rect x="230" y="200" width="140" height="260" rx="34" fill="url(#gl)" stroke="#e2e8f0" stroke-width="4"/>` +
      `<rect x="236" y="290" width="128" height="164" rx="28" fill="#fff" opacity=".85"/>` +
      `<g stroke="${p.d}" stroke-width="4">${[250, 290, 330, 370, 410].map((y) => `<path d="M330 ${y} h20"/>`).join('')}</g>` +
      `<circle cx="280" cy="370" r="20" fill="${p.l}"/>` +
      hl(244, 215, 14, 220, 7),
  }),
  ball: (p) => {
    const pent = (cx: number, cy: number, r: number, rot: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const a = ((rot + i * 72 - 90) * Math.PI) / 180;
        return `${Math.round(cx + r * Math.cos(a))},${Math.round(cy + r * Math.sin(a))}`;
      }).join(' ');
    const ring = [0, 72, 144, 216, 288]
      .map((a) => {
        const r = ((a - 90) * Math.PI) / 180;
        return `<polygon points="${pent(300 + 150 * Math.cos(r), 290 + 150 * Math.sin(r), 48, a + 36)}"/>`;
      })
      .join('');
    return {
      shadow: 150,
      body:
        `<defs><clipPath id="bc"><circle cx="300" cy="290" r="165"/></clipPath><radialGradient id="bw" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="#e5e7eb"/><stop offset="1" stop-color="#9ca3af"/></radialGradient></defs>` +
        `<circle cx="300" cy="290" r="165" fill="url(#bw)"/>` +
        `<g fill="${p.c}" clip-path="url(#bc)"><polygon points="${pent(300, 290, 56, 0)}"/>${ring}</g>` +
        `<g stroke="#9ca3af" stroke-width="3" opacity=".6" clip-path="url(#bc)">${[0, 72, 144, 216, 288]
          .map((a) => `<path d="M300 234 L300 160" transform="rotate(${a} 300 290)"/>`)
          .join('')}</g>` +
        `<ellipse cx="245" cy="200" rx="55" ry="32" fill="#fff" opacity=".45" transform="rotate(-30 245 200)"/>`,
    };
  },
  dumbbell: (p) => {
    const bell = (y: number) =>
      `<rect x="170" y="${y - 9}" width="260" height="18" rx="9" fill="url(#m)"/>` +
      `<rect x="120" y="${y - 55}" width="50" height="110" rx="14" fill="url(#g)"/><rect x="430" y="${y - 55}" width="50" height="110" rx="14" fill="url(#g)"/>` +
      `<rect x="170" y="${y - 40}" width="26" height="80" rx="8" fill="${p.d}"/><rect x="404" y="${y - 40}" width="26" height="80" rx="8" fill="${p.d}"/>` +
      hl(128, y - 48, 12, 90, 6) +
      hl(438, y - 48, 12, 90, 6);
    return { shadow: 220, body: bell(410) + `<g transform="rotate(-12 300 270)">${bell(270)}</g>` };
  },
  bike: () => ({
    shadow: 230,
    body:
      [170, 430]
        .map(
          (x) =>
            `<circle cx="${x}" cy="380" r="90" fill="none" stroke="#111827" stroke-width="14"/><circle cx="${x}" cy="380" r="78" fill="none" stroke="#9ca3af" stroke-width="3"/>` +
            `<g stroke="#cbd5e1" stroke-width="2">${[0, 30, 60, 90, 120, 150].map((a) => `<path d="M${x - 76} 380 H${x + 76}" transform="rotate(${a} ${x} 380)"/>`).join('')}</g><circle cx="${x}" cy="380" r="9" fill="url(#m)"/>`,
        )
        .join('') +
      `<path d="M170 380 L290 380 L240 260 Z M290 380 L400 250 L240 260 M400 250 L430 380" fill="none" stroke="url(#g)" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<path d="M240 260 L232 230" stroke="#111827" stroke-width="10"/><path d="M205 222 Q230 212 262 224" stroke="#111827" stroke-width="16" stroke-linecap="round" fill="none"/>` +
      `<path d="M400 250 L392 205 L430 200" stroke="#111827" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="290" cy="380" r="18" fill="url(#m)"/>`,
  }),
  books: (p) => ({
    shadow: 200,
    body:
      `<rect x="140" y="380" width="320" height="70" rx="6" fill="#1e3a8a"/><rect x="150" y="388" width="305" height="54" fill="#f8fafc"/><rect x="140" y="380" width="26" height="70" rx="4" fill="#1e40af"/>` +
      `<rect x="160" y="320" width="290" height="60" rx="6" fill="url(#g)"/><rect x="170" y="328" width="276" height="44" fill="#fefce8"/><rect x="160" y="320" width="24" height="60" rx="4" fill="${p.d}"/>` +
      `<g stroke="#e5e7eb" stroke-width="2"><path d="M190 340H440M190 350H440M190 360H440"/></g>` +
      `<g transform="rotate(-8 330 200)"><rect x="230" y="95" width="190" height="230" rx="8" fill="url(#g)"/><rect x="230" y="95" width="24" height="230" rx="6" fill="${p.d}"/>` +
      `<rect x="275" y="150" width="110" height="60" rx="4" fill="#fff" opacity=".3"/><rect x="290" y="230" width="80" height="8" rx="4" fill="#fff" opacity=".5"/>${hl(260, 105, 14, 200, 7)}</g>`,
  }),
  stationery: () => ({
    shadow: 200,
    body:
      `<rect x="140" y="150" width="280" height="310" rx="12" fill="url(#g)"/><rect x="160" y="170" width="240" height="270" rx="6" fill="#fff"/>` +
      `<g stroke="#bfdbfe" stroke-width="3">${[220, 255, 290, 325, 360, 395].map((y) => `<path d="M175 ${y}H385"/>`).join('')}</g><path d="M205 180 V430" stroke="#fca5a5" stroke-width="3"/>` +
      `<g fill="none" stroke="#6b7280" stroke-width="7">${[180, 220, 260, 300, 340, 380].map((x) => `<path d="M${x} 165 v-22 a10 10 0 0 1 20 0 v22"/>`).join('')}</g>` +
      `<g transform="rotate(28 460 320)"><rect x="440" y="140" width="34" height="280" fill="#facc15"/><rect x="440" y="140" width="12" height="280" fill="#fde047"/><rect x="440" y="120" width="34" height="26" fill="#f472b6"/><rect x="440" y="143" width="34" height="12" fill="url(#m)"/><path d="M440 420 L457 470 L474 420Z" fill="#fcd34d"/><path d="M451 452 L457 470 L463 452Z" fill="#1f2937"/></g>`,
  }),
  backpack: (p) => ({
    shadow: 170,
    body:
      `<path d="M260 125 Q260 85 300 85 Q340 85 340 125" fill="none" stroke="${p.d}" stroke-width="14"/>` +
      `<path d="M175 210 Q175 120 300 120 Q425 120 425 210 L430 440 Q430 465 405 465 L195 465 Q170 465 170 440Z" fill="url(#g)"/>` +
      `<path d="M205 330 L395 330 L400 440 Q400 455 385 455 L215 455 Q200 455 200 440Z" fill="${p.d}" opacity=".55"/><path d="M210 345 H390" stroke="#d4a857" stroke-width="4"/>` +
      `<path d="M190 200 Q300 165 410 200" stroke="#d4a857" stroke-width="4" fill="none"/><rect x="292" y="338" width="16" height="26" rx="4" fill="#d4a857"/>` +
      hl(188, 170, 18, 240, 9),
  }),
  datebox: (p) => {
    const dates: string[] = [];
    for (let r = 0; r < 3; r++)
      for (let i = 0; i < 5; i++)
        dates.push(
          `<ellipse cx="${165 + i * 66 + (r % 2) * 10}" cy="${330 + r * 34}" rx="30" ry="17" fill="url(#dt)"/><ellipse cx="${158 + i * 66 + (r % 2) * 10}" cy="${324 + r * 34}" rx="12" ry="4" fill="#fff" opacity=".3"/>`,
        );
    return {
      shadow: 230,
      body:
        `<defs><linearGradient id="dt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#92400e"/><stop offset="1" stop-color="#451a03"/></linearGradient></defs>` +
        `<path d="M130 140 L470 140 L490 290 L110 290Z" fill="${p.d}"/><path d="M150 160 L450 160 L465 270 L135 270Z" fill="url(#g)"/>` +
        `<path d="M300 175 Q340 215 300 255 Q260 215 300 175Z" fill="#d4a857" opacity=".8"/>` +
        `<path d="M100 300 L500 300 L480 460 L120 460Z" fill="url(#g)"/><path d="M120 300 L480 300 L470 410 L130 410Z" fill="#fef3c7"/>` +
        dates.join('') +
        `<path d="M120 420 L480 420" stroke="#d4a857" stroke-width="6"/>`,
    };
  },
  oilbottle: (p) => ({
    shadow: 170,
    body:
      `<rect x="272" y="70" width="56" height="50" rx="8" fill="url(#g)"/><rect x="282" y="118" width="36" height="50" fill="url(#gl)"/>` +
      `<path d="M282 165 Q230 190 230 250 L230 445 Q230 465 250 465 L350 465 Q370 465 370 445 L370 250 Q370 190 318 165Z" fill="url(#gl)" stroke="#e2e8f0" stroke-width="3"/>` +
      `<path d="M236 230 L364 230 L364 445 Q364 459 350 459 L250 459 Q236 459 236 445Z" fill="url(#ol)"/>` +
      `<rect x="230" y="300" width="140" height="110" fill="${p.l}"/><rect x="230" y="300" width="140" height="10" fill="${p.c}"/><rect x="230" y="400" width="140" height="10" fill="${p.c}"/>` +
      `<path d="M300 330 Q330 340 320 375 Q290 365 300 330Z M300 330 Q270 345 282 378 Q305 365 300 330Z" fill="#4d7c0f"/>` +
      hl(242, 200, 14, 240, 7) +
      `<defs><linearGradient id="ol" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9c400"/><stop offset="1" stop-color="#8a7a00"/></linearGradient></defs>` +
      `<g fill="#65a30d"><ellipse cx="410" cy="450" rx="20" ry="14"/><ellipse cx="445" cy="455" rx="18" ry="13" fill="#3f6212"/><ellipse cx="180" cy="455" rx="18" ry="13"/></g>` +
      `<path d="M395 440 Q430 400 470 420 Q440 445 395 440Z" fill="#4d7c0f"/>`,
  }),
  jar: (p) => ({
    shadow: 170,
    body:
      `<rect x="200" y="160" width="200" height="50" rx="10" fill="#1f2937"/><rect x="200" y="168" width="200" height="6" fill="#fff" opacity=".2"/>` +
      `<rect x="185" y="205" width="230" height="255" rx="36" fill="url(#gl)" stroke="#e2e8f0" stroke-width="4"/>` +
      `<rect x="193" y="235" width="214" height="218" rx="30" fill="url(#g)"/>` +
      `<rect x="185" y="300" width="230" height="90" fill="#fef3c7"/><rect x="185" y="300" width="230" height="8" fill="${p.d}"/><rect x="185" y="382" width="230" height="8" fill="${p.d}"/>` +
      `<path d="M280 320 Q330 320 320 372 Q300 350 272 340Z" fill="${p.c}"/><path d="M272 340 Q262 325 280 320" stroke="#4d7c0f" stroke-width="5" fill="none"/>` +
      hl(200, 225, 16, 210, 8),
  }),
  sack: (p) => ({
    shadow: 210,
    body:
      `<path d="M180 160 Q300 200 420 160 L400 210 Q470 300 455 420 Q450 465 400 465 L200 465 Q150 465 145 420 Q130 300 200 210Z" fill="url(#g)"/>` +
      `<path d="M200 210 Q300 240 400 210" stroke="${p.d}" stroke-width="12" fill="none"/><path d="M180 160 Q220 120 250 150 Q300 110 350 150 Q380 120 420 160" fill="${p.l}"/>` +
      `<g stroke="${p.d}" stroke-width="3" opacity=".25"><path d="M180 260 Q300 290 420 260M165 320 Q300 350 435 320M160 380 Q300 410 440 380"/></g>` +
      `<rect x="230" y="285" width="140" height="110" rx="12" fill="#fff" opacity=".85"/><path d="M300 300 Q340 320 300 380 Q260 320 300 300Z" fill="#b45309" opacity=".7"/>` +
      `<g fill="#facc15">${[0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map(
          (i) => `<circle cx="${470 + (i % 3) * 14 - (i > 5 ? 10 : 0)}" cy="${462 - Math.floor(i / 3) * 10}" r="6"/>`,
        )
        .join('')}</g>`,
  }),
  tin: (p) => ({
    shadow: 170,
    body:
      `<rect x="195" y="170" width="210" height="290" rx="10" fill="url(#g)"/><ellipse cx="300" cy="460" rx="105" ry="16" fill="${p.d}"/>` +
      `<rect x="190" y="150" width="220" height="46" rx="8" fill="url(#m)"/><ellipse cx="300" cy="150" rx="110" ry="16" fill="#e5e7eb"/>` +
      `<rect x="195" y="260" width="210" height="120" fill="#fef3c7"/>` +
      `<g fill="${p.c}" opacity=".85">${[0, 45, 90, 135]
        .map((a) => `<ellipse cx="300" cy="320" rx="12" ry="40" transform="rotate(${a} 300 320)"/>`)
        .join('')}</g><circle cx="300" cy="320" r="12" fill="#d4a857"/>` +
      `<path d="M195 260 H405 M195 380 H405" stroke="#d4a857" stroke-width="6"/>` +
      hl(208, 205, 16, 240, 8),
  }),
  sofa: (p) => ({
    shadow: 250,
    body:
      `<rect x="110" y="435" width="16" height="30" fill="#78350f"/><rect x="474" y="435" width="16" height="30" fill="#78350f"/>` +
      `<rect x="100" y="230" width="400" height="150" rx="30" fill="${p.d}"/>` +
      `<rect x="125" y="215" width="170" height="130" rx="24" fill="url(#g)"/><rect x="305" y="215" width="170" height="130" rx="24" fill="url(#g)"/>` +
      `<rect x="120" y="340" width="360" height="100" rx="18" fill="${p.d}"/><rect x="125" y="330" width="172" height="70" rx="18" fill="url(#g)"/><rect x="303" y="330" width="172" height="70" rx="18" fill="url(#g)"/>` +
      `<rect x="70" y="290" width="70" height="160" rx="30" fill="url(#g)"/><rect x="460" y="290" width="70" height="160" rx="30" fill="url(#g)"/>` +
      `<rect x="330" y="240" width="90" height="80" rx="20" fill="#fef3c7" transform="rotate(-10 375 280)"/>` +
      hl(140, 225, 130, 20, 10) +
      hl(320, 225, 130, 20, 10),
  }),
  lamp: () => ({
    shadow: 130,
    body:
      `<circle cx="300" cy="270" r="170" fill="url(#glow)"/><defs><radialGradient id="glow"><stop offset="0" stop-color="#fde68a" stop-opacity=".8"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient></defs>` +
      `<ellipse cx="300" cy="455" rx="90" ry="20" fill="url(#g)"/><rect x="292" y="250" width="16" height="205" fill="url(#m)"/>` +
      `<path d="M210 110 L390 110 L440 260 L160 260Z" fill="url(#g)"/><ellipse cx="300" cy="260" rx="140" ry="18" fill="#fef3c7"/>` +
      `<path d="M225 120 L255 120 L205 250 L175 250Z" fill="#fff" opacity=".3"/>`,
  }),
  plant: (p) => ({
    shadow: 150,
    body:
      `<g fill="#15803d">${[-50, -25, 0, 25, 50]
        .map((a) => `<path d="M300 300 Q270 190 300 100 Q330 190 300 300Z" transform="rotate(${a} 300 300)"/>`)
        .join('')}</g>` +
      `<g fill="#22c55e">${[-38, -12, 14, 40]
        .map((a) => `<path d="M300 300 Q280 210 300 150 Q320 210 300 300Z" transform="rotate(${a} 300 300)"/>`)
        .join('')}</g>` +
      `<path d="M200 290 L400 290 L380 450 Q378 465 362 465 L238 465 Q222 465 220 450Z" fill="url(#g)"/><rect x="190" y="280" width="220" height="30" rx="8" fill="${p.d}"/>` +
      `<path d="M212 330 H388" stroke="#fff" stroke-width="6" opacity=".4"/>` +
      hl(222, 315, 16, 130, 8),
  }),
  clock: (p) => ({
    shadow: 150,
    body:
      `<circle cx="300" cy="280" r="175" fill="url(#g)"/><circle cx="300" cy="280" r="150" fill="#fffdf7"/>` +
      `<circle cx="300" cy="280" r="130" fill="none" stroke="#1f2937" stroke-width="16" stroke-dasharray="4 64.07" transform="rotate(-1 300 280)"/>` +
      `<path d="M300 280 L300 185" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/><path d="M300 280 L370 320" stroke="#1f2937" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M300 290 L240 210" stroke="${p.c}" stroke-width="4" stroke-linecap="round"/><circle cx="300" cy="280" r="12" fill="${p.d}"/>` +
      `<path d="M170 200 A150 150 0 0 1 300 130" stroke="#fff" stroke-width="12" fill="none" opacity=".6" stroke-linecap="round"/>`,
  }),
  pillbottle: (p) => ({
    shadow: 190,
    body:
      `<rect x="200" y="130" width="180" height="70" rx="12" fill="url(#g)"/><g stroke="${p.d}" stroke-width="4" opacity=".6">${[
        215, 235, 255, 275, 295, 315, 335, 355,
      ]
        .map((x) => `<path d="M${x} 138 v54"/>`)
        .join('')}</g>` +
      `<rect x="185" y="195" width="210" height="265" rx="30" fill="#f8fafc"/><rect x="185" y="260" width="210" height="130" fill="${p.l}"/>` +
      `<path d="M290 290 h20 v30 h30 v20 h-30 v30 h-20 v-30 h-30 v-20 h30Z" fill="${p.c}"/>` +
      hl(198, 210, 16, 230, 8) +
      `<g transform="rotate(-25 450 440)"><rect x="410" y="425" width="80" height="34" rx="17" fill="${p.c}"/><rect x="450" y="425" width="40" height="34" rx="17" fill="#f8fafc"/><rect x="450" y="425" width="18" height="34" fill="#f8fafc"/></g>` +
      `<g transform="rotate(20 140 445)"><rect x="100" y="430" width="76" height="32" rx="16" fill="#facc15"/><rect x="138" y="430" width="38" height="32" rx="16" fill="#f8fafc"/><rect x="138" y="430" width="16" height="32" fill="#f8fafc"/></g>`,
  }),
  firstaid: (p) => ({
    shadow: 220,
    body:
      `<path d="M245 185 L245 150 Q245 135 260 135 L340 135 Q355 135 355 150 L355 185" fill="none" stroke="#1f2937" stroke-width="18"/>` +
      `<rect x="100" y="180" width="400" height="280" rx="30" fill="url(#g)"/><rect x="100" y="250" width="400" height="14" fill="${p.d}" opacity=".5"/>` +
      `<rect x="230" y="280" width="140" height="140" rx="20" fill="#fff"/><path d="M282 300 h36 v36 h36 v36 h-36 v36 h-36 v-36 h-36 v-36 h36Z" fill="${p.c}"/>` +
      hl(115, 195, 370, 22, 11),
  }),
  tyre: (p) => ({
    shadow: 190,
    body:
      `<circle cx="300" cy="280" r="185" fill="#111827"/><circle cx="300" cy="280" r="175" fill="none" stroke="#374151" stroke-width="20" stroke-dasharray="14 10"/>` +
      `<circle cx="300" cy="280" r="150" fill="#1f2937"/><circle cx="300" cy="280" r="115" fill="url(#g)"/><circle cx="300" cy="280" r="100" fill="${p.d}"/>` +
      `<g fill="url(#g)">${[0, 72, 144, 216, 288]
        .map((a) => `<path d="M290 280 L282 185 Q300 178 318 185 L310 280Z" transform="rotate(${a} 300 280)"/>`)
        .join('')}</g>` +
      `<circle cx="300" cy="280" r="34" fill="url(#m)"/><g fill="#374151">${[0, 72, 144, 216, 288]
        .map((a) => `<circle cx="300" cy="260" r="5" transform="rotate(${a} 300 280)"/>`)
        .join('')}</g>` +
      `<path d="M160 200 A165 165 0 0 1 300 115" stroke="#fff" stroke-width="8" fill="none" opacity=".15" stroke-linecap="round"/>`,
  }),
  dashcam: () => ({
    shadow: 170,
    body:
      `<rect x="190" y="90" width="220" height="30" rx="12" fill="#1f2937"/><rect x="285" y="115" width="30" height="90" rx="10" fill="#374151"/>` +
      `<rect x="150" y="200" width="300" height="200" rx="36" fill="url(#g)"/><rect x="160" y="210" width="280" height="30" rx="15" fill="#fff" opacity=".2"/>` +
      `<circle cx="300" cy="305" r="80" fill="#111827"/><circle cx="300" cy="305" r="62" fill="url(#m)"/><circle cx="300" cy="305" r="48" fill="#0b1220"/><circle cx="300" cy="305" r="32" fill="url(#w)"/>` +
      `<circle cx="285" cy="290" r="10" fill="#fff" opacity=".7"/><circle cx="410" cy="230" r="7" fill="#ef4444"/>`,
  }),
  spray: (p) => ({
    shadow: 200,
    body:
      `<path d="M260 90 L360 90 Q380 90 380 110 L380 130 L300 150 L260 150Z" fill="#1f2937"/><path d="M360 110 L420 118 L420 132 L370 132Z" fill="#1f2937"/><path d="M300 150 L320 150 L330 205 Q310 215 300 200Z" fill="#374151"/>` +
      `<rect x="250" y="150" width="70" height="45" fill="url(#m)"/>` +
      `<path d="M235 195 L335 195 Q360 230 360 280 L360 440 Q360 462 338 462 L232 462 Q210 462 210 440 L210 280 Q210 230 235 195Z" fill="url(#gl)" stroke="#e2e8f0" stroke-width="4"/>` +
      `<path d="M216 270 L354 270 L354 440 Q354 456 338 456 L232 456 Q216 456 216 440Z" fill="url(#g)"/>` +
      `<rect x="226" y="310" width="118" height="90" rx="8" fill="#fff" opacity=".85"/><circle cx="285" cy="355" r="24" fill="${p.c}"/>` +
      hl(222, 215, 12, 220, 6) +
      `<rect x="380" y="390" width="120" height="70" rx="22" fill="#facc15"/><rect x="380" y="390" width="120" height="22" rx="11" fill="#22c55e"/>`,
  }),
};
