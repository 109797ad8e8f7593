import { isSpace } from './text';

/**
 * Short forms of a product name, derived by rule so they work for products never seen before:
 *   "Cursor v0.50 – Background Agent & Codebase Refactoring" → Cursor v0.50, Cursor, Background Agent, Codebase Refactoring
 *   "Cohere Command R3" → Cohere, Command R3
 *   "Together AI Inference Stack 2.0" → Together AI Inference Stack, Together AI, Together, Inference Stack
 *   "Llama 3.3 70B" → Llama 3.3, Llama
 */

/** Version and size tokens: v0.50, 2.0, 3.3, 70B, 8x7B, 2024. */
const VERSION = /^(?:v?\d+(?:\.\d+)*[a-z]?|\d+(?:\.\d+)?[kmbt]|\d+x\d+[kmb]|v\d+)$/i;
/** Separators between a product and the features it ships with. */
const SECTION_SEPARATOR = /\s+[–—-]\s+|:\s+|\s+\|\s+|\s*\(\s*|\s*\)\s*/u;
const LIST_SEPARATOR = /\s*(?:&|\+|,|\band\b|\/)\s*/u;
/** Company suffixes that belong with the vendor word: "Together AI", "Mistral Labs". */
const VENDOR_SUFFIX = new Set(['AI', 'Labs', 'Inc', 'Inc.', 'Corp', 'Corp.', 'Technologies', 'Systems', 'Software', 'Cloud', 'HQ', 'Research']);
/** Particles that open a family or place name, and so a brand of two words: "La Sportiva", "De Rosa", "Van Moof". */
const NAME_PARTICLE = new Set(['La', 'Le', 'Les', 'Los', 'Las', 'El', 'De', 'Del', 'Della', 'Du', 'Da', 'Di', 'Van', 'Von', 'Vander', 'St.', 'San', 'Santa']);
/** Words too generic to stand alone as a name. */
/** Common short English words: a product called "Go 1.22" is not named by every "Go for it". */
const SHORT_WORDS = new Set(
  ('a an as at be by do go he hi if in is it me my no of oh ok on or so to up us we ' +
    'ace act add age ago aid aim air all and any arc are arm art ask bad bag ban bar bay bed bee bet big bit box boy bug bus but buy can cap car cat cut day did die dig dog dot dry due ear eat egg end era eve eye fan far fat few fit fix fly for fox fun gap gas get got gun guy had has hat her hey him hip his hit hot how hub ice ink its jam jar jet job joy key kid kit lab lap law lay leg let lid lie lip log lot low mad man map may mix mob mud net new nor not now nut oak odd off oil old one our out owe own pad pan par pay pen pet pie pin pit pod pop pot put ran rat raw ray red rid rig rim rip rod row rub run sad saw say sea see set she shy sir sit six sky son spa spy sum sun tab tag tan tap tax tea ten the tie tin tip toe ton too top toy try two use van via war was way web wet who why win wit won yes yet you zip').split(' '),
);
const GENERIC = new Set([
  'ai', 'api', 'apis', 'app', 'apps', 'sdk', 'cli', 'the', 'a', 'an', 'pro', 'plus', 'max', 'mini', 'lite', 'stack',
  'model', 'models', 'agent', 'agents', 'cloud', 'platform', 'studio', 'suite', 'tool', 'tools', 'service', 'engine',
  'framework', 'library', 'server', 'client', 'labs', 'inc', 'new', 'beta', 'preview', 'edition', 'release', 'update',
  'version', 'inference', 'editor', 'ide', 'assistant', 'copilot', 'db', 'database', 'api-first', 'serverless', 'open', 'fine-tuning', 'search', 'chat', 'code', 'data', 'hub', 'kit', 'os', 'web', 'one', 'go',
  // technologies a product has, not its name ("Acme GPS Tracker": "GPS" is in every tracker's review)
  'gps', 'lte', '4g', '5g', 'usb', 'led', 'oled', 'hd', 'uhd', 'wifi', 'wi-fi', 'bluetooth',
  // kinds of thing said as letters ("Pipewell CRM": "a CRM", "CRM vendors" is the kind, in every review of one)
  'crm', 'erp', 'cms', 'lms', 'vpn', 'vps', 'cdn', 'nas', 'ssd', 'hdd', 'tv', 'suv', 'pc', 'pos', 'saas', 'llm',
  // what kind of thing it is, which a sentence about the kind opens with ("Electric scooters are …", "Smart locks …")
  'electric', 'smart', 'wireless', 'portable', 'cordless', 'digital', 'automatic', 'mechanical', 'robotic', 'rechargeable',
  // what a service carries, after its maker's name ("Apple Music": "Music is the wedge" is music, any service's)
  'music', 'video', 'mail', 'maps', 'photos', 'news', 'books', 'podcasts', 'drive', 'pay',
]);

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function stripVersions(tokens: string[]): string[] {
  return tokens.filter((t) => !VERSION.test(t));
}

/** Whether a candidate is specific enough to stand for the product on its own. */
function isDistinctive(candidate: string): boolean {
  const tokens = words(candidate);
  if (!tokens.length) return false;
  if (tokens.every((t) => GENERIC.has(t.toLowerCase()) || VERSION.test(t))) return false;
  if (tokens.length === 1) {
    const t = tokens[0];
    // A lone word must look like a name: capitalised and not too short, or letters mixed with digits
    // ("o3", "n8n", "R1") — never a plain lower-case word, which could be ordinary prose.
    if (/\p{L}/u.test(t) && /\p{N}/u.test(t)) return t.length >= 2;
    return t.length >= 3 && /^[\p{Lu}\p{N}]/u.test(t);
  }
  return /[\p{Lu}\p{N}]/u.test(candidate);
}

const EDGE = /^[\s\p{P}]+|[\s\p{P}]+$/gu;
/** Per ASCII character, whether EDGE's class holds it (white space or punctuation). */
const ASCII_EDGE = Uint8Array.from({ length: 128 }, (_, c) => (/[\s\p{P}]/u.test(String.fromCharCode(c)) ? 1 : 0));

/** `text.replace(EDGE, '')`: the pattern runs only when an end is white space, punctuation or outside ASCII. */
function trimmedOfPunctuation(text: string): string {
  if (!text) return text;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  if (first < 128 && last < 128 && !ASCII_EDGE[first] && !ASCII_EDGE[last]) return text;
  return text.replace(EDGE, '');
}

/** `text.replace(/\s+/g, ' ')`: the pattern runs only when the text has white space other than lone spaces. */
function oneSpacedRuns(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) && (c !== 32 || (i + 1 < text.length && isSpace(text.charCodeAt(i + 1))))) return text.replace(/\s+/g, ' ');
  }
  return text;
}

export function deriveAliases(name: string): string[] {
  const full = name.replace(/\s+/g, ' ').trim();
  const found: string[] = [];
  const add = (candidate: string) => {
    const clean = oneSpacedRuns(trimmedOfPunctuation(candidate));
    if (clean && clean !== full && isDistinctive(clean) && !found.includes(clean)) found.push(clean);
  };

  const sections = full.split(SECTION_SEPARATOR).filter((s) => s.trim());
  const head = sections[0] ?? full;
  const headWords = words(head);
  add(head);
  // Two capitalised words joined by "&" are written by their initials: "Weights & Biases" → "W&B".
  if (headWords.length === 3 && headWords[1] === '&' && /^\p{Lu}/u.test(headWords[0]) && /^\p{Lu}/u.test(headWords[2])) add(`${headWords[0][0]}&${headWords[2][0]}`);

  // The head without its trailing size ("Llama 3.3 70B" → "Llama 3.3"), then without any version.
  const unsized = [...headWords];
  while (unsized.length > 1 && VERSION.test(unsized[unsized.length - 1]) && /[kmbt]$/i.test(unsized[unsized.length - 1])) unsized.pop();
  add(unsized.join(' '));
  const core = stripVersions(headWords);
  add(core.join(' '));

  // Vendor and the rest: "Cohere Command R3" → "Cohere" + "Command R3".
  if (core.length >= 2) {
    // A vendor of two words: a company suffix after it ("Together AI"), or a particle before it ("La Sportiva").
    const vendorLength = VENDOR_SUFFIX.has(core[1]) || (core.length >= 3 && NAME_PARTICLE.has(core[0])) ? 2 : 1;
    const vendor = core.slice(0, vendorLength);
    add(vendor.join(' '));
    if (vendorLength === 2 && !NAME_PARTICLE.has(vendor[0])) add(vendor[0]);
    const restWords = headWords.slice(headWords.indexOf(vendor[vendor.length - 1]) + 1);
    if (restWords.length) {
      const rest = restWords.join(' ');
      if (restWords.length >= 2 || /\d/.test(rest)) add(rest);
      const restCore = stripVersions(restWords);
      if (restCore.length >= 2) add(restCore.join(' '));
    }
  }

  // Feature sections: "Background Agent & Codebase Refactoring" → each feature.
  for (const section of sections.slice(1)) {
    const items = section.split(LIST_SEPARATOR).filter(Boolean);
    for (const item of items) if (words(item).length >= 2) add(item);
  }
  return found;
}

/**
 * The names that attribute a quote within one matchup: each side's name and short forms, plus forms that
 * only make sense against the other side (kept out of the catalog's aliases, so hovers stay precise):
 *   - the last word after a vendor, on its own: "Acme Toaster" → "Toaster";
 *   - the head word as the author cased it, even in lower case: "grillo 2.1" → "grillo";
 *   - the words that tell two names with a shared part apart: "Cam 4" vs "Cam 400" → "the 4", "the 400";
 *     "Model Pro" vs "Model Lite" → "Pro", "Lite". A name part both sides share decides nothing;
 *     with the shared word before it, the pair reads as people write it: "Acme Model 3" → "Model 3";
 *   - model numbers, letters and digits in one word: "Acme Mower i105E" → "i105E";
 *   - the clipped forms people use for a long head word: a technical capital suffix dropped
 *     ("QuillDB" → "Quill"; "FooSQL" → "Foo", "Foos"), or the first four letters of a long plain word
 *     ("Quantafilm" → "Quan").
 */
export function attributionNames(a: string, b: string, aliasesOf: (name: string) => string[] = deriveAliases): [string[], string[]] {
  const sides = [a, b].map((name) => name.replace(/\s+/g, ' ').trim());
  const tokens = sides.map((name) => words(name.split(SECTION_SEPARATOR)[0] ?? name));
  const lowerSets = tokens.map((list) => new Set(list.map((t) => t.toLowerCase())));
  // Every word of each name, its subtitle's too ("… – Wood Fire Oven"): a clipped head word that is one of the
  // other side's words ("Fire" of "Firecrest") names that side's kind, not this product.
  const allWords = sides.map((name) => new Set(words(name).map((t) => t.toLowerCase())));
  const big = biggerSide(tokens[0], tokens[1]);
  const newer = newerSide(tokens[0], tokens[1]);
  const vendor = tokens[0][0] !== undefined && lowerSets[1].has(tokens[0][0].toLowerCase()) ? tokens[0][0] : undefined;
  // The words two names of one line open with, as the first writes them, when they are name-like: "Acme Hornet" of "Acme Hornet 2P" and "Acme Hornet Elite".
  const sharedLine: string[] = [];
  for (let k = 0; k < Math.min(tokens[0].length, tokens[1].length) && tokens[0][k].toLowerCase() === tokens[1][k].toLowerCase(); k++) if (LINE_WORD.test(tokens[0][k])) sharedLine.push(tokens[0][k]);
  // The plain model of a line: the name whose every word the other holds, with more ("Hornet 2P" of "Hornet Elite 2P").
  const plainSide = sharedLine.length ? [0, 1].find((side) => tokens[side].length < tokens[1 - side].length && tokens[side].every((t) => lowerSets[1 - side].has(t.toLowerCase()))) ?? -1 : -1;
  // Its words a writer puts after "the regular": the line's name-like words and its model numbers ("the classic 770").
  const plainTails = plainSide < 0 ? [] : ['one', 'model', 'version', ...tokens[plainSide].slice(1).filter((t) => LINE_WORD.test(t) || /^\d/u.test(t))];
  // One name may be the other's start ("Acme A1" and "Acme A1 Mini"): the shorter one's name, whole, without its
  // first word, or its last word, said without the longer name's extra words (which the longest match reads first),
  // names the shorter product. Other shared words ("Acme") still name neither.
  const shorter = isPrefixOf(tokens[0], tokens[1]) ? 0 : isPrefixOf(tokens[1], tokens[0]) ? 1 : -1;
  const base = shorter >= 0 ? baseForms(tokens[shorter]) : [];
  const whole = sides.map((name, side) => new Set([name.toLowerCase(), ...(side === shorter ? base.map((n) => n.toLowerCase()) : [])]));
  // Their lengths, so most forms are ruled out without a lower-cased copy.
  const takenLengths = whole.map((set) => new Set([...set].map((n) => n.length)));
  return sides.map((name, side) => {
    const names = new Set([name, ...aliasesOf(name)]);
    const own = tokens[side];
    const other = lowerSets[1 - side];
    const core = stripVersions(own);
    // Whether the other name holds `form` as whole words: then it names neither product.
    const otherSays = (form: string) => ` ${sides[1 - side].toLowerCase()} `.includes(` ${form.toLowerCase()} `);
    // A model number and its tier word closing the name ("Scooter 4 Pro" → "4 Pro"), as people write it ("Xiaomi's 4
    // Pro", "the 4 Pro"), unless the other name holds the same pair.
    if (own.length >= 3) {
      const [number, tier] = own.slice(-2);
      const pair = `${number} ${tier}`;
      if (/^\d{1,3}$/u.test(number) && (PREMIUM.has(tier.toLowerCase()) || COMPACT.has(tier.toLowerCase())) && !otherSays(pair)) names.add(pair);
    }
    // A name closing on a plain model number, said by the word before it and the number ("Acme Zeta Voyager 850" →
    // "Voyager 850"; not a tier word's, "Pro 16", which rivals' names share) or by the number after "the" ("the 850"),
    // when the other name says neither.
    if (own.length >= 3 && /^\d{2,4}$/u.test(own[own.length - 1]) && !VERSION.test(own[own.length - 2]) && !SERIES_WORD.test(own[own.length - 2])) {
      const [word, number] = own.slice(-2);
      const pair = `${word} ${number}`;
      // A kind said in capitals is the line's letters before its number ("Acme HD 600" → "HD 600"), as owners say it.
      const letters = /^\p{Lu}{2,4}$/u.test(word);
      if ((letters || !GENERIC.has(word.toLowerCase())) && !PREMIUM.has(word.toLowerCase()) && !COMPACT.has(word.toLowerCase()) && !otherSays(pair)) names.add(pair);
      if (!other.has(number)) names.add(`the ${number}`).add(`The ${number}`);
    }
    // Two names that both close on a number, a single digit too ("Acme Goat 5" against "Zeta Cross 6"): "the 5" and
    // "the 6" tell them apart as owners write them ("bought the 6 after two pairs of the 5").
    const last = own[own.length - 1];
    const otherTokens = tokens[1 - side];
    const otherLast = otherTokens[otherTokens.length - 1];
    if (own.length >= 2 && otherTokens.length >= 2 && /^\d{1,4}$/u.test(last) && /^\d{1,4}$/u.test(otherLast) && !other.has(last)) names.add(`the ${last}`).add(`The ${last}`);
    // A plain model number inside the name, after the maker's word ("Acme 415 Travel Dock" → "the 415"), as owners say
    // it, when the other name does not hold it.
    for (let k = 1; k < own.length - 1; k++) if (/^\d{3,4}$/u.test(own[k]) && !other.has(own[k])) names.add(`the ${own[k]}`).add(`The ${own[k]}`);
    // A model number with a kit or variant suffix after a hyphen, said without it ("Acme 2904-20" → "2904", "the 2904";
    // "Acme XFD131-2" → "XFD131"), when the other name does not hold it. Not a code whose part before the hyphen has no
    // digit ("WH-1000XM5").
    for (const word of own) {
      const kit = /^(\p{L}{0,4}\d[\p{L}\d]{2,})-\d{1,3}$/u.exec(word);
      if (kit && !other.has(kit[1].toLowerCase()) && !otherSays(kit[1])) names.add(kit[1]).add(`the ${kit[1]}`).add(`The ${kit[1]}`);
    }
    // A model code closing on one capital after its digits, said without it ("Acme HX890E" → "HX890", "the HX890"), when
    // the other name does not hold it.
    for (const word of own) {
      const stem = /^(\p{Lu}{1,4}\d{2,5})\p{Lu}$/u.exec(word);
      if (stem && !other.has(stem[1].toLowerCase()) && !otherSays(stem[1])) names.add(stem[1]).add(`the ${stem[1]}`).add(`The ${stem[1]}`);
    }
    // A short code in capitals after the model number, left out ("Acme Ridge 15 GW" → "Acme Ridge 15", "Ridge 15").
    if (own.length >= 3 && /^\p{Lu}{1,3}$/u.test(own[own.length - 1]) && /^\d{1,4}$/u.test(own[own.length - 2])) {
      for (const form of [own.slice(0, -1).join(' '), own.slice(1, -1).join(' ')]) if (form.includes(' ') && !otherSays(form)) names.add(form);
    }
    // A letter code of two capitals or more closing the name after its model number, said alone ("Acme Welder 215 MPi" →
    // "MPi", "the MPi"), as owners say it, unless it is a tier or kind word or the other name holds it.
    if (own.length >= 3 && /^\d{1,4}$/u.test(own[own.length - 2])) {
      const code = own[own.length - 1];
      const lower = code.toLowerCase();
      if (/^(?=(?:\p{Ll}*\p{Lu}){2})\p{L}{2,4}$/u.test(code) && !PREMIUM.has(lower) && !COMPACT.has(lower) && !GENERIC.has(lower) && !SHORT_WORDS.has(lower) && !other.has(lower)) {
        names.add(code).add(`the ${code}`).add(`The ${code}`);
      }
    }
    // A tier word and the model code closing the name ("Acme Pro 6E" → "Pro 6E"), unless the other name holds the pair.
    if (own.length >= 3) {
      const [tier, code] = own.slice(-2);
      const pair = `${tier} ${code}`;
      if ((PREMIUM.has(tier.toLowerCase()) || COMPACT.has(tier.toLowerCase())) && /^\d{1,3}\p{L}{1,2}$/u.test(code) && !otherSays(pair)) names.add(pair);
    }
    // The initials of a name's capitalised parts and its model number, as owners shorten it ("Acme Widget-Maker 4" →
    // "AWM4", "Widget-Maker 4" → "WM4"), in capitals only, when the other name says none of them.
    if (own.length >= 2 && /^\d{1,4}$/u.test(own[own.length - 1])) {
      const number = own[own.length - 1];
      const parts = own.slice(0, -1).flatMap((word) => word.split('-'));
      for (const from of [0, 1]) {
        const kept = parts.slice(from);
        if (kept.length < 2 || kept.length > 4 || !kept.every((part) => /^\p{Lu}\p{Ll}/u.test(part))) continue;
        const initials = kept.map((part) => part[0]).join('');
        for (const form of [`${initials}${number}`, `${initials}-${number}`, `${initials} ${number}`]) if (!otherSays(form)) names.add(form);
      }
    }
    // The head word as written, when it is long enough to be a name and not a generic word.
    if (core.length && core[0].length >= 4 && !GENERIC.has(core[0].toLowerCase()) && !other.has(core[0].toLowerCase())) names.add(core[0]);
    // A short name that is the whole name but its version ("Qx 21" → "Qx", "Vix 0.190" → "Vix"), unless it is a word.
    if (core.length === 1 && own.length > 1 && core[0].length <= 3 && /^\p{Lu}/u.test(core[0]) && !SHORT_WORDS.has(core[0].toLowerCase()) && !GENERIC.has(core[0].toLowerCase()) && !other.has(core[0].toLowerCase())) names.add(core[0]);
    // A short name before its series word and number ("Qi Series 3", "Vo Gen 2"): "the Qi" names it, and a head of three
    // letters or more alone ("Zyx Series 5" → "Zyx"); a bare two-letter head is too often part of another word.
    if (core.length === 2 && SERIES_WORD.test(core[1]) && own.length > 2 && /^\p{Lu}\p{L}{1,3}$/u.test(core[0]) && !SHORT_WORDS.has(core[0].toLowerCase()) && !GENERIC.has(core[0].toLowerCase()) && !other.has(core[0].toLowerCase())) {
      names.add(`the ${core[0]}`).add(`The ${core[0]}`);
      if (core[0].length >= 3) names.add(core[0]);
    }
    // The word closing the name, written small before the kind of variant ("Acme Standard" → "the standard plan"), as a
    // writer names a plan or an edition, when the other name does not hold it.
    if (own.length >= 2 && /^\p{Lu}\p{Ll}{3,}$/u.test(own[own.length - 1]) && !other.has(own[own.length - 1].toLowerCase())) {
      for (const kind of VARIANT_KINDS) names.add(`the ${own[own.length - 1].toLowerCase()} ${kind}`).add(`The ${own[own.length - 1].toLowerCase()} ${kind}`);
    }
    // A release number closing the name ("Acme Deploy 1.12" → "1.12"): a writer comparing two releases names one by
    // its number alone ("what 1.12 adds"), when the other name does not hold it.
    if (own.length >= 2 && /^v?\d+\.\d+(?:\.\d+)?$/u.test(own[own.length - 1]) && !otherSays(own[own.length - 1])) names.add(own[own.length - 1]);
    // A line in capitals before its generation in Roman numerals ("Acme QX IIIs", "Acme RZ IV"): owners drop the
    // generation, as they drop a number, and say "the QX"; a line of three letters or more alone too.
    own.forEach((t, k) => {
      if (k === 0 || !/^\p{Lu}{2,4}$/u.test(t) || !ROMAN_GENERATION.test(own[k + 1] ?? '') || other.has(t.toLowerCase()) || GENERIC.has(t.toLowerCase())) return;
      names.add(`the ${t}`).add(`The ${t}`);
      if (t.length >= 3) names.add(t);
    });
    // The series word and its number, without the line before them ("Acme Band Series 9" → "Series 9"), as owners
    // say it, when the other name does not say the same.
    own.forEach((t, k) => {
      const number = own[k + 1];
      if (k > 0 && SERIES_WORD.test(t) && number !== undefined && (/^\d{1,4}$/u.test(number) || ROMAN_GENERATION.test(number)) && !otherSays(`${t} ${number}`)) names.add(`${t} ${number}`);
    });
    // The series word left out before its number ("Acme iQ Series 4" → "iQ 4", "iQ4"): the word before it and the
    // number, when the other name does not say the same.
    if (own.length >= 3) {
      const [line, series, number] = own.slice(-3);
      if (SERIES_WORD.test(series) && /^\d{1,4}$/u.test(number) && line.length >= 2 && !VERSION.test(line) && !GENERIC.has(line.toLowerCase())) {
        for (const form of [`${line} ${number}`, `${line}${number}`]) if (!sides[1 - side].toLowerCase().includes(form.toLowerCase())) names.add(form);
      }
    }
    // The last word after a vendor, unless the other name holds it inside a word: the kind both are ("Acme VPN" and
    // "ZetaVPN" are both VPNs).
    if (core.length === 2 && /^[\p{Lu}]/u.test(core[1]) && core[1].length >= 3 && !GENERIC.has(core[1].toLowerCase()) && !sides[1 - side].toLowerCase().includes(core[1].toLowerCase())) names.add(core[1]);
    // The word closing a longer name after "the", capitalised ("Grey Owl Sagittarius" → "the Sagittarius"): a model's
    // name, since a kind closing a name is written small after "the" ("the kettle"), when the other name lacks the word,
    // inside a word too ("Bike" of "… Indoor Cycling Bike" against "Acme Bike+").
    if (core.length >= 3) {
      const last = core[core.length - 1];
      if (/^\p{Lu}\p{Ll}{2,}$/u.test(last) && !GENERIC.has(last.toLowerCase()) && !sides[1 - side].toLowerCase().includes(last.toLowerCase())) names.add(`the ${last}`).add(`The ${last}`);
    }
    // The words after a vendor, when more follows ("Acme Widgetline Aero Kettle" → "Widgetline", "Aero"; a word cased
    // like a brand, "iThing", at any length), but not the last, where the category noun goes ("Kettle").
    for (let k = 1; k < core.length - 1; k++) if (LINE_WORD.test(core[k]) && !GENERIC.has(core[k].toLowerCase()) && !other.has(core[k].toLowerCase())) names.add(core[k]);
    // A tier word closing a longer name ("Acme Stream Pass Ultimate" → "Ultimate"): no category noun goes there, and
    // written capitalised on its own it is the tier's name, when the other name has no such word.
    if (core.length >= 3) {
      const last = core[core.length - 1];
      if (/^\p{Lu}\p{Ll}{2,}$/u.test(last) && CLOSING_TIER.has(last.toLowerCase()) && !allWords[1 - side].has(last.toLowerCase())) names.add(last);
    }
    // A word of the kind among them, only as a name after "the" ("Acme Wireless Printer" → "the Wireless"), capitalised.
    for (let k = 1; k < core.length - 1; k++) if (/^\p{Lu}\p{Ll}{3,}$/u.test(core[k]) && GENERIC.has(core[k].toLowerCase()) && !other.has(core[k].toLowerCase())) names.add(`the ${core[k]}`).add(`The ${core[k]}`);
    // The last of them too when it is cased like a brand, no category noun ("Philips Sonicare DiamondClean 9000" →
    // "DiamondClean", "DiamondClean 9000").
    own.forEach((t, k) => {
      if (k === 0 || !TWO_PART_WORD.test(t) || other.has(t.toLowerCase())) return;
      names.add(t);
      const version = own[k + 1];
      if (version !== undefined && VERSION.test(version)) names.add(`${t} ${version}`);
    });
    // The second part of a word of two ("CoolMini" → "the Mini"), said after "the" when the other name has no such word.
    for (const t of own) {
      const tail = TWO_PART_WORD.test(t) ? /\p{Lu}\p{Ll}+$/u.exec(t)?.[0] : undefined;
      if (tail && tail.length >= 3 && !allWords[1 - side].has(tail.toLowerCase()) && !sides[1 - side].includes(tail)) names.add(`the ${tail}`).add(`The ${tail}`);
    }
    // Not a word the other name holds as a name's word, capitalised ("Fire" of "… – Wood Fire Oven"); one it holds in lower
    // case names its kind ("… – health + ancestry"), which a capitalised "Ancestry" of "AncestryDNA" is not.
    if (core.length) for (const clip of clippedForms(core[0])) if (!words(sides[1 - side]).some((w) => trimmedOfPunctuation(w) === clip || (w.toLowerCase() === clip.toLowerCase() && /^\p{Lu}/u.test(w)))) names.add(clip);
    // A name that is a web address, said without its ending ("Quillnote.ai" → "Quillnote", "Quillnote's"); one its
    // maker writes in lower case, capitalised as prose writes a name ("tallyboard.com" → "Tallyboard"): in lower case
    // it may be a plain word of the trade ("incident.io" → "incident").
    for (const t of own) {
      const domain = DOMAIN_NAME.exec(t);
      if (!domain || GENERIC.has(domain[1].toLowerCase()) || other.has(domain[1].toLowerCase())) continue;
      names.add(/^\p{Ll}/u.test(domain[1]) ? domain[1][0].toUpperCase() + domain[1].slice(1) : domain[1]);
    }
    // A name of two or three plain words as a package or command writes it ("Quill Notes" → "quill-notes").
    if (core.length >= 2 && core.length <= 3 && core.every((t) => /^\p{L}{2,}$/u.test(t))) {
      const slug = core.join('-').toLowerCase();
      if (!lowerSets[1 - side].has(slug)) names.add(slug);
    }
    // Model numbers, letters and digits in one word ("i105E", "405X", "Z340", or a short "K5"): no prose word looks like one.
    for (const t of own) if ((MODEL_NUMBER.test(t) || SHORT_MODEL.test(t)) && !other.has(t.toLowerCase())) names.add(t);
    // A model code without the small letters closing it ("ZX421d" → "ZX421"), as owners shorten it.
    for (const t of own) {
      const stem = /^(\p{Lu}[\p{Lu}\p{N}-]*\p{N})\p{Ll}{1,2}$/u.exec(t)?.[1];
      if (stem && stem.length >= 4 && MODEL_NUMBER.test(stem) && !other.has(stem.toLowerCase()) && !otherSays(stem)) names.add(stem);
    }
    // A model code with a short tail after a hyphen, a colour or region ("27UP850N-W"): owners write the code without it.
    for (const t of own) {
      const stem = /^([\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*)-\p{L}{1,3}$/u.exec(t)?.[1];
      if (stem && stem.length >= 4 && MODEL_NUMBER.test(stem) && !other.has(stem.toLowerCase()) && !otherSays(stem)) names.add(stem).add(t);
    }
    // A model code alone in brackets or after a dash ("UltraSharp 27 Monitor (U2723QE)"): the code is how owners name it.
    for (const section of sides[side].split(SECTION_SEPARATOR).slice(1)) {
      const code = section.trim();
      if (/^[\p{L}\p{N}-]+$/u.test(code) && MODEL_NUMBER.test(code) && code.length >= 4 && !other.has(code.toLowerCase()) && !otherSays(code)) names.add(code);
    }
    // Distinguishing words, when the two names share a part.
    if (own.some((t) => other.has(t.toLowerCase()))) {
      own.forEach((t, k) => {
        if (k > 0 && other.has(own[k - 1].toLowerCase()) && !other.has(t.toLowerCase()) && !JOINING_WORDS.has(t)) names.add(`${own[k - 1]} ${t}`);
      });
      for (const t of own) {
        // A word that only joins the name's parts ("White and Color") names nothing in prose; nor does a kind of thing
        // said as letters ("API" of "Acme API Gateway" against "Zeta Gateway": "the admin API" is any product's).
        if (other.has(t.toLowerCase()) || JOINING_WORDS.has(t) || ARTICLES.has(t.toLowerCase())) continue;
        if (/^\p{Lu}{2,}s?$/u.test(t) && GENERIC.has(t.toLowerCase())) continue;
        // "the 500" / "The 500" opening a sentence (names match case-sensitively).
        if (/^\d/u.test(t) || t.length < 3) names.add(`the ${t}`).add(`The ${t}`);
        else names.add(t);
        // After the maker both names open with, in the possessive: "Acme’s 500".
        if (vendor !== undefined && t !== own[0]) names.add(`${vendor}’s ${t}`).add(`${vendor}'s ${t}`);
        // A plain word that tells them apart, written small before the kind of variant: "the cloud edition".
        if (/^\p{Lu}\p{Ll}{3,}$/u.test(t)) for (const kind of VARIANT_KINDS) names.add(`the ${t.toLowerCase()} ${kind}`).add(`The ${t.toLowerCase()} ${kind}`);
        // A line of capitals, in the plural ("the NLs" for a pair of "NL" binoculars).
        if (/^\p{Lu}{2,4}$/u.test(t) && !other.has(`${t}s`.toLowerCase())) names.add(`${t}s`);
      }
    }
    // Two sizes of one line: the big one and the little one, and each one's "big/little brother" is the other.
    if (big !== null) for (const form of sizeForms(side === big ? BIG : SMALL, side === big ? SMALL : BIG, vendor)) names.add(form);
    // The plain model of a line: "the regular Hornet", "the classic 770", "the original one".
    if (side === plainSide) for (const word of PLAIN) for (const tail of plainTails) names.add(`the ${word} ${tail}`).add(`The ${word} ${tail}`);
    // The dearer and the cheaper of a line, also by the line's shared words: "the premium version", "the cheaper Hornet".
    if (big !== null) {
      const tails = ['one', 'model', 'version', ...sharedLine];
      for (const word of side === big ? DEAR : CHEAP) {
        for (const tail of tails) for (const article of ['the', 'The', 'this', 'This']) names.add(`${article} ${word} ${tail}`);
        for (const tail of ['of', 'of the two', 'of the pair']) names.add(`the ${word} ${tail}`).add(`The ${word} ${tail}`);
      }
    }
    if (side === shorter) for (const form of base) names.add(form);
    // Two generations of one line: "the new version", "the older model", "last year's one".
    if (newer !== null) for (const form of generationForms(side === newer)) names.add(form);
    // A name ending in its number, or a model code, in the plural: "two pairs of Trail 5s", "a pair of HX5s".
    for (const n of [...names]) if (NUMBERED_NAME.test(n) || (MODEL_NUMBER.test(n) && CODE_END.test(n))) names.add(`${n}s`);
    // The longer one's tails, so that its longest match outruns the shorter one's ("Scooter 4 Pro" over "Scooter 4").
    if (shorter >= 0 && side !== shorter) for (let k = 1; k < own.length - 1; k++) names.add(own.slice(k).join(' '));
    // A name cased its own way ("FROSTi", "DevHub"), also as people retype it ("Frosti", "Devhub").
    if (own.some((t) => ODD_WORD.test(t))) {
      for (const n of [...names]) {
        const retyped = n.replace(ODD_CASE, (word) => word[0].toUpperCase() + word.slice(1).toLowerCase());
        if (retyped !== n) names.add(retyped);
      }
    }
    // Initials with the capitals inside a word ("DevHub Actions" → "DHA").
    // One word of two capitalised parts gives its two capitals ("FlagHarbor" → "FH").
    const capitals = core.length >= 2 && core.length <= 4 && core.every((t) => /^\p{Lu}/u.test(t))
      ? core.map((t) => t.replace(/[^\p{Lu}]/gu, '')).join('')
      : core.length === 1 && TWO_PART_WORD.test(core[0]) ? core[0].replace(/[^\p{Lu}]/gu, '') : '';
    if (capitals.length > Math.max(core.length, 1) && capitals.length <= 5 && !other.has(capitals.toLowerCase())) names.add(capitals);
    // The same without the vendor's word, when a word after it has two capitalised parts ("Acme RidgeRunner Lite" →
    // "RRL"): the model's own initials.
    if (core.length >= 3 && core.length <= 4 && core.every((t) => /^\p{Lu}/u.test(t))) {
      const model = core.slice(1).map((t) => t.replace(/[^\p{Lu}]/gu, '')).join('');
      if (model.length > core.length - 1 && model.length >= 3 && model.length <= 5 && !other.has(model.toLowerCase())) names.add(model);
    }
    // The same for the words before the last, the product's line said after them ("QuickBooks Online Payroll" →
    // "QBO", "QBO Payroll").
    if (core.length >= 3 && core.length <= 4 && core.every((t) => /^\p{Lu}/u.test(t))) {
      const head = core.slice(0, -1).map((t) => t.replace(/[^\p{Lu}]/gu, '')).join('');
      if (head.length >= 3 && head.length <= 5 && !other.has(head.toLowerCase())) names.add(head).add(`${head} ${core[core.length - 1]}`);
      // Two initials are too short alone, but not before the last word ("Vivid Slate Code" → "VS Code").
      else if (head.length === 2 && core.length === 3 && !otherSays(`${head} ${core[2]}`)) names.add(`${head} ${core[2]}`);
    }
    // A closing word in capitals after the maker's and the line's words ("Acme Trailmoor QXT" → "QXT"; not in a name
    // written in capitals, "Acme GPS CAT"), or two capitalised parts joined by a slash ("Acme Cloud Push/Pull" →
    // "Push/Pull"): the model's own name, when the names share no word.
    if (core.length >= 3 && !own.some((t) => other.has(t.toLowerCase()))) {
      const last = core[core.length - 1];
      if (((/^\p{Lu}{3,5}$/u.test(last) && !/^\p{Lu}+$/u.test(core[core.length - 2])) || /^\p{Lu}\p{Ll}*\/\p{Lu}\p{Ll}*$/u.test(last)) && !GENERIC.has(last.toLowerCase()) && !other.has(last.toLowerCase()) && !otherSays(last)) names.add(last);
    }
    // A word of two capitalised parts, with the version that follows it ("BurnerJet 2" → "BJ2", "BJ 2"), or by its
    // capitals before the word after it ("Acme SoundWave Ultra" → "SW Ultra").
    own.forEach((t, k) => {
      const next = own[k + 1];
      if (!TWO_PART_WORD.test(t) || next === undefined) return;
      const initials = t.replace(/[^\p{Lu}]/gu, '');
      if (/^\d{1,3}$/u.test(next)) {
        if (!other.has(`${initials}${next}`.toLowerCase())) names.add(`${initials}${next}`).add(`${initials} ${next}`);
      } else if (k > 0 && /^\p{Lu}/u.test(next) && !otherSays(`${initials} ${next}`)) names.add(`${initials} ${next}`);
    });
    // Initials of a name of two to four capitalised words ("Quill Unlimited" → "QU"), matched as written, in capitals.
    const initials = core.length >= 2 && core.length <= 4 && core.every((t) => /^\p{Lu}\p{Ll}/u.test(t)) ? core.map((t) => t[0]).join('') : '';
    if (initials && !other.has(initials.toLowerCase())) names.add(initials);
    // A long name of plain capitalised words is said by the model's initials, after its maker's one or two words
    // ("Acme Tool Works Red Pine Saw" → "RPS").
    if (core.length >= 4 && core.length <= 6 && core.every((t) => /^\p{Lu}\p{Ll}/u.test(t))) {
      for (const from of [1, 2]) {
        const model = core.slice(from).map((t) => t[0]).join('');
        if (model.length >= 3 && !other.has(model.toLowerCase())) names.add(model);
      }
    }
    // A model code's part after its series letters ("UV-5RM" → "5RM"), when it is a code of its own (letters and digits).
    for (const t of own) {
      const tail = SERIES_TAIL.exec(t);
      if (!tail || !(MODEL_NUMBER.test(tail[1]) || SHORT_MODEL.test(tail[1])) || other.has(tail[1].toLowerCase())) continue;
      // In the plural too, as a pair or a fleet of them is spoken of: "a pair of 1000XM5s".
      names.add(tail[1]);
      if (CODE_END.test(tail[1]) && !other.has(`${tail[1]}s`.toLowerCase())) names.add(`${tail[1]}s`);
    }
    // A code's generation at its end, letters and a digit after a run of digits ("WH-1000XM5" → "XM5"), as owners say it.
    for (const t of own) {
      const generation = /\d{2,}(\p{Lu}{2,3}\d{1,2})$/u.exec(t);
      if (generation && !sides[1 - side].toLowerCase().includes(generation[1].toLowerCase())) names.add(generation[1]).add(`${generation[1]}s`);
    }
    // The brand of two words or more before a model code ("Sun Joe SPX3000" → "Sun Joe"), said as one name.
    if (own.length >= 3 && MODEL_NUMBER.test(own[own.length - 1]) && own.slice(0, -1).every((t) => /^\p{Lu}\p{Ll}/u.test(t))) {
      const brand = own.slice(0, -1);
      if (!brand.some((t) => other.has(t.toLowerCase()))) names.add(brand.join(' '));
    }
    // A name in capitals, as people retype it ("YOYO2" → "YOYO", "Yoyo"; "ASUS" → "Asus").
    for (const t of own) {
      const capitals = CAPITALS_WORD.exec(t);
      if (!capitals || other.has(capitals[1].toLowerCase())) continue;
      names.add(capitals[1]).add(capitals[1][0] + capitals[1].slice(1).toLowerCase());
    }
    // A nickname given as a subtitle ("… – the Mighty") opens a sentence too: "The Mighty is …".
    for (const n of [...names]) if (n.startsWith('the ') && /^the \p{Lu}/u.test(n)) names.add(`T${n.slice(1)}`);
    // The plural of a one-word name ("three pairs of Roamers", "the Pros"), and of a model code ("four UV-5Rs").
    for (const n of [...names]) if (/^\p{Lu}\p{L}{2,}$/u.test(n) && !/[sxz]$/u.test(n) && !other.has(`${n}s`.toLowerCase())) names.add(`${n}s`);
    for (const t of own) if (CODE_WORD.test(t) && !other.has(`${t}s`.toLowerCase())) names.add(`${t}s`);
    // The other side's whole name is the other product's, not a short form of this one ("Quillwatch" in
    // "Quillwatch vs Quillwatch Self-Hosted"): said alone, it names that product.
    const taken = whole[1 - side];
    return [...names].filter((n) => n.trim() && !(takenLengths[1 - side].has(n.length) && taken.has(n.toLowerCase())) && !commonAbbreviation(n));
  }) as [string[], string[]];
}

/**
 * A word of a name that is also a common word once its period goes ("No." of "Felco No. 2"): said alone it is that
 * word ("No adjustable tension, no …"), never the product.
 */
function commonAbbreviation(form: string): boolean {
  return form.endsWith('.') && /^\p{L}+\.$/u.test(form) && SHORT_WORDS.has(form.slice(0, -1).toLowerCase());
}

/** Whether the words `a` are the first words of the longer `b` (case aside). */
function isPrefixOf(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.length < b.length && a.every((t, i) => t.toLowerCase() === b[i].toLowerCase());
}

/** A name's words whole, each tail of two words or more, and its last word alone (when two characters or more, not generic). */
function baseForms(tokens: readonly string[]): string[] {
  const forms = [tokens.join(' ')];
  // Every tail of two words or more: "Acme Electric Kettle 4" is also "Electric Kettle 4" and "Kettle 4".
  for (let k = 1; k < tokens.length - 1; k++) forms.push(tokens.slice(k).join(' '));
  if (tokens.length === 2) forms.push(tokens[1]);
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last.length >= 2 && !GENERIC.has(last.toLowerCase())) forms.push(last);
  return forms;
}

/** A word of four letters or more with a capital after its first letter and lower case around it ("FROSTi", "DevHub"). */
/** One word of two capitalised parts ("FlagHarbor", "BurnerJet"). */
const TWO_PART_WORD = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u;
/** A title word that ODD_CASE may retype: a capital after its first letter, and some lower case. */
const ODD_WORD = /^(?=\p{L}*\p{Ll})\p{Lu}\p{L}*\p{Lu}/u;
const ODD_CASE = /(?<![\p{L}\p{N}])(?=\p{Lu}[\p{L}]{3,}(?![\p{L}\p{N}]))(?=\p{L}*\p{Ll})\p{L}+?\p{Lu}\p{L}*(?![\p{L}\p{N}])/gu;

/** Words that make a name the bigger or the smaller of a line ("Pro", "Mini"). */
const PREMIUM = new Set(['pro', 'max', 'plus', 'ultra', 'xl', 'premium', 'elite', 'deluxe', '+']);
/** Tier words that close a name as its own: "Pass Ultimate", "Plus Premium", "9900 Prestige". */
const CLOSING_TIER = new Set(['premium', 'ultimate', 'prestige', 'elite', 'deluxe', 'ultra', 'signature']);
const COMPACT = new Set(['mini', 'lite', 'se', 'nano', 'go', 'compact', 'little']);
const BIG = ['big', 'bigger', 'larger'];
const SMALL = ['little', 'small', 'smaller'];
/** The bigger model of a line is the dearer one: "the pricier one", "the cheaper frame of the pair". */
const DEAR = ['pricier', 'dearer', 'more expensive', 'top-tier', 'flagship', 'premium'];
const CHEAP = ['cheaper', 'cheapest', 'budget', 'entry-level', 'less expensive', 'base', 'basic'];
/** The model of a line without the other's extra words: "the regular Hornet" (of "Hornet" and "Hornet Elite"), "the classic 770". */
const PLAIN = ['regular', 'standard', 'plain', 'original', 'classic', 'ordinary', 'vanilla'];

/**
 * Which of two names of one line (a shared first word) is the bigger model: the one with a premium word or without
 * a compact one, else the one with the larger first number ("Air 250" vs "Air 400"); null when nothing says.
 */
function biggerSide(a: string[], b: string[]): 0 | 1 | null {
  if (!a.length || !b.length || a[0].toLowerCase() !== b[0].toLowerCase()) return null;
  const extra = (own: string[], other: string[]) => own.filter((t) => !other.some((o) => o.toLowerCase() === t.toLowerCase())).map((t) => t.toLowerCase());
  const [ea, eb] = [extra(a, b), extra(b, a)];
  const has = (list: string[], set: Set<string>) => list.some((t) => set.has(t) || set.has(t.replace(/\+$/u, '')));
  const premium = [has(ea, PREMIUM), has(eb, PREMIUM)];
  if (premium[0] !== premium[1]) return premium[0] ? 0 : 1;
  const compact = [has(ea, COMPACT), has(eb, COMPACT)];
  if (compact[0] !== compact[1]) return compact[0] ? 1 : 0;
  const number = (list: string[]) => {
    for (const t of list) {
      const digits = /\d+/u.exec(t);
      if (digits) return Number(digits[0]);
    }
    return Number.NaN;
  };
  // Two lines of one maker ("Acme Comet 4" and "Acme Nova 5"): their numbers are each line's own, not sizes.
  const lineWord = (list: string[]) => list.some((t) => /^\p{L}{3,}$/u.test(t) && !PREMIUM.has(t) && !COMPACT.has(t));
  if (lineWord(ea) && lineWord(eb)) return null;
  const [na, nb] = [number(ea), number(eb)];
  return Number.isNaN(na) || Number.isNaN(nb) || na === nb ? null : na > nb ? 0 : 1;
}

/**
 * Which of two names of one line is the newer generation: names that differ only in one small number, one apart
 * ("Trail 5" and "Trail 6"); null otherwise (sizes differ by more: "Air 250" and "Air 400").
 */
function newerSide(a: string[], b: string[]): 0 | 1 | null {
  if (!a.length || !b.length || a[0].toLowerCase() !== b[0].toLowerCase()) return null;
  const extra = (own: string[], other: string[]) => own.filter((t) => !other.some((o) => o.toLowerCase() === t.toLowerCase()));
  const [ea, eb] = [extra(a, b), extra(b, a)];
  if (ea.length !== 1 || eb.length !== 1 || !/^\d{1,2}$/u.test(ea[0]) || !/^\d{1,2}$/u.test(eb[0])) return null;
  const [na, nb] = [Number(ea[0]), Number(eb[0])];
  return Math.abs(na - nb) !== 1 ? null : na > nb ? 0 : 1;
}

const NEW = ['new', 'newer', 'latest'];
const OLD = ['old', 'older', 'previous'];
/** A name of two words or more ending in a number: it also names the product in the plural ("Trail 5s"). */
/** What a variant of one line is called after its telling word: "the cloud edition", "the travel version". */
const VARIANT_KINDS = ['edition', 'version', 'model', 'plan', 'tier', 'variant'];
/** Small words, as written in lower case, that join a name's parts ("Hue White and Color", "Kit with Case"): never a name. */
/** The articles, which open a name ("The Farmer's Dog") but are no word of it to name it by. */
export const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);
const JOINING_WORDS = new Set(['and', 'or', 'with', 'for', 'the', 'of', 'by', 'from', 'in', 'on', 'to', 'at', 'a', 'an', 'plus', '&', '+', 'x', 'vs', 'vs.', 'versus', 'n', "'n'"]);
const NUMBERED_NAME = /^\S+(?: \S+)* \d{1,4}$/u;
/** A model code ends on a digit or a capital ("HX5", "T7V"), where a plural's "s" cannot be its own. */
const CODE_END = /[\p{N}\p{Lu}]$/u;

/** The forms that name one generation of a line: "the new version" (of the newer), "last year's model" (the older). */
function generationForms(newer: boolean): string[] {
  const forms: string[] = [];
  for (const article of ['the', 'The']) for (const age of newer ? NEW : OLD) for (const tail of ['one', 'model', 'version']) forms.push(`${article} ${age} ${tail}`);
  if (!newer) for (const tail of ['one', 'model', 'version']) forms.push(`last year's ${tail}`, `Last year's ${tail}`, `last year’s ${tail}`, `Last year’s ${tail}`);
  return forms;
}

/** The forms that name one size of a line: "the big one", "the bigger Acme", "its little brother" (the other's). */
function sizeForms(own: string[], other: string[], vendor: string | undefined): string[] {
  const forms: string[] = [];
  for (const article of ['the', 'The']) {
    for (const size of own) {
      forms.push(`${article} ${size} one`);
      if (vendor) forms.push(`${article} ${size} ${vendor}`);
    }
  }
  for (const size of other) for (const kin of ['brother', 'sibling']) forms.push(`its ${size} ${kin}`, `its ${size === 'small' ? 'younger' : size === 'big' ? 'older' : size} ${kin}`);
  return forms;
}

/** A model code with series letters before a hyphen: "UV-5RM" → "5RM". */
/** A product's generation in Roman numerals, perhaps with a letter for its variant: "II", "IV", "IIIx". */
const ROMAN_GENERATION = /^(?:I{2,3}|IV|VI{0,3}|IX|XI{0,2})\p{Ll}?$/u;
/** A word that numbers a product line: "Series 3", "Gen 2", "Mark II". */
const SERIES_WORD = /^(?:series|gen|generation|mark|mk)$/i;
const SERIES_TAIL = /^\p{Lu}{1,4}-([\p{L}\p{N}]{2,})$/u;
/** A word in capitals, four letters or more, perhaps with a one- or two-digit model number: "YOYO2", "ASUS". */
const CAPITALS_WORD = /^(\p{Lu}{4,})\d{0,2}$/u;
/** A one-word model code ending in a capital or a digit, which takes a plural "s": "UV-5R", "SPX3000". */
const CODE_WORD = /^(?=[^]*\p{N})(?=[^]*\p{L})[\p{Lu}\p{N}][\p{L}\p{N}-]{2,}[\p{Lu}\p{N}]$/u;

/** A capital and a one- or two-digit number: a model within a line ("K5", "S8+"). */
const SHORT_MODEL = /^\p{Lu}\d{1,2}\+?$/u;

/** A capitalised name with a web address's ending ("Quillnote.ai", "Tally.fm"): the name before it. */
const DOMAIN_NAME = /^(\p{L}[\p{L}\p{N}]{2,})\.(?:ai|io|com|fm|app|co|dev|net|org|so|ly|me|tv|do)$/u;

/** A name-like word: capitalised, three letters or more (a dot inside it allowed, "Q.Volt"), or a lower-case start before a capital ("iO", "eBay"). */
const LINE_WORD = /^(?:\p{Lu}(?:[\p{L}\p{N}'’+-]|\.(?=[\p{L}\p{N}])){2,}|\p{Ll}{1,2}\p{Lu}[\p{L}\p{N}]*)$/u;

/** A word of letters and digits, three characters or more, that is not a version ("v2", "1.5.2") or a bare number. */
const MODEL_NUMBER = /^(?=[^]*\p{L})(?=[^]*\p{N})(?!v\d)(?![\d.]+$)(?:[\p{L}\p{N}]{3,}|\p{L}{1,4}-\d[\p{L}\p{N}]{0,5})\+?$/iu;

/** A technical capital suffix on a capitalised word: "…SQL", "…DB", "…QL", "…JS". */
const CAPITAL_SUFFIX = /^(\p{Lu}\p{Ll}{3,})(\p{Lu}{2,})$/u;
/** A long plain capitalised word, which people clip to its first letters. */
const LONG_PLAIN = /^\p{Lu}\p{Ll}{6,}$/u;

/** The clipped forms of a head word that people write instead of it; none for short or generic words. */
function clippedForms(head: string): string[] {
  const out: string[] = [];
  const suffix = CAPITAL_SUFFIX.exec(head);
  if (suffix) out.push(suffix[1], suffix[1] + suffix[2][0].toLowerCase());
  else if (LONG_PLAIN.test(head)) out.push(head.slice(0, 4));
  return out.filter((clip) => !GENERIC.has(clip.toLowerCase()));
}
