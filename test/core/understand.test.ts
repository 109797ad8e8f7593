import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, type Catalog, type PersonaId, type Verdict } from '../../src/core';
import { deriveAliases } from '../../src/core/understand/aliases';
import { classifyPersona } from '../../src/core/understand/classifyPersona';
import { analyzeText } from '../../src/core/understand/text';

/** The name of the product a catalog gave the quote that starts with `start`. */
function productsOf(catalog: Catalog): (start: string) => string | undefined {
  return (start) => catalog.products.find((p) => p.id === catalog.reviews.find((r) => r.text.startsWith(start))?.product)?.name;
}

const UNSEEN = join(__dirname, 'fixtures', 'unseen');

/** The product name the first review of a one-file catalog is attributed to. */
/** The weight of each name a quote says, in a matchup of Alpha Post and Beta Parcel (`explainReview`). */
async function postWeights(): Promise<(text: string) => number[]> {
  const { explainReview } = await import('../../src/core');
  return (text) => explainReview(text, ['Alpha Post', 'Beta Parcel']).product.mentions.map((m) => m.weight);
}

function firstReviewProduct(content: string): string | undefined {
  const catalog = buildCatalog([{ file: 'q.txt', content }]);
  return catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name;
}

describe('deriveAliases', () => {
  it.each([
    ['Cursor v0.50 – Background Agent & Codebase Refactoring', ['Cursor v0.50', 'Cursor', 'Background Agent', 'Codebase Refactoring']],
    ['Cohere Command R3', ['Cohere', 'Command R3']],
    ['Llama 3.3 70B', ['Llama 3.3', 'Llama']],
    ['SmolLM3', []],
    ['Linear Asks', ['Linear']],
    ['Jira Service Management', ['Jira', 'Service Management']],
    ['OpenAI o3', ['OpenAI', 'o3']],
    ['n8n 1.80', ['n8n']],
    ['La Rondine Solo Comp', ['La Rondine', 'Solo Comp']],
    ['Van Berkel Cargo 3', ['Van Berkel Cargo', 'Van Berkel', 'Cargo 3']],
    // two words joined by "&" are also written by their initials
    ['Marks & Spencer', ['M&S', 'Marks', 'Spencer']],
  ])('%s → %j', (name, aliases) => {
    expect(deriveAliases(name)).toEqual(aliases);
  });

  it('keeps the vendor with its "AI" suffix and alone', () => {
    const aliases = deriveAliases('Together AI Inference Stack 2.0');
    expect(aliases).toEqual(expect.arrayContaining(['Together AI', 'Together', 'Together AI Inference Stack']));
  });

  it('never offers a generic word or a bare version as a short form', () => {
    for (const name of ['Acme AI Pro 2.0', 'Foo Cloud – API & SDK', 'The Model 3', 'Zed Editor 0.190 – Agent Panel']) {
      for (const alias of deriveAliases(name)) {
        expect(['AI', 'Pro', 'API', 'SDK', 'Cloud', 'The', 'Model', '2.0', '3', 'Editor 0.190', 'Agent']).not.toContain(alias);
      }
    }
  });
});

describe('classifyPersona', () => {
  const persona = (text: string) => classifyPersona(analyzeText(text)).persona;
  it.each<[string, PersonaId]>([
    ['The primitive is a queue with exactly-once delivery. The DX bet is a typed client.', 'builder'],
    ['Direct competitors are Kafka and Pulsar; this breaks at high fan-out. The moat is thin.', 'skeptic'],
    ['The thesis: by 2028 every app streams. It is early, and the second-order effect is cheaper state.', 'strategist'],
    ['The job-to-be-done is "ship events without ops". Onboarding takes five minutes.', 'product'],
    ['The buyer is the platform team; the moat is the managed control plane and the business risk is pricing.', 'investor'],
    ['I had lunch and it was fine.', 'unknown'],
    ['Zoom out: this is a bet that agents become the default interface within three years. It is early.', 'strategist'],
    ['What job does this do? It turns a messy inbox into a queue. New users get it in a minute.', 'product'],
    ['Follow the money: revenue comes from enterprise contracts, and switching costs are high.', 'investor'],
    ['Under the hood it is a Rust binary with a plugin SDK; install is one command and the API is tiny.', 'builder'],
    ['Compared to Notion AI and Coda, this falls over on large docs, and the 12-month risk is Google.', 'skeptic'],
    // Semantic fields beyond the template's words: running it yourself, what can go wrong, who it is for, the rules around it.
    ['We run it on our own containers behind a reverse proxy; the YAML is a list of shell steps and the logs stream fast.', 'builder'],
    ['Every plugin is someone else’s code holding your keys, and one compromised update leaks them; the outages add up.', 'skeptic'],
    ['My parents set it up themselves on the first evening, and the less technical of the two uses it daily.', 'product'],
    ['I do my own wrenching: the belts swap without tools and a clogged filter takes two minutes.', 'builder'],
    ['The component model is tidy: plain markup, a little TypeScript, and an adapter for each host.', 'builder'],
    ['Repair legislation is spreading, and regulation will reward designs that can be opened; that shift takes a decade.', 'strategist'],
    // Living with it, falling short of the pitch, who shops for it.
    ['Three weeks on it at a desk, and four months in, the hinge still clicks.', 'builder'],
    ['Everyone raves about the cancellation, so let me be the wet blanket: it falls short in wind.', 'skeptic'],
    ['Most people shopping for one want it to work on day one without reading a manual.', 'product'],
    ['About sixty flights on it now, and the mechanics have never once got in my way.', 'builder'],
    ['Nobody asked for the rest of the suite, and the headline price hides what they charge extra for.', 'skeptic'],
    ['The acquisition came at a rich price, and big-box shelf space is all it bought.', 'investor'],
    // Opening on what the reviewer did with it is first-hand use; acts of mind are not.
    ['I assembled it on the landing in an evening.', 'builder'],
    ["We've hauled ours up two flights of stairs.", 'builder'],
    ['I tried it on the landing in an evening.', 'unknown'],
    ['Plugged it in on the landing in an evening.', 'builder'],
    ['Levelling the thing on the landing took an evening.', 'builder'],
    ['Looking at the thing on the landing took an evening.', 'unknown'],
    ['Two things can go wrong with it, and it comes unstuck in a damp shed.', 'skeptic'],
    ['Dialling in the grinder took a bag of beans.', 'builder'],
    ['Day to day, the knobs are where my hands go.', 'builder'],
    ['Who actually needs a board this stiff? Someone with years on the mountain.', 'product'],
    ['Here is what the threads that swear by it leave out.', 'skeptic'],
    ['Who unwraps one of these? A newlywed, mostly.', 'product'],
    ['Renters are who this is for.', 'product'],
    ['The stove has lived in my pack for four seasons.', 'builder'],
    ['A thousand watt-hours sounds like plenty until you do the math.', 'skeptic'],
    ['Mid-cycle refreshes are turning into a habit.', 'strategist'],
    ['Assembly took me and a teenager ninety minutes.', 'builder'],
    ['Kitchen gear keeps drifting toward devices you configure.', 'strategist'],
    ['It looks like a bargain until you read what the ink plan costs.', 'skeptic'],
    // The buyer described as a person is whom it is for; the buyer as who pays is the investor's.
    ['The buyer here is a homeowner who lost power for three days last winter and never wants that again.', 'product'],
    ['Picture the buyer: first house, first lawn, no interest in engines.', 'product'],
  ])('%s → %s', (text, expected) => {
    expect(persona(text)).toBe(expected);
  });

  it('weighs the opening most: a skeptic who mentions a moat is still a skeptic', () => {
    expect(persona('The direct competitor here is Copilot Workspace. That is the moat right now, which is execution speed.')).toBe('skeptic');
    expect(persona('The buyer is any team with a GPU budget. Competitors like Groq and Fireworks use it as a loss-leader.')).toBe('investor');
  });
});

type Expectation = [line: number, product: string, persona: PersonaId, verdict: Verdict];

/**
 * Quotes the engine is known to read wrong, kept with their right labels: each test fails until the engine reads the
 * quote right, and then fails as a reminder to move it back. Since the word profile reads pairs of words (forty-fifth
 * session), "The DX bet is that power users will script …" beside "barely changed in five years" reads more as the
 * strategist's than the builder's (the pairs gained 27 personas over 1,120 blind quotes; see personaModel.ts).
 * (The skeptic who lists Copilot Workspace's competitors and failure modes but closes on its moat and distribution
 * edge read as the investor from the forty-ninth session's retrain on 16,800 quotes to the fifty-seventh's on 19,040,
 * which reads it right again.)
 */
const KNOWN_MISSES = new Set(['06_second_first.txt:3']);

/** Files the core has never seen, labelled by hand. */
const UNSEEN_EXPECTED: Record<string, Expectation[]> = {
  '01_skips_and_traps.txt': [
    [3, 'Windsurf Cascade 2', 'builder', 'skip'],
    [5, 'Zed Editor 0.190 – Agent Panel', 'builder', 'ship'],
    [7, 'Windsurf Cascade 2', 'skeptic', 'skip'], // names Zed in its competitor list
    [9, 'Zed Editor 0.190 – Agent Panel', 'skeptic', 'ship'], // "This is not a skip"
    [11, 'Zed Editor 0.190 – Agent Panel', 'strategist', 'none'],
    [13, 'Windsurf Cascade 2', 'investor', 'skip'],
  ],
  '02_conditionals.txt': [
    [3, 'Acme Vector DB 3.1', 'builder', 'none'],
    [5, 'Pinecone Serverless', 'builder', 'ship'],
    [7, 'Acme Vector DB 3.1', 'product', 'none'],
    [9, 'Pinecone Serverless', 'product', 'none'],
  ],
  '04_agents.txt': [
    [3, 'GitHub Copilot Workspace', 'builder', 'ship'],
    [5, 'Devin 2.0 – Autonomous Software Engineer', 'builder', 'skip'], // "a skip until the success rate … doubles"
    [7, 'GitHub Copilot Workspace', 'skeptic', 'ship'], // names Devin in its competitor list
    [9, 'Devin 2.0 – Autonomous Software Engineer', 'skeptic', 'skip'], // "What keeps this from a ship is …"
    [11, 'GitHub Copilot Workspace', 'strategist', 'none'],
    [13, 'Devin 2.0 – Autonomous Software Engineer', 'strategist', 'none'],
    [15, 'GitHub Copilot Workspace', 'product', 'ship'],
    [17, 'Devin 2.0 – Autonomous Software Engineer', 'investor', 'skip'], // "… today it doesn’t. Hard pass."
  ],
  '05_same_vendor.txt': [
    [3, 'OpenAI o3', 'builder', 'ship'], // "OpenAI" names both: the short form "o3" decides
    [5, 'OpenAI GPT-4.1', 'builder', 'ship'],
    [7, 'OpenAI o3', 'skeptic', 'ship'],
    [9, 'OpenAI GPT-4.1', 'skeptic', 'skip'],
  ],
  '06_second_first.txt': [
    [3, 'Alfred 5.5', 'builder', 'skip'], // the second product reviewed first; "Not a ship for me."
    [5, 'Raycast AI', 'builder', 'ship'], // "A cautious ship."
    [7, 'Alfred 5.5', 'skeptic', 'skip'], // names Raycast AI as the competitor; "I'm passing on this one."
    [9, 'Raycast AI', 'skeptic', 'ship'],
  ],
  '07_lone_quotes.txt': [
    [3, 'Supabase Branching 2.0', 'builder', 'ship'],
    [5, 'Neon Serverless Postgres – Instant Branches', 'builder', 'ship'],
    [7, 'Supabase Branching 2.0', 'skeptic', 'ship'], // names only Neon, as a competitor
    [9, 'Neon Serverless Postgres – Instant Branches', 'skeptic', 'ship'], // "Still a ship: …"
    [11, 'Supabase Branching 2.0', 'strategist', 'none'],
    [13, 'Neon Serverless Postgres – Instant Branches', 'strategist', 'none'],
    [15, 'Supabase Branching 2.0', 'product', 'ship'], // names neither product
    [17, 'Neon Serverless Postgres – Instant Branches', 'investor', 'ship'], // names neither; "Worth a ship …"
  ],
  '03_bom_crlf.txt': [
    [3, 'Linear Asks', 'product', 'ship'],
    [5, 'Jira Service Management', 'product', 'skip'],
  ],
};

describe('a file’s personas: the call tips a near tie', () => {
  it('seats the skeptic on the quote that ends on a skip, the builder on the one that keeps it, when the words read alike', () => {
    // Two quotes on one product, word for word the same but for the closing sentence: each reads within a hair of both
    // skeptic and builder (within 3 points of 120-130), and one persona reviews a product once, so the call decides.
    // Skeptics end on a skip far more often than builders do.
    const body = 'Packed, loaded and adjusted the Alpha for a week on the ridge, tweaking the straps. Compared with its rivals the Alpha fails where the forums warn: the hip belt slipped, the lid zip jammed twice and the warranty claim dragged on. The frame held ten kilos.';
    const content = `Alpha Pack vs Beta Pack\n\n“${body} Mine went back to the shop.”\n\n“${body} I kept mine all the same.”\n\n“The Beta is where the category is heading: lighter frames, recycled fabric and a brand that sells direct.”\n\n“The Beta has pricing power with serious hikers, and the margins on direct sales are the business.”\n`;
    const catalog = buildCatalog([{ file: 'p.txt', content }]);
    const of = (ending: string) => catalog.reviews.find((r) => r.text.endsWith(ending))!;
    expect(of('back to the shop.')).toMatchObject({ verdict: 'skip', persona: 'skeptic' });
    expect(of('all the same.')).toMatchObject({ verdict: 'ship', persona: 'builder' });
  });
});

describe('review files never seen before', () => {
  const files = Object.keys(UNSEEN_EXPECTED);
  const catalog = buildCatalog(files.map((file) => ({ file, content: readFileSync(join(UNSEEN, file)) })));
  const nameOf = (id: string | null) => catalog.products.find((p) => p.id === id)?.name ?? null;

  it('load without problems', () => {
    expect(catalog.problems).toEqual([]);
  });

  for (const [file, quotes] of Object.entries(UNSEEN_EXPECTED)) {
    for (const [line, product, persona, verdict] of quotes) {
      (KNOWN_MISSES.has(`${file}:${line}`) ? it.fails : it)(`${file}:${line} is ${persona} on ${product}: ${verdict}`, () => {
        const review = catalog.reviews.find((r) => r.sources.some((s) => s.file === file && s.line === line));
        expect(review).toBeDefined();
        expect([nameOf(review!.product), review!.persona, review!.verdict]).toEqual([product, persona, verdict]);
      });
    }
  }
});

describe('attribution', () => {
  const attribute = (text: string) => buildCatalog([{ file: 'm.txt', content: text }]);
  /** The product the one quote of a file reviews: `opening` then a neutral clause, under `title`. */
  const reviewedIn = (opening: string, title = 'Alpha Widget vs Bravo Gadget') => {
    const catalog = attribute(`${title}\n\n“${opening}, and the queue still stalls under load.”\n`);
    return catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name;
  };

  it('falls back on the title’s order for a persona’s pair nothing else decides, whichever order the named pairs follow', () => {
    const named = '“The thesis of Alpha Widget is offline sync.”\n\n“The thesis of Beta Gadget is realtime sync.”\n\n';
    const unnamed = '“The primitive here is a queue.”\n\n“The primitive here is a cache.”\n';
    const catalog = attribute(`Alpha Widget vs Beta Gadget\n\n${named}${unnamed}`);
    const byLine = (line: number) => catalog.products.find((p) => p.id === catalog.reviews.find((r) => r.sources[0].line === line)?.product)?.name;
    expect([byLine(7), byLine(9)]).toEqual(['Alpha Widget', 'Beta Gadget']);
    // The same file with its named pair the other way round: the unnamed pair still takes the title's order (the
    // file's own order, where it put the second product first, was wrong more often than right: sixty-fourth session).
    const reversed = attribute(`Alpha Widget vs Beta Gadget\n\n“The thesis of Beta Gadget is realtime sync.”\n\n“The thesis of Alpha Widget is offline sync.”\n\n${unnamed}`);
    const reversedLine = (line: number) => reversed.products.find((p) => p.id === reversed.reviews.find((r) => r.sources[0].line === line)?.product)?.name;
    expect([reversedLine(7), reversedLine(9)]).toEqual(['Alpha Widget', 'Beta Gadget']);
  });

  it('leaves a pair that nothing decides unattributed, with a warning, rather than guess by order', () => {
    const text = 'Alpha Widget vs Beta Gadget\n\n“The primitive here is a queue.”\n\n“The primitive here is a cache.”\n';
    const catalog = attribute(text);
    expect(catalog.reviews.map((r) => r.product)).toEqual([null, null]);
    expect(catalog.problems.filter((p) => p.code === 'unattributed' && p.severity === 'warning')).toHaveLength(2);
  });

  it('says why a pair that both name one product is left unattributed, instead of "it names neither"', () => {
    const catalog = attribute('Alpha Widget vs Beta Gadget\n\n“The primitive here is Alpha Widget’s queue.”\n\n“The primitive here is Alpha Widget’s cache.”\n');
    expect(catalog.reviews.map((r) => r.product)).toEqual([null, null]);
    const messages = catalog.problems.filter((p) => p.code === 'unattributed').map((p) => p.message);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain('it names “Alpha Widget”, but so does the other quote by the same persona');
  });

  it('lets a name beat order: the second product reviewed first', () => {
    const catalog = attribute('Alpha Widget vs Beta Gadget\n\n“The primitive here is Beta Gadget’s cache.”\n\n“The primitive here is a queue.”\n');
    const first = catalog.reviews.find((r) => r.sources[0].line === 3)!;
    expect(catalog.products.find((p) => p.id === first.product)?.name).toBe('Beta Gadget');
  });

  it('does not count “The direct competitor is X” as a review of X', () => {
    const catalog = attribute('Alpha Widget vs Beta Gadget\n\n“The direct competitor is Beta Gadget, which owns the market, and Alpha breaks at scale.”\n');
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
  });

  it('counts the product a quote compares with against it, whatever the form of “compare”', () => {
    for (const opening of ['Everyone compares it to the Bravo', 'People keep comparing the Alpha with the Bravo', 'Stacked up against the Bravo', 'Compare Bravo']) {
      const catalog = attribute(`Alpha Widget vs Bravo Gadget\n\n“${opening}, and the queue still stalls under load.”\n`);
      expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
    }
  });

  it('reads a maker the title lists in capitals as written in its own casing: “DeWalt” for “DEWALT”', () => {
    expect(reviewedIn('The DeWalt is the one pros carry', 'DEWALT Tile Saw 10 vs Zeno Wet Saw')).toBe('DEWALT Tile Saw 10');
    // Only a camel-cased word: a word in capitals stays a name of its own casing, and "Dewalt" a retyping of it.
    expect(reviewedIn('The Dewalt is the one pros carry', 'DEWALT Tile Saw 10 vs Zeno Wet Saw')).toBe('DEWALT Tile Saw 10');
  });

  it('counts a product the quote likens its story to against it: “the same way X once did”', () => {
    expect(reviewedIn('The bet is that students learn it first and bring it to work, the same way Bravo Gadget once displaced its rivals', 'Alpha Widget vs Bravo Gadget')).toBe('Alpha Widget');
  });

  it('counts the product a quote sets itself against as the yardstick: “the opposite of X”, “in contrast to X”, “a far cry from X”', () => {
    for (const opening of ['The design is the exact opposite of the Bravo’s locked box', 'In contrast to the Bravo it opens every file', 'Contrasted with Bravo, setup is quick', 'It is a far cry from the Bravo']) {
      expect(reviewedIn(opening), opening).toBe('Alpha Widget');
    }
  });

  it('counts a name taken in the reviewed one’s place against it: “a reason to pay for X instead”, “half what X costs”', () => {
    for (const opening of ['I hunted for a reason to buy the Bravo or a Gamma instead and found none', 'It costs half what the Bravo does']) {
      expect(reviewedIn(opening), opening).toBe('Alpha Widget');
    }
    // "instead of" names what was passed over after it: the name before it is the one taken.
    expect(reviewedIn('We bought the Bravo instead of a third laptop')).toBe('Bravo Gadget');
  });

  it('counts a name called an alternative against it, and reads “hand over money for X” as no comparison', () => {
    for (const opening of ['Bravo and a rented server are reasonable alternatives', 'The Bravo is the obvious alternative']) {
      expect(reviewedIn(opening), opening).toBe('Alpha Widget');
    }
    expect(reviewedIn('Read the forums before you hand over real money for the Bravo')).toBe('Bravo Gadget');
  });

  it('reads “devil’s advocate against X”, “argue against X” as a review of X; “the X version of this one” as the other', () => {
    for (const opening of ['Let me play devil’s advocate against the Bravo for a minute', 'Let me argue against Bravo for a minute']) {
      expect(reviewedIn(opening), opening).toBe('Bravo Gadget');
    }
    expect(reviewedIn('The Pro version of this very kettle costs forty more', 'Acme Kettle vs Acme Kettle Pro')).toBe('Acme Kettle');
  });

  it('reads a maker’s other model as kin to the one reviewed: “X’s bigger rower …; this one …”', () => {
    expect(reviewedIn('Bravo’s bigger model was pitched at big rooms; this one is shorter and cheaper')).toBe('Bravo Gadget');
    expect(reviewedIn("Bravo's older flagship sold on power; this one sells on size")).toBe('Bravo Gadget');
    // Without the kin, the name set against "this one" is the yardstick.
    expect(reviewedIn('The Bravo was pitched at big rooms; this one is shorter and cheaper')).toBe('Alpha Widget');
  });

  it('reads a kin name set against something as the one it belongs to: “worth the extra over its smaller sibling”', () => {
    // "Its smaller sibling" names the bigger model by the other one: the comparison is against the sibling.
    expect(reviewedIn('For a full-time welder it is worth the extra cost over its smaller sibling', 'Acme Hood 3300 vs Acme Hood 2400')).toBe('Acme Hood 3300');
    expect(reviewedIn('For a weekend hobbyist it saves real money next to its bigger sibling', 'Acme Hood 3300 vs Acme Hood 2400')).toBe('Acme Hood 2400');
  });

  it('counts the one the speaker had before against it: “I replaced a worn-out X”, “my old X”', () => {
    for (const opening of ['I replaced a worn-out Bravo with this', 'My old Bravo went in a drawer when this arrived']) {
      const catalog = attribute(`Alpha Widget vs Bravo Gadget\n\n“${opening}, and the queue still stalls under load.”\n`);
      expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
    }
  });

  it('counts a name right after a fronted comparison’s comma for it: “compared with the heavier boards, Bravo is the one people open”', () => {
    expect(firstReviewProduct('Alpha Board vs Bravo Board\n\n“The free tier is stingy and guests get a thin view. And yet, compared with the heavier boards we tested, Bravo is the one people open without being nagged.”\n')).toBe('Bravo Board');
  });

  it('counts the side a ship’s sentence says the speaker moved to: “I moved my whole family onto Bravo two seasons ago and haven’t looked back”', () => {
    const content = 'Alpha Tax vs Bravo Tax\n\n“The landscape changed. Alpha walked away from the free program, and the upsells made people angry. I moved my whole family onto Bravo two seasons ago and haven’t looked back.”\n';
    expect(firstReviewProduct(content)).toBe('Bravo Tax');
    // a move someone else made names nothing the speaker took up (Alpha named in the opening: named mid-quote, the two
    // names weighed within a hair of each other, and the name profile retrained in the sixtieth session tipped them)
    expect(firstReviewProduct('Alpha Tax vs Bravo Tax\n\n“Alpha changed the landscape when it walked away from the free program, and the upsells made people angry. My neighbour moved onto Bravo two seasons ago and hasn’t looked back.”\n')).toBe('Alpha Tax');
  });

  it('counts a name a skip went back to against it: “I lasted one quarter and migrated back to Alpha”', () => {
    const content = 'Alpha Books vs Bravo Books\n\n“I came to Bravo from Alpha expecting to be rescued. Alpha had its issues, but Alpha handled sales tax across four states, and Alpha’s inventory tracking existed. In Bravo I kept the tax in a spreadsheet. I lasted one quarter and migrated back to Alpha.”\n';
    const catalog = buildCatalog([{ file: 'b.txt', content }]);
    expect(productsOf(catalog)('I came to Bravo')).toBe('Bravo Books');
    expect(catalog.reviews[0].verdict).toBe('skip');
    // a move forward to it is still the one taken up
    expect(firstReviewProduct('Alpha Books vs Bravo Books\n\n“Alpha had its issues, but Alpha handled sales tax across four states. Bravo never did. I lasted one quarter on Bravo and migrated to Alpha.”\n')).toBe('Alpha Books');
  });

  it('counts a name a skip replaced it with against it: “I replaced the whole thing with a used Alpha”', () => {
    // the quote names only the one that replaced it, in its closing: it reviews the other side
    const content = 'Alpha Kit vs Bravo Kit\n\n“The pads felt fine for a month. Then the hi-hat clamp slipped every session and the snare cable frayed. I replaced the whole thing with a used Alpha and never looked back.”\n';
    const catalog = buildCatalog([{ file: 'k.txt', content }]);
    expect(catalog.reviews[0].verdict).toBe('skip');
    expect(productsOf(catalog)('The pads felt')).toBe('Bravo Kit');
  });

  it('counts a name to look at before signing up here against it: “Look at Alpha, or a plain VPS, before you buy here”', () => {
    expect(firstReviewProduct('Alpha Host vs Bravo Host\n\n“Look at Alpha, or a plain VPS, before you commit here. The control panel is slick, but the bandwidth bill climbs fast.”\n')).toBe('Bravo Host');
    // a name looked at for its own sake is still its own
    expect(firstReviewProduct('Alpha Host vs Bravo Host\n\n“Look at Alpha if you want a control panel that stays out of the way. The bandwidth bill stays flat.”\n')).toBe('Alpha Host');
  });

  it('takes a move “over” with no name of its own as a move to the one the sentence before named', () => {
    // reviewing Bravo, the speaker moved over to Alpha: a skip of Bravo, and Alpha is not counted as its product
    const content = 'Alpha Track vs Bravo Track\n\n“Six months in, the run comparison still crawls. Next to Alpha, where the charts are the point, this felt like a spreadsheet. Our lab moved its runs over in a fortnight.”\n';
    const catalog = buildCatalog([{ file: 't.txt', content }]);
    expect(productsOf(catalog)('Six months in')).toBe('Bravo Track');
    expect(catalog.reviews[0].verdict).toBe('skip');
  });

  it('counts a name the closing stance puts down for it: “After two outages we uninstalled Bravo from every laptop”', () => {
    expect(firstReviewProduct('Alpha Cloud vs Bravo Cloud\n\n“The support queue is where these live or die, and Alpha’s is famously quick. After two outages we uninstalled Bravo from every laptop.”\n')).toBe('Bravo Cloud');
    // one the stance takes up instead is still the alternative, set apart
    expect(firstReviewProduct('Alpha Cloud vs Bravo Cloud\n\n“The support queue is where these live or die, and Alpha’s is famously slow. I’d pick Bravo instead.”\n')).toBe('Alpha Cloud');
  });

  it('counts “the old X”, the earlier model of a line, for that line: “the old Bravo 48 was superb”', () => {
    expect(firstReviewProduct('Alpha Widget vs Bravo 58\n\n“I carried the old Bravo 48 for six seasons and it was superb, but the new frame rubs my hips raw after ten miles.”\n')).toBe('Bravo 58');
  });

  it('counts a habit given up against it: “someone who used to pay for X out of habit”', () => {
    expect(firstReviewProduct('Alpha Tax vs Bravo Tax\n\n“The buyer here is someone with a side gig who used to pay for Alpha out of habit. The first session is plain and the price is shown up front.”\n')).toBe('Bravo Tax');
  });

  it('counts the one the speaker left against it: “I ran a X for years before switching”', () => {
    for (const opening of ['I ran a Bravo for two years before switching', 'We used the Bravo until we moved over last spring', 'I had a Bravo Gadget before\nswitching']) {
      const catalog = attribute(`Alpha Widget vs Bravo Gadget\n\n“${opening}, and the queue has not stalled once since.”\n`);
      expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
    }
    // Said before the name, it is still the one reviewed.
    const kept = attribute('Alpha Widget vs Bravo Gadget\n\n“Before switching to anything else, give the Bravo a month: the queue holds.”\n');
    expect(kept.products.find((p) => p.id === kept.reviews[0].product)?.name).toBe('Bravo Gadget');
  });

  it('counts the one left with the subject unsaid, and the one the speaker is used to, against it: “Left X after two years”, “I’m used to X splitting a bill”', () => {
    for (const opening of ['Left Bravo after two years because everything had started tasting the same', 'I’m used to Bravo splitting a bill in two taps, and this account does none of that']) {
      const catalog = attribute(`Alpha Widget vs Bravo Gadget\n\n“${opening}. The queue has not stalled once since.”\n`);
      expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
    }
    // Guards: the name left somewhere, and "used to" as "accustomed" said of the thing itself, are still the one reviewed.
    for (const opening of ['Left the Bravo running overnight and it finished the job', 'Bravo takes some getting used to, but the queue has not stalled once']) {
      const kept = attribute(`Alpha Widget vs Bravo Gadget\n\n“${opening}. I would buy it again.”\n`);
      expect(kept.products.find((p) => p.id === kept.reviews[0].product)?.name).toBe('Bravo Gadget');
    }
  });

  it('reads “the case against X” as a review of X, not a comparison with it', () => {
    const catalog = attribute('Alpha Widget vs Bravo Gadget\n\n“I tried to make the case against the Bravo and kept failing: the weak points are small.”\n');
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Bravo Gadget');
  });

  it('uses short forms derived from the names', () => {
    const catalog = attribute('Northwind Sync 4 – Offline Mode vs Contoso Relay\n\n“The thesis Northwind bets on is offline-first apps.”\n');
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Northwind Sync 4 – Offline Mode');
  });

  it('weighs the subject of a sentence over a passing mention', () => {
    const catalog = attribute('Alpha Widget vs Beta Gadget\n\n“Alpha Widget is the product here, and it beats what Beta Gadget did last year.”\n');
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Widget');
  });
});

describe('attribution of lone quotes', () => {
  const pairs = '“The primitive here is Alpha Widget’s queue. Ship.”\n\n“The primitive here is Beta Gadget’s cache. Skip.”\n\n' +
    '“The thesis Alpha Widget bets on is streams.”\n\n“The thesis Beta Gadget bets on is batch.”\n\n';

  it('gives a lone quote that names neither product to the side it evens out', () => {
    const catalog = buildCatalog([{ file: 'b.txt', content: `Alpha Widget vs Beta Gadget\n\n${pairs}“The buyer is Alpha Widget’s platform team.”\n\n“The job-to-be-done is nightly reports; onboarding is slow.”\n` }]);
    const product = catalog.reviews.find((r) => r.persona === 'product')!;
    expect(catalog.products.find((p) => p.id === product.product)?.name).toBe('Beta Gadget');
    expect(catalog.problems).toEqual([]);
  });

  it('leaves it unattributed, with a warning, when nothing decides', () => {
    const catalog = buildCatalog([{ file: 'b.txt', content: `Alpha Widget vs Beta Gadget\n\n${pairs}“The job-to-be-done is nightly reports; onboarding is slow.”\n` }]);
    expect(catalog.reviews.find((r) => r.persona === 'product')!.product).toBeNull();
    expect(catalog.problems.map((p) => p.code)).toEqual(['unattributed']);
  });
});

describe('a name after a price yardstick', () => {
  it('counts “for forty dollars less the X …” against X, and reads “home at half six” as a time, not a price', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The lid rattles and the base scorches. For forty dollars less the Tamsin boils just as fast.”',
      '“The Tamsin is made for the flat where everyone gets home at half six and wants tea at once.”',
    ].join('\n\n');
    const [first, second] = analyzeFile('k.txt', file).quotes;
    expect(first.side).toBe(0);
    expect(second.side).toBe(1);
  });

  it('counts “a X grips better for about the same price” against X', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The lid rattles, the handle gets hot and the spout dribbles. A Tamsin pours cleaner and lasts longer for about the same price.”',
      '“The Tamsin boils fast.”',
    ].join('\n\n');
    expect(analyzeFile('k.txt', file).quotes[0].side).toBe(0);
  });

  it('counts “for a little more the X gives you …” and “for less, the X …” against X', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The lid hinge is plastic and the base scorches within a month. For not much more the Tamsin gives you a steel hinge and a cool base.”',
      '“Pour spout drips and the handle gets hot. For less, the Brightwell boils faster.”',
    ].join('\n\n');
    const [first, second] = analyzeFile('k.txt', file).quotes;
    expect(first.side).toBe(0);
    expect(second.side).toBe(1);
  });
});

describe('attributionNames: forms that tell the two sides apart', () => {
  it('says a letter code closing the name after its model number alone: “Corvo Welder 215 MPi” → “MPi”, “the MPi”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [welder, other] = attributionNames('Corvo Welder 215 MPi', 'Hallam Handler 210 Pro');
    expect(welder).toEqual(expect.arrayContaining(['MPi', 'the MPi']));
    // Guards: a tier word ("Pro") is not a name of its own; a code the other name holds names neither.
    expect(other).not.toContain('Pro');
    expect(attributionNames('Corvo Welder 215 MPi', 'Hallam MPi 3')[0]).not.toContain('MPi');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Corvo Welder 215 MPi vs Hallam Handler 210 Pro\n\n“The MPi’s menu asks what you are welding and hands you a setting that works.”\n\n“Seven taps for voltage and a chart inside the door.”\n';
    expect(analyzeFile('w.txt', file).quotes[0].side).toBe(0);
  });

  it('never takes a common word with its period for a name of its own: “Felco No. 2” is no “No.” (sixty-second session)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [felco] = attributionNames('Felco No. 2', 'Okatsune 103');
    expect(felco).toEqual(expect.arrayContaining(['Felco', 'No. 2']));
    expect(felco).not.toContain('No.');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Felco No. 2 vs Okatsune 103\n\n“No adjustable tension, no rotating handle. The Felco range has a left-handed model; this has nothing of the sort.”\n\n“Sharp out of the box.”\n';
    expect(analyzeFile('s.txt', file).quotes[0].side).toBe(1);
  });

  it('never takes an article that opens a name for a name of its own, when the two names share a word: “The Met Pass” vs “Moma Pass”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [met, moma] = attributionNames('The Met Pass', 'Moma Pass');
    expect(met).toContain('Met');
    expect(met).not.toContain('The');
    expect(moma).toContain('Moma');
  });

  it('says a model code without the one capital closing it: “Kestrel Radio HX890E” → “HX890”, “the HX890”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [radio] = attributionNames('Kestrel Radio HX890E', 'Corvo Handheld M94');
    expect(radio).toEqual(expect.arrayContaining(['HX890', 'the HX890']));
    // A guard: a stem the other name holds names neither.
    expect(attributionNames('Kestrel Radio HX890E', 'Corvo HX890')[0]).not.toContain('HX890');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Corvo Handheld M94 vs Kestrel Radio HX890E\n\n“I went out of my way to find how the HX890 fails, and it survived all of it.”\n\n“Small and light, with a screen you can read.”\n';
    expect(analyzeFile('r.txt', file).quotes[0].side).toBe(1);
  });

  it('says a name’s initials with its model number, in capitals: “Zephyr Litter-Box 4” → “LB4”, “ZLB-4”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [box, other] = attributionNames('Zephyr Litter-Box 4', 'Kestrel Tray');
    expect(box).toEqual(expect.arrayContaining(['LB4', 'LB-4', 'LB 4', 'ZLB4', 'ZLB-4']));
    // Guards: a name with one capitalised part, or no closing number, has no initials.
    expect(other.some((name) => /^[A-Z]{2,}\d/.test(name))).toBe(false);
    expect(attributionNames('Cowboy 4', 'Kestrel Tray')[0].some((name) => /^C\d/.test(name))).toBe(false);
    const { analyzeFile } = await import('../../src/core');
    const file = 'Zephyr Litter-Box 4 vs Kestrel Tray\n\n“We have had the LB4 eleven months and it has never cycled with a cat inside.”\n\n“Cheap trays, and the rake jams.”\n';
    expect(analyzeFile('l.txt', file).quotes[0].side).toBe(0);
  });

  it('says a model number without its kit suffix: “Rotor 2904-20” → “2904”, “the 2904”; not a code with no digit before the hyphen', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [rotor, kestrel] = attributionNames('Rotor 2904-20', 'Kestrel DX-900');
    expect(rotor).toEqual(expect.arrayContaining(['2904', 'the 2904']));
    expect(kestrel).not.toContain('DX');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Rotor 2904-20 vs Kestrel DX-900\n\n“Day to day the 2904 chews through doubled studs, though my shoulder knows how heavy it is by the end of the day.”\n\n“Light and quick, the DX-900 lives on my belt.”\n';
    expect(analyzeFile('t.txt', file).quotes[0].side).toBe(0);
  });

  it('says a telling word written small before the kind of variant: “the cloud edition”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [cloud, server] = attributionNames('Zenco Lumen Cloud', 'Lumen Server 8');
    expect(cloud).toEqual(expect.arrayContaining(['the cloud edition', 'The cloud version']));
    expect(server).toContain('the server edition');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Zenco Lumen Cloud vs Lumen Server 8\n\n“The server edition asks for a database admin before it does anything useful.”\n\n“Sign-up took a minute and the first page was live before lunch.”\n';
    expect(analyzeFile('f.txt', file).quotes[0].side).toBe(1);
  });

  it('says a model code in the plural: “Zenwave KX7” → “KX7s”, so “a pair of KX7s” names it', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [speaker, other] = attributionNames('Zenwave KX7', 'Orbis Q3V');
    expect(speaker).toContain('KX7s');
    expect(other).toContain('Q3Vs');
    // A code that ends in a small letter takes no "s" of its own.
    expect(attributionNames('Acme ZX421d', 'Orbis Q3V')[0]).not.toContain('ZX421ds');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Zenwave KX7 vs Orbis Q3V\n\n“I set up a pair of Q3Vs on stands last winter and they have not missed a beat.”\n\n“My KX7s hum when the desk lamp is on.”\n';
    expect(analyzeFile('f.txt', file).quotes.map((q) => q.side)).toEqual([1, 0]);
  });

  it('says a word of two parts by its second after “the”: “AirMini” → “the Mini”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [big, small] = attributionNames('Acme CoolBox 11', 'Acme CoolMini');
    expect(small).toEqual(expect.arrayContaining(['the Mini', 'The Mini']));
    expect(big).toContain('the Box');
    // Not when the other name holds that part too.
    expect(attributionNames('Acme CoolMini', 'Zeta HotMini')[0]).not.toContain('the Mini');
  });

  it('says a subtitle’s nickname at the head of a sentence too: “… – the Whisper” → “The Whisper”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [fan, other] = attributionNames('Breezer 200 – the Whisper', 'Calmora 5');
    expect(fan).toEqual(expect.arrayContaining(['the Whisper', 'The Whisper']));
    expect(other).not.toContain('The Whisper');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Breezer 200 – the Whisper vs Calmora 5\n\n“The Whisper is the fan I leave running all night beside the bed.”\n\n“Calmora 5 is louder.”\n';
    expect(analyzeFile('f.txt', file).quotes[0].side).toBe(0);
  });

  it('leaves the series word out before the number: “Acme iQ Series 4” → “iQ 4”, “iQ4”', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [big, small] = attributionNames('Acme iQ Series 9', 'Acme iQ Series 4');
    expect(small).toEqual(expect.arrayContaining(['iQ 4', 'iQ4']));
    expect(big).toEqual(expect.arrayContaining(['iQ 9', 'iQ9']));
    expect(big).not.toContain('iQ 4');
    // Not a version or a generic word before the series word.
    expect(attributionNames('Acme 2 Series 4', 'Zeta Pro Series 3').flat()).not.toEqual(expect.arrayContaining(['2 4']));
    expect(attributionNames('Acme 2 Series 4', 'Zeta Pro Series 3')[1]).not.toContain('Pro 3');
  });

  it('says a tier word and the model code closing a name (“Acme Pro 7X” → “Pro 7X”), not a tier and a plain size', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [router] = attributionNames('Acme Pro 7X', 'Zeta Mesh 300');
    expect(router).toContain('Pro 7X');
    expect(attributionNames('Acme Slate Pro 16', 'Acme Slate 16')[0]).not.toContain('Pro 16');
    expect(attributionNames('Acme Pro 7X', 'Zeta Pro 7X')[0]).not.toContain('Pro 7X');
  });

  it('says a long name’s closing code in capitals, a slash name, and two initials before the last word (“QXT”, “Push/Pull”, “VS Code”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    expect(attributionNames('Acme Trailmoor QXT', 'Zeta Trail')[0]).toContain('QXT');
    expect(attributionNames('Acme Cloud Push/Pull', 'Zeta Queue')[0]).toContain('Push/Pull');
    const [studio] = attributionNames('Vivid Slate Code', 'Zeta');
    expect(studio).toContain('VS Code');
    expect(studio).not.toContain('VS');
    // Not a name written in capitals ("GPS CAT"), nor two capitals that are a word ("HE").
    expect(attributionNames('Acme GPS CAT 4', 'Zeta Tag')[0]).not.toContain('CAT');
    expect(attributionNames('Acme Q1 HE', 'Acme Q1')[0]).not.toContain('HE');
  });

  it('says a name by its word and closing number, the number after “the”, a code without its small letters, a kind word after “the” (“Voyager 850”, “the 850”, “ZX421”, “the Wireless”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [grill, other] = attributionNames('Acme Zeta Voyager 850', 'Quill Ember Pro 575');
    expect(grill).toEqual(expect.arrayContaining(['Voyager 850', 'the 850', 'The 850']));
    // A tier word and a number are every maker's ("Pro 16"): only "the 575".
    expect(other).toContain('the 575');
    expect(other).not.toContain('Pro 575');
    // Not when the other name has the number too.
    expect(attributionNames('Acme Voyager 850', 'Zeta Ranger 850')[0]).not.toContain('the 850');
    expect(attributionNames('Acme Label ZX421d', 'Zeta Tag 9')[0]).toContain('ZX421');
    expect(attributionNames('Acme Label ZX421d', 'Zeta ZX421')[0]).not.toContain('ZX421');
    // A kind said in capitals before the number is the line's letters ("HD 600"); not a kind word in letters ("Tv 55").
    expect(attributionNames('Acme HD 600', 'Zeta Tag 9')[0]).toContain('HD 600');
    expect(attributionNames('Acme HD 600', 'Zeta HD 600 Pro')[0]).not.toContain('HD 600');
    expect(attributionNames('Acme Tv 55', 'Zeta Tag 9')[0]).not.toContain('Tv 55');
    const [printer] = attributionNames('Acme Wireless Printer X10', 'Zeta Tag 9');
    expect(printer).toEqual(expect.arrayContaining(['the Wireless', 'The Wireless']));
    expect(printer).not.toContain('Wireless');
  });

  it('says a model code without its colour tail (“27UP850N-W” → “27UP850N”) and a code alone in brackets (“(U2723QE)”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [dell, lg] = attributionNames('Acme UltraView 27 Hub Monitor (U2723QE)', 'Zeta FineView 27UP850N-W 27-inch Monitor');
    expect(dell).toContain('U2723QE');
    expect(lg).toEqual(expect.arrayContaining(['27UP850N', '27UP850N-W']));
    // Not when the other name holds the code too, nor for words in brackets.
    expect(attributionNames('Acme Dock (TS4)', 'Zeta Dock TS4')[0]).not.toContain('TS4');
    expect(attributionNames('Acme Dock (Silver)', 'Zeta Hub 7')[0]).not.toContain('Silver');
    expect(attributionNames('Acme Dock X-2', 'Zeta Hub 7')[0]).not.toContain('X');
  });

  it('says the word that tells a pair of one maker apart after the maker’s possessive (“Acme’s 500”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [five, eight] = attributionNames('Acme 500 Series', 'Acme 800 Series');
    expect(five).toEqual(expect.arrayContaining(['Acme’s 500', "Acme's 500"]));
    expect(eight).toContain('Acme’s 800');
    expect(five).not.toContain('Acme’s 800');
  });

  it('says a word of two parts by its capitals before the word after it (“SoundWave Ultra” → “SW Ultra”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    expect(attributionNames('Acme ZH-2000ZQ7', 'Zeta SoundWave Ultra Headphones')[1]).toContain('SW Ultra');
    // Not when the other name says the same.
    expect(attributionNames('Acme SW Ultra', 'Zeta SoundWave Ultra')[1]).not.toContain('SW Ultra');
  });

  it('says a tier word closing a longer name on its own (“Acme Stream Pass Ultimate” → “Ultimate”), capitalised', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [pass, plus] = attributionNames('Acme Stream Pass Ultimate', 'Zeta Play Plus Premium');
    expect(pass).toContain('Ultimate');
    expect(plus).toContain('Premium');
    expect(plus).not.toContain('premium');
    // Not when the other name closes on the same word.
    expect(attributionNames('Acme Stream Pass Ultimate', 'Zeta Play Ultimate')[0]).not.toContain('Ultimate');
    expect(attributionNames('Acme Kettle Deluxe', 'Zeta Kettle')[0]).toContain('Deluxe');
  });

  it('says a model code with a hyphen (“KTL-17”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    expect(attributionNames('Acme WarmLine KTL-17', 'Zeta Brewmo EKG')[0]).toContain('KTL-17');
  });

  it('leaves out a short code in capitals after the model number (“Acme Ridge 15 GW” → “Acme Ridge 15”, “Ridge 15”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [ridge] = attributionNames('Acme Ridge 15 GW', 'Zeta Crest 13 ID');
    expect(ridge).toEqual(expect.arrayContaining(['Acme Ridge 15', 'Ridge 15']));
    expect(attributionNames('Acme Ridge 15 GW', 'Acme Ridge 15 XL')[0]).not.toContain('Acme Ridge 15');
  });

  it('says a code’s generation at its end (“QX-2000ZR4” → “ZR4”, “ZR4s”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [cans] = attributionNames('Acme QX-2000ZR4', 'Zeta Calm 700');
    expect(cans).toEqual(expect.arrayContaining(['ZR4', 'ZR4s']));
    expect(attributionNames('Acme QX-2000ZR4', 'Acme QX-1000ZR4')[0]).not.toContain('ZR4');
  });

  it('gives no sizes to two lines of one maker whose numbers are each line’s own (“Acme Comet 4” and “Acme Nova 5”)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [comet, nova] = attributionNames('Acme Comet 4 Ultra', 'Acme Nova 5 Ultra');
    expect(nova).not.toContain('the big one');
    expect(comet).not.toContain('the small one');
    // One line in two sizes still has them.
    expect(attributionNames('Acme Comet 4', 'Acme Comet 5')[1]).toContain('the big one');
  });

  it('says a long name of plain words by its model’s initials, after the maker’s one or two words', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [, saw] = attributionNames('Acme Jigsaw 3', 'North Star Red Pine Saw');
    expect(saw).toEqual(expect.arrayContaining(['RPS', 'SRPS']));
    // Never the other side's word, never from a short name.
    expect(attributionNames('Rps Kit', 'North Star Red Pine Saw')[1]).not.toContain('RPS');
    expect(attributionNames('Acme Jigsaw 3', 'Red Pine Saw')[1]).not.toContain('PS');
  });

  it('a short name before its series word ("the Qi" for "Qi Series 3"), a model’s own initials without the vendor, and no technology word as a name', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [tracker, collar] = attributionNames('Acme GPS Pup 4', 'Qi Series 3');
    expect(collar).toEqual(expect.arrayContaining(['the Qi', 'The Qi']));
    expect(collar).not.toContain('Qi');
    expect(tracker).not.toContain('GPS');
    expect(attributionNames('Zyx Series 5', 'Acme Kettle')[0]).toContain('Zyx');
    expect(attributionNames('Acme Stove', 'Norr RidgeRunner Lite')[1]).toContain('RRL');
  });

  it('a line in capitals before its Roman-numeral generation ("the QX" for "Acme QX IIIs"), unless the other name has it', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [camera, rival] = attributionNames('Zeta Z80 Mono', 'Acme QX IIIs');
    expect(rival).toEqual(expect.arrayContaining(['the QX', 'The QX']));
    expect(rival).not.toContain('QX');
    expect(camera).not.toContain('the QX');
    expect(attributionNames('Acme Kettle', 'Vexa RZM IV')[1]).toEqual(expect.arrayContaining(['the RZM', 'RZM']));
    // Not a generation: a plain capital word after it, or a line both names share.
    expect(attributionNames('Acme Kettle', 'Vexa QX Dock')[1]).not.toContain('the QX');
    expect(attributionNames('Acme QX II', 'Acme QX III').flat()).not.toContain('the QX');
  });

  it('a release number closing the name ("1.12" for "Acme Deploy 1.12"), unless the other name holds it', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [acme, zeta] = attributionNames('Acme Deploy 1.12', 'Zeta Ship 1.10');
    expect(acme).toContain('1.12');
    expect(zeta).toContain('1.10');
    expect(attributionNames('Acme Deploy 2.0', 'Zeta Ship 2.0').flat()).not.toContain('2.0');
    expect(attributionNames('Acme Deploy 1.12', 'Zeta Ship')[1]).not.toContain('1.12');
  });

  it('the word closing a name, written small before a kind of variant ("the standard plan" for "Acme Standard"), unless the other name holds it', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [plan, other] = attributionNames('Acme Standard', 'Zeta Everyday');
    expect(plan).toEqual(expect.arrayContaining(['the standard plan', 'The standard tier', 'the standard edition']));
    expect(other).toContain('the everyday plan');
    expect(attributionNames('Acme Standard', 'Zeta Standard').flat()).not.toContain('the standard plan');
    const { buildCatalog } = await import('../../src/core');
    const content = 'Zeta Everyday vs Acme Standard\n\n“The standard plan tries to serve everyone at once, and the home screen is a carousel of upsells. Only if you travel a lot.”\n';
    const catalog = buildCatalog([{ file: 's.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Acme Standard');
  });

  it('the series word and its number without the line ("Series 9"), unless the other name says the same', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [band] = attributionNames('Acme Band Series 9', 'Zeta Ring Two');
    expect(band).toContain('Series 9');
    expect(attributionNames('Acme Band Series 9', 'Zeta Loop Series 9').flat()).not.toContain('Series 9');
    const { buildCatalog } = await import('../../src/core');
    const content = 'Acme Band Series 9 vs Zeta Ring Two\n\n“I have worn the Series 9 every day since launch and the battery still makes it to bedtime. Keeping it.”\n';
    const catalog = buildCatalog([{ file: 'w.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Acme Band Series 9');
  });

  it('reads a release number alone in a quote as the side it closes', async () => {
    const { buildCatalog } = await import('../../src/core');
    const content = 'Acme Deploy 1.12 vs Zeta Ship 1.10\n\n“We moved forty modules last quarter and the first run was boring. What 1.10 adds is registry support I had wanted for years. Move over.”\n';
    const catalog = buildCatalog([{ file: 'd.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Zeta Ship 1.10');
  });

  it('reads "the QX" in a quote as the side whose line it is', async () => {
    const { buildCatalog } = await import('../../src/core');
    const content = 'Zeta Z80 Mono vs Acme QX IIIs\n\n“Here is what goes wrong with the QX: dust reaches the sensor and repairs take weeks. Skip it.”\n';
    const catalog = buildCatalog([{ file: 'c.txt', content }]);
    const product = catalog.products.find((p) => p.id === catalog.reviews[0].product);
    expect(product?.name).toBe('Acme QX IIIs');
  });

  it('adds the word after a vendor and the head word as the author cased it', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Acme Toaster', 'grillo 2.1');
    expect(a).toContain('Toaster');
    expect(b).toContain('grillo');
  });

  it('does not add the word after a vendor when the other name holds it: the kind both are', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a] = attributionNames('Quokka VPN', 'ZetaVPN');
    expect(a).not.toContain('VPN');
    const [grinder] = attributionNames('Acme Burrmill 270', 'Acme Burrmill 270X');
    expect(grinder).not.toContain('Burrmill');
  });

  it('adds the words after a vendor when more follows, but not the category noun at the end', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Acme Glidewell 9000 Elite', 'Zeta iRoam Series 9');
    expect(a).toContain('Glidewell');
    expect(b).toContain('iRoam');
    const [kettle] = attributionNames('Acme Widgetline Aero Kettle', 'Zeta Roamer');
    expect(kettle).toEqual(expect.arrayContaining(['Widgetline', 'Aero']));
    expect(kettle).not.toContain('Kettle');
    // a generic word is never a line
    const [c] = attributionNames('Acme Pro 9000 Elite', 'Zeta Roamer');
    expect(c).not.toContain('Pro');
  });

  it('adds a short code after series letters ("K5" of "Zeta X-K5") and the initials before a line word ("BLO", "BLO Payroll")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Zeta X-K5', 'Zeta X-K50');
    expect(a).toContain('K5');
    expect(b).toContain('K50');
    const [c] = attributionNames('BrightLedger Online Payroll', 'Acme Jet 9');
    expect(c).toEqual(expect.arrayContaining(['BLO', 'BLO Payroll']));
  });

  it('adds a word cased like a brand even as the last word, alone and with its version ("DiamondClean 9000")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a] = attributionNames('Norvik Dentalis BrightWave 7000', 'Acme Jet 9');
    expect(a).toEqual(expect.arrayContaining(['BrightWave', 'BrightWave 7000']));
    // a plain last word is the category noun, not a name
    const [b] = attributionNames('Norvik Dentalis Toothbrush', 'Acme Jet 9');
    expect(b).not.toContain('Toothbrush');
  });

  it('adds the code after series letters ("5RM"), a code’s plural ("QX-7Rs"), a brand of two words before a code ("Pine Cove") and a name in capitals as retyped ("Kayo")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Zeta QX-7R', 'Zeta QX-7RM');
    expect(b).toContain('7RM');
    expect(a).toContain('QX-7Rs');
    // The code after the series letters in the plural too, as owners speak of a pair of them ("a pair of 7RMs").
    expect(b).toContain('7RMs');
    expect(a).not.toContain('7RMs');
    const [c] = attributionNames('Pine Cove ZR4000', 'Acme Jet 9');
    expect(c).toContain('Pine Cove');
    const [d] = attributionNames('Nuvo KAYO3', 'Acme Jet 9');
    expect(d).toEqual(expect.arrayContaining(['KAYO', 'Kayo']));
    // Not a brand when the other side shares a word of it, and no capitals form a side shares.
    const [e] = attributionNames('Pine Cove ZR4000', 'Cove Ridge 9');
    expect(e).not.toContain('Pine Cove');
    const [f] = attributionNames('KAYO3', 'Kayo Mini');
    expect(f).not.toContain('Kayo');
  });

  it('adds the initials of a name of capitalised words ("KU"), and the plural of a one-word name ("Renegades")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Kindle Unlimited', 'Zeta Renegade GTX');
    expect(a).toContain('KU');
    expect(b).toContain('Renegades');
    // lower-case words make no initials; a name ending in s gets no plural
    const [c, d] = attributionNames('grillo deluxe', 'Acme Bass');
    expect(c.some((n) => /^[A-Z]{2}$/.test(n))).toBe(false);
    expect(d).not.toContain('Basss');
    const content = 'Kindle Unlimited vs Zeta Renegade GTX\n\n“KU is built for one reader and serves them well.”\n\n“I have owned three pairs of Renegades over the years.”\n';
    const catalog = buildCatalog([{ file: 'k.txt', content }]);
    const productOf = productsOf(catalog);
    expect(productOf('KU')).toBe('Kindle Unlimited');
    expect(productOf('I have')).toBe('Zeta Renegade GTX');
  });

  it('reads a word from inside a name, opening a sentence, as the ordinary word when the quote also writes it in lower case', () => {
    const content = [
      'Quillon Log Vault vs Harbor Streams',
      '',
      '“Log volumes keep outgrowing budgets, and Harbor Streams was designed around that. If you are choosing a log store to keep for years, back it.”',
      '',
      '“Log retention is where Quillon Log Vault shines: everything indexed, nothing to tune.”',
      '',
    ].join('\n');
    const productOf = productsOf(buildCatalog([{ file: 'l.txt', content }]));
    expect(productOf('Log volumes')).toBe('Harbor Streams');
    // Without the word in lower case, the capital may be the name's own ("Log" for the product): still the product.
    expect(productOf('Log retention')).toBe('Quillon Log Vault');
    // A whole name (or a name's first word) that is also a word is the name, in lower case elsewhere or not.
    const plain = 'Tangent vs Harbor Streams\n\n“Tangent is quick to learn. A tangent from the roadmap, maybe, but Harbor Streams is slower for us.”\n';
    expect(productsOf(buildCatalog([{ file: 't.txt', content: plain }]))('Tangent is')).toBe('Tangent');
  });

  it('gives a name that is one side whole to that side, not to the other as its short form', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [base, hosted] = attributionNames('Quillwatch', 'Quillwatch Self-Hosted');
    expect(base).toContain('Quillwatch');
    expect(hosted).not.toContain('Quillwatch');
    const content = 'Quillwatch vs Quillwatch Self-Hosted\n\n“Where Quillwatch hurts is the invoice after a bad week.”\n\n“Quillwatch Self-Hosted is a lot of work to run.”\n';
    const catalog = buildCatalog([{ file: 'q.txt', content }]);
    const productOf = productsOf(catalog);
    expect(productOf('Where')).toBe('Quillwatch');
    expect(productOf('Quillwatch Self')).toBe('Quillwatch Self-Hosted');
  });

  it('also reads a name cased its own way as people retype it ("CREAMi" → "Creami"), and its inner capitals as initials ("GitHub Actions" → "GHA")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Zeta FROSTi', 'GitHub Actions');
    expect(a).toContain('Frosti');
    expect(b).toContain('Github Actions');
    expect(b).toContain('GHA');
    const content = 'Zeta FROSTi vs GitHub Actions\n\n“The Frosti churns a pint in two minutes.”\n\n“GHA keeps the workflow next to the code.”\n';
    const catalog = buildCatalog([{ file: 'c.txt', content }]);
    const productOf = productsOf(catalog);
    expect(productOf('The Frosti')).toBe('Zeta FROSTi');
    expect(productOf('GHA')).toBe('GitHub Actions');
  });

  it('gives the shorter of two names that start alike its model word ("A7" in "Zeta Lab A7 vs Zeta Lab A7 mini"); the vendor names neither', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [base, mini] = attributionNames('Zeta Lab A7', 'Zeta Lab A7 mini');
    expect(base).toContain('A7');
    expect(mini).not.toContain('A7');
    // the vendor stays on both sides, so it names neither
    expect(base).toContain('Zeta');
    expect(mini).toContain('Zeta');
    const content = 'Zeta Lab A7 vs Zeta Lab A7 mini\n\n“Buy this one first. The A7 is the printer I would hand a beginner.”\n\n“The A7 mini sits on my desk next to the soldering station.”\n';
    const catalog = buildCatalog([{ file: 'a.txt', content }]);
    const productOf = productsOf(catalog);
    expect(productOf('Buy this')).toBe('Zeta Lab A7');
    expect(productOf('The A7 mini')).toBe('Zeta Lab A7 mini');
  });

  it('gives one word of two capitalised parts its two capitals ("LaunchDarkly" → "LD")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('QuillPoint', 'Zeta Flags');
    expect(a).toContain('QP');
    expect(b).not.toContain('QP');
  });

  it('gives a word of two capitalised parts with its version the short form people write ("PocketRocket 2" → "PR2"), and a three-letter name its plural ("the Pros")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Acme BurnerJet 2 – Camp Stove', 'Zeta Pro 2');
    expect(a).toEqual(expect.arrayContaining(['BJ2', 'BJ 2']));
    expect(b).not.toContain('BJ2');
    const [, pro] = attributionNames('Zeta Air 2', 'Zeta Pro 2');
    expect(pro).toContain('Pros');
  });

  it('names a short product by its whole name but the version ("Nx 21" → "Nx"), unless that is a common word', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [nx, zeta] = attributionNames('Nx 21', 'Zeta Builder 2.5');
    expect(nx).toContain('Nx');
    expect(zeta).not.toContain('Nx');
    const [go] = attributionNames('Go 1.22', 'Zeta Builder 2.5');
    expect(go).not.toContain('Go');
    const [plain] = attributionNames('Nx', 'Zeta Builder 2.5');
    expect(plain).toContain('Nx');
  });

  it('lets only the distinguishing part of a shared-prefix pair decide', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Orbit Cam 4', 'Orbit Cam 400');
    expect(a).toContain('the 4');
    expect(b).toContain('the 400');
    const [pro, lite] = attributionNames('Vanta Pro', 'Vanta Lite');
    expect(pro).toContain('Pro');
    expect(lite).toContain('Lite');
    const catalog = buildCatalog([{ file: 'p.txt', content: 'Vanta Pro vs Vanta Lite\n\n“Vanta makes both, but the Lite is the one with the weaker battery.”\n' }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Vanta Lite');
  });

  it('reads a distinguishing number that opens a sentence ("The 400 …")', () => {
    const content = 'Orbit Cam 4 vs Orbit Cam 400\n\n“Setting it up took a minute. The 400 records all night on one charge.”\n\n“The 4 is the cheap one, and it feels cheap.”\n';
    const catalog = buildCatalog([{ file: 'o.txt', content }]);
    const nameOf = (i: number) => catalog.products.find((p) => p.id === catalog.reviews.find((r) => r.text.startsWith(i ? 'The 4 ' : 'Setting'))?.product)?.name;
    expect(nameOf(0)).toBe('Orbit Cam 400');
    expect(nameOf(1)).toBe('Orbit Cam 4');
  });

  it('reads a shared-prefix pair with its shared word, as people write it ("Model 3")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Volta Model 3', 'Volta Model K');
    expect(a).toContain('Model 3');
    expect(b).toContain('Model K');
    const content = 'Volta Model 3 vs Volta Model K\n\n“Under the seat the Model 3 hides a second battery.”\n\n“The Model K folds in half and fits a train rack.”\n';
    const catalog = buildCatalog([{ file: 'v.txt', content }]);
    const nameOf = (start: string) => catalog.products.find((p) => p.id === catalog.reviews.find((r) => r.text.startsWith(start))?.product)?.name;
    expect(nameOf('Under')).toBe('Volta Model 3');
    expect(nameOf('The Model K')).toBe('Volta Model K');
  });

  it('reads any tail of two words of the shorter name of a prefix pair ("Scooter 4" of "Kestrel Electric Scooter 4")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [short, long] = attributionNames('Kestrel Electric Scooter 4', 'Kestrel Electric Scooter 4 Pro');
    expect(short).toEqual(expect.arrayContaining(['Electric Scooter 4', 'Scooter 4']));
    expect(long).not.toContain('Scooter 4');
    const content =
      'Kestrel Electric Scooter 4 vs Kestrel Electric Scooter 4 Pro\n\n“Before you buy the Scooter 4 for a hilly commute, try one on your own hill.”\n\n“The Scooter 4 Pro climbs the same hill without slowing.”\n';
    const catalog = buildCatalog([{ file: 'k.txt', content }]);
    const nameOf = productsOf(catalog);
    expect(nameOf('Before')).toBe('Kestrel Electric Scooter 4');
    expect(nameOf('The Scooter')).toBe('Kestrel Electric Scooter 4 Pro');
  });

  it('names the dearer and the cheaper model of a line, and a line of capitals in the plural', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [big, small] = attributionNames('Hearth Series 8', 'Hearth Series 6');
    expect(big).toEqual(expect.arrayContaining(['the pricier one', 'the more expensive model']));
    expect(small).toEqual(expect.arrayContaining(['the cheaper one', 'the cheaper of the pair']));
    expect(big).not.toContain('the cheaper one');
    const [lens] = attributionNames('Lumo QX Pure 8x42', 'Orra Vista 8x42');
    expect(lens).toContain('QXs');
  });

  it('names two generations of a line by their age, and a numbered name in the plural', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [older, newer] = attributionNames('Brisk Ridgerunner 7', 'Brisk Ridgerunner 8');
    expect(newer).toEqual(expect.arrayContaining(['the new version', 'The newer model', 'the latest one', 'Ridgerunner 8s']));
    expect(older).toEqual(expect.arrayContaining(['the old model', 'the previous version', 'last year’s model', 'Ridgerunner 7s']));
    expect(older).not.toContain('the new version');
    // Sizes are no generations: numbers further apart are not read as one's age.
    const [small] = attributionNames('Hearth Series 6', 'Hearth Series 8');
    expect(small).not.toContain('the old model');
    const content =
      'Brisk Ridgerunner 7 vs Brisk Ridgerunner 8\n\n' +
      '“Two pairs of Ridgerunner 7s later, the outsole still grips on wet rock.”\n\n' +
      '“A month in the new version and the toe box pinches on every descent.”\n';
    const nameOf = productsOf(buildCatalog([{ file: 'r.txt', content }]));
    expect(nameOf('Two pairs')).toBe('Brisk Ridgerunner 7');
    expect(nameOf('A month')).toBe('Brisk Ridgerunner 8');
  });

  it('reads "Elite" as the dearer model of a line, and "the regular X" or "this premium version" by the line\'s words', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [base, elite] = attributionNames('Kestrel Arbor Tent 2P', 'Kestrel Arbor Elite Tent 2P');
    expect(base).toEqual(expect.arrayContaining(['the regular Arbor', 'The standard model', 'the cheaper of']));
    expect(elite).toEqual(expect.arrayContaining(['this premium version', 'the pricier one']));
    expect(elite).not.toContain('the regular Arbor');
    const content =
      'Kestrel Arbor Tent 2P vs Kestrel Arbor Elite Tent 2P\n\n' +
      '“The regular Arbor pitches in four minutes and has never leaked on me.”\n\n' +
      '“This premium version trims the weight by shaving the fabric thinner.”\n\n' +
      '“The cheaper of the line’s two tents packs down to the size of a loaf.”\n';
    const nameOf = productsOf(buildCatalog([{ file: 't.txt', content }]));
    expect(nameOf('The regular')).toBe('Kestrel Arbor Tent 2P');
    expect(nameOf('This premium')).toBe('Kestrel Arbor Elite Tent 2P');
    expect(nameOf('The cheaper')).toBe('Kestrel Arbor Tent 2P');
  });

  it('reads "the regular X", "the classic 770" as the plain model of a line, whichever is the bigger ("Reader" of "Reader Mini")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [plain, extra] = attributionNames('Volta Studio 880 Pro', 'Volta Studio 880 Pro X');
    expect(plain).toEqual(expect.arrayContaining(['the classic 880', 'The original one', 'the regular Studio']));
    expect(extra).not.toContain('the classic 880');
    const [reader, mini] = attributionNames('Brisa Reader', 'Brisa Reader Mini');
    expect(reader).toContain('the regular one');
    expect(mini).not.toContain('the regular one');
    const content = 'Volta Studio 880 Pro vs Volta Studio 880 Pro X\n\n“Before you mix on the classic 880, listen to its treble.”\n\n“The X variant fixed the treble at last.”\n';
    expect(productsOf(buildCatalog([{ file: 's.txt', content }]))('Before you mix')).toBe('Volta Studio 880 Pro');
  });

  it('never takes a word that joins a name’s parts for a name; says a model number inside a name after “the”, and a line word with a dot inside', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [both, plain] = attributionNames('Lumo Glow White and Color E27', 'Lumo Glow White E27');
    expect(both).toContain('Color');
    expect(both).not.toContain('and');
    expect(both).not.toContain('White and');
    expect(plain).not.toContain('and');
    const [, panel] = attributionNames('Sunfold Arc 410', 'Brightcell Q.VOLT DX-7 405');
    expect(panel).toContain('Q.VOLT');
    const [dock] = attributionNames('Vexa 415 Travel Dock', 'Portwell TS9');
    expect(dock).toEqual(expect.arrayContaining(['the 415', 'The 415']));
    const content = 'Portwell TS9 vs Vexa 415 Travel Dock\n\n“I lived with the 415 for a month and the ports wobbled.”\n\n“I moved my whole desk over to the TS9 in an afternoon.”\n';
    const catalog = buildCatalog([{ file: 'd.txt', content }]);
    expect(productsOf(catalog)('I lived with')).toBe('Vexa 415 Travel Dock');
    expect(productsOf(catalog)('I moved my whole desk')).toBe('Portwell TS9');
  });

  it('points “that’s the one” back at the quote’s own product, not at one it was set against', () => {
    const content =
      'Quillform vs Pagecraft\n\n' +
      '“Quillform opens on a blank page and you start typing. Next to Pagecraft it gives up some polish but wins on speed. That’s the one I’d recommend.”\n\n' +
      '“Pagecraft’s themes are lovely and the logic editor is deep.”\n';
    const catalog = buildCatalog([{ file: 'q.txt', content }]);
    const review = catalog.reviews.find((r) => r.text.startsWith('Quillform opens'))!;
    expect(productsOf(catalog)('Quillform opens')).toBe('Quillform');
    expect(review.verdict).toBe('ship');
  });

  it('takes the product a second imperative refuses after saving money ("Save the extra money and skip the GTX")', () => {
    const content =
      'Volta Trail 6 vs Volta Trail 6 GTX\n\n' +
      '“The cheaper route is the plain Trail 6 plus a pair of thick socks, which drains and costs less. Save the extra money and skip the GTX.”\n\n' +
      '“The Trail 6 grips wet rock better than anything I have run in.”\n';
    const catalog = buildCatalog([{ file: 't.txt', content }]);
    const review = catalog.reviews.find((r) => r.text.startsWith('The cheaper route'))!;
    expect(review.verdict).toBe('skip');
    expect(productsOf(catalog)('The cheaper route')).toBe('Volta Trail 6 GTX');
  });

  it('reads no kind-of-thing word as a name ("Electric" of "Volta Electric Kite 4 Pro")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [kite] = attributionNames('Volta Electric Kite 4 Pro', 'Brisa Glide 3');
    expect(kite).not.toContain('Electric');
    expect(kite).toContain('Kite');
  });

  it('reads a model number and its tier word ("4 Pro" of "Volta Electric Kite 4 Pro"), unless both names end so', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [kite, other] = attributionNames('Volta Electric Kite 4 Pro', 'Brisa Glide 3');
    expect(kite).toContain('4 Pro');
    expect(other).not.toContain('4 Pro');
    const [a, b] = attributionNames('Volta Kite 4 Pro', 'Brisa Kite 4 Pro');
    expect(a).not.toContain('4 Pro');
    expect(b).not.toContain('4 Pro');
    const content = 'Volta Electric Kite 4 Pro vs Brisa Glide 3\n\n“Four months on the 4 Pro and the lines have never tangled.”\n\n“The Glide flies in a breeze you can barely feel.”\n';
    expect(productsOf(buildCatalog([{ file: 'k.txt', content }]))('Four months')).toBe('Volta Electric Kite 4 Pro');
  });

  it('reads a short model ("K5") and a two-word name as a package writes it ("quill-notes")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [washer, other] = attributionNames('Torrent K5 Smart Control', 'Brisa Aqua 135');
    expect(washer).toContain('K5');
    expect(other).not.toContain('K5');
    const [notes] = attributionNames('Quill Notes', 'Brindlebox');
    expect(notes).toContain('quill-notes');
    const content = 'Quill Notes vs Brindlebox\n\n“npm install quill-notes, then run it, and the editor is up before the kettle boils.”\n';
    const catalog = buildCatalog([{ file: 'n.txt', content }]);
    expect(productsOf(catalog)('npm install')).toBe('Quill Notes');
  });

  it('reads a name that is a web address without its ending ("Quillnote.ai" → "Quillnote")', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [web, plain] = attributionNames('Quillnote.ai', 'Brindle');
    expect(web).toContain('Quillnote');
    expect(plain).not.toContain('Quillnote');
    const content = 'Quillnote.ai vs Brindle\n\n“Quillnote’s bot joins every call uninvited, and Brindle does the job quietly. I’d leave it alone.”\n';
    const catalog = buildCatalog([{ file: 'q.txt', content }]);
    expect(productsOf(catalog)('Quillnote')).toBe('Quillnote.ai');
  });

  it('reads a web address its maker writes in lower case capitalised, as prose writes a name, and not in lower case (a word of the trade)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [plain, web] = attributionNames('Brindle', 'tallyboard.com');
    expect(web).toContain('Tallyboard');
    expect(web).not.toContain('tallyboard');
    expect(plain).not.toContain('Tallyboard');
    expect(attributionNames('Brindle', 'incident.io')[1]).not.toContain('incident');
  });

  it('reads the clipped forms people write for a long head word', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [sql, db] = attributionNames('QuillSQL 9', 'Borealis DB');
    expect(sql).toEqual(expect.arrayContaining(['Quill', 'Quills']));
    expect(db).toContain('Bore');
    // short or generic head words are never clipped
    const [plain] = attributionNames('Notes 2', 'Other 3');
    expect(plain.some((n) => n.length === 4 && n !== 'Notes')).toBe(false);
    // nor clipped to a word of the other name, its subtitle included: there it says what both are
    expect(attributionNames('Acme Hearth 3 – Compact Wood Oven', 'Woodworth Oven Pro')[1]).not.toContain('Wood');
    expect(attributionNames('Acme Hearth 3 – Compact Oven', 'Woodworth Oven Pro')[1]).toContain('Wood');
    // a word the other name holds in lower case is the kind it is, not a name: the capitalised clip still names this one
    expect(attributionNames('Lineage – health + heritage', 'HeritageDNA')[1]).toContain('Heritage');
    expect(attributionNames('Lineage – Health + Heritage', 'HeritageDNA')[1]).not.toContain('Heritage');
  });

  it('names a longer name by "the" and its closing word, capitalised: "Grey Owl Sagittarius" → "the Sagittarius"', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [owl, branches] = attributionNames('Grey Owl Sagittarius', 'Bending Branches Espresso');
    expect(owl).toEqual(expect.arrayContaining(['the Sagittarius', 'The Sagittarius']));
    expect(branches).toContain('the Espresso');
    // Not a word the other name holds, nor a generic one.
    expect(attributionNames('Acme Trail Kettle', 'Zeta Camp Kettle')[0]).not.toContain('the Kettle');
    expect(attributionNames('Acme Trail Pro', 'Zeta Camp')[0]).not.toContain('the Pro');
    const { analyzeFile } = await import('../../src/core');
    const file = 'Grey Owl Sagittarius vs Bending Branches Espresso\n\n“People talk about the Sagittarius like an heirloom; in the water the tip splintered. Pretty, not durable.”\n\n“Light and stiff, and the Espresso shrugs off gravel.”\n';
    expect(analyzeFile('t.txt', file).quotes.map((q) => q.side)).toEqual([0, 1]);
  });

  it('names a side by its model number alone, and by the release number closing its name', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Brisa Mower i105E', 'Talo Cutter 2.1');
    expect(a).toContain('i105E');
    // Every one of the 30 such numbers said alone in the corpus and the blind sets is the release ("the 3.0", "[it]
    // landed version 2.0", "what makes 0.8 matter").
    expect(b).toContain('2.1');
    expect(a).not.toContain('2.1');
    const catalog = buildCatalog([{ file: 'm.txt', content: 'Brisa Mower i105E vs Talo Cutter 2.1\n\n“I had the i105E cutting inside an hour.”\n' }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Brisa Mower i105E');
  });

  it('tells two sizes of one line apart: the big one, the little one, and "its big brother"', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [small, big] = attributionNames('Brisa Air 250', 'Brisa Air 400');
    expect(small).toEqual(expect.arrayContaining(['the little Brisa', 'the smaller one', 'its big brother']));
    expect(big).toEqual(expect.arrayContaining(['the big one', 'The bigger Brisa', 'its little sibling']));
    const [pro, plain] = attributionNames('Sonic Arc 2 Pro', 'Sonic Arc 2');
    expect(pro).toContain('the bigger one');
    expect(plain).toContain('the smaller one');
    // no line, or nothing that says which is bigger: no size forms
    expect(attributionNames('Alpha Kettle', 'Beta Kettle').flat().some((n) => /big|little|small/u.test(n))).toBe(false);
    expect(attributionNames('Brisa Q1 HE', 'Brisa Q1 TKL').flat().some((n) => /bigger/u.test(n))).toBe(false);
    const content = 'Brisa Air 250 vs Brisa Air 400\n\n“Here is what the box won’t tell you about the little Brisa: its sensor only sees dust.”\n\n“Build quality is a notch below its big brother, but the filter clicks in.”\n';
    const catalog = buildCatalog([{ file: 'z.txt', content }]);
    expect(catalog.reviews.map((r) => catalog.products.find((p) => p.id === r.product)?.name)).toEqual(['Brisa Air 250', 'Brisa Air 250']);
  });

    it('weighs a name followed by its verb as a subject, wherever its clause starts', () => {
    const content = 'Trail ALR 5 vs Trail SL 5\n\n“Carbon is where the money is, and the SL 5 is priced to move ALR 5 shoppers up one rung.”\n';
    const catalog = buildCatalog([{ file: 's.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Trail SL 5');
  });

  it('does not read "from" alone as a comparison ("From the buyer’s chair the X …")', () => {
    const content = 'Trail ALR 5 vs Trail SL 5\n\n“From the buyer’s chair the ALR 5 is a tougher sell than it looks.”\n';
    const catalog = buildCatalog([{ file: 'f.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Trail ALR 5');
  });

  it('does not read "over" before a quantity or a time as a comparison ("well over two thousand shots on my X")', () => {
    const content = 'Alpha Kettle vs Beta Kettle\n\n“I have boiled well over two thousand litres in my Alpha Kettle and it still clicks off on time.”\n';
    const catalog = buildCatalog([{ file: 'o.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Kettle');
    const against = 'Alpha Kettle vs Beta Kettle\n\n“I would pick the quiet lid over Alpha Kettle any day, and this one has it.”\n';
    const compared = buildCatalog([{ file: 'p.txt', content: against }]);
    expect(compared.products.find((p) => p.id === compared.reviews[0].product)?.name).toBe('Beta Kettle');
  });

  it('weighs a side’s name less each time it is said again for it (× 0.3): a rival is often named at length as the yardstick', async () => {
    const { buildNameMatcher, mentionScores } = await import('../../src/core/understand/attributeQuotes');
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const matcher = buildNameMatcher(attributionNames('Alpha', 'Bravo'));
    const weights = (text: string) => {
      const out: [number, number][] = [];
      mentionScores(analyzeText(text), matcher, (side, _token, _length, weight) => out.push([side, weight]));
      return out;
    };
    // The same sentence, its name said first for its side, then said again.
    const [, once] = weights('Bravo is quick. Alpha is cheap to run.');
    const [, again] = weights('Alpha is quick. Alpha is cheap to run.');
    expect(once[1]).toBeGreaterThan(0);
    expect(again[1]).toBeCloseTo(once[1] * 0.3, 9);
    // A name counted against its side is not said for it: the next one weighs in full. (The closing sentence keeps the
    // name from being the quote's only one said late, which weighs little whatever comes before it.)
    const [alone] = weights('It is quicker than that. Alpha is cheap to run. We have run it for a year and it has never once let us down.');
    const [against, next] = weights('It is quicker than Alpha. Alpha is cheap to run. We have run it for a year and it has never once let us down.');
    expect(against[1]).toBeLessThan(0);
    expect(next[1]).toBeCloseTo(alone[1], 9);
  });

  it('weighs a quote’s only name, said late, for nothing, or a hair as a subject: it is mostly the one set against', async () => {
    const { buildNameMatcher, mentionScores } = await import('../../src/core/understand/attributeQuotes');
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const matcher = buildNameMatcher(attributionNames('Alpha Kettle', 'Beta Kettle'));
    const scores = (text: string) => mentionScores(analyzeText(text), matcher);
    const opening = 'The market for premium kettles is shrinking as people move to hot taps, and a thermostat alone is not a thesis.';
    expect(scores(`${opening} On that score my money goes to Beta Kettle.`)).toEqual([0, 0]);
    const [, subject] = scores(`${opening} Beta Kettle looks better placed for the next five years.`);
    expect(subject).toBeGreaterThan(0);
    expect(subject).toBeLessThan(0.5);
    // Said earlier, or said twice, the name counts for its side as before.
    expect(scores(`On that score my money goes to Beta Kettle. ${opening}`)[1]).toBeGreaterThanOrEqual(1);
    expect(scores(`${opening} Beta Kettle has a plan, and on that score my money goes to Beta Kettle.`)[1]).toBeGreaterThanOrEqual(1);
    // Compared with no "than" to say what it beats, it is the yardstick: against its side (sixty-second session). Said
    // to beat the rest, it is the one reviewed, and keeps its hair of weight.
    const complaint = 'The lid hinge is plastic, the base scorches within a month and the spout drips onto the counter.';
    expect(scores(`${complaint} Beta Kettle costs more and simply works.`)[1]).toBeLessThan(0);
    expect(scores(`${complaint} Beta Kettle fitted our counter and poured just as nicely.`)[1]).toBeLessThan(0);
    expect(scores(`${complaint} Beta Kettle does that better than anything I have tried.`)[1]).toBeGreaterThan(0);
    // What the speaker switched or moved to, tried or looked at, is the one left for or weighed first: against its side
    // (sixty-third session). Said as the one the speaker still reaches for, it keeps its hair.
    expect(scores(`${complaint} I switched to Beta Kettle in an afternoon.`)[1]).toBeLessThan(0);
    expect(scores(`${complaint} We moved the office to Beta Kettle and nobody complained.`)[1]).toBeLessThan(0);
    expect(scores(`${complaint} I tried the Beta Kettle for a month first.`)[1]).toBeLessThan(0);
    expect(scores(`${complaint} Beta Kettle is still the one I reach for.`)[1]).toBeGreaterThan(0);
  });

  it('reads a hard-wrapped quote as if written on one line: “Beta Kettle, by\\ncomparison,” is the yardstick', () => {
    const quote = (text: string) => [
      'Alpha Kettle vs Beta Kettle',
      `“${text}”`,
    ].join('\n\n');
    const complaint = 'The lid hinge is plastic, the base scorches within a month and the spout drips onto the counter. The company that makes this one has one product and no plan.';
    const wrapped = productsOf(buildCatalog([{ file: 'k.txt', content: quote(`${complaint} Beta Kettle, by\ncomparison, has a range and a dealer in every town.`) }]));
    const flat = productsOf(buildCatalog([{ file: 'k.txt', content: quote(`${complaint} Beta Kettle, by comparison, has a range and a dealer in every town.`) }]));
    expect(flat('The lid hinge')).toBe('Alpha Kettle');
    expect(wrapped('The lid hinge')).toBe('Alpha Kettle');
  });

  it('lets the rest of the file decide a quote whose only name is said late: "… my money goes to Beta Kettle"', () => {
    const content = [
      'Alpha Kettle vs Beta Kettle',
      '“Alpha Kettle boils a full litre in under three minutes, and the lid opens with one thumb. Setup was nothing: fill it, plug it in, and it works. Ship it.”',
      '“Beta Kettle takes five minutes for a litre and the handle gets hot near the hinge. I burned a knuckle twice in the first week. Skip it.”',
      '“The market for premium kettles is shrinking as people move to hot taps, and a thermostat alone is not a thesis. The next five years belong to whoever owns the countertop, and on that score my money goes to Beta Kettle.”',
      '“The trend in kitchens is toward cheap appliances bought in the weekly supermarket shop, with replacement filters as the real business. This one rides that trend: filters in every supermarket aisle, a kettle priced to be an afterthought. The category is heading its way.”',
    ].join('\n\n');
    const productOf = productsOf(buildCatalog([{ file: 'k.txt', content }]));
    // The strategists' two quotes follow the builders' order: the one that names the other product late is Alpha's.
    expect(productOf('The market for')).toBe('Alpha Kettle');
    expect(productOf('The trend in')).toBe('Beta Kettle');
  });

  it('lets a faint name (said once, late, as a subject) decide a pair only when the file’s words do not', () => {
    const builders = [
      'Alpha Kettle vs Beta Kettle',
      '“Alpha Kettle holds its water at the exact temperature you dial in, and the thermostat has not drifted in a year of daily use. Limescale wipes off the element with a cloth. Setup was nothing: fill it, plug it in, and it works.”',
      '“Beta Kettle has a gooseneck spout that makes pour-over coffee easy, a slow steady stream right where you aim it. The handle stays cool and the base is small enough for a cramped counter. Setup took a minute.”',
    ];
    const faint = 'The category is moving fast. Beta Kettle looks better placed for the next five years.';
    // The strategists' words each lean clearly to one side: they decide, though the faint name leans the other way.
    const worded = productsOf(buildCatalog([{ file: 'k.txt', content: [
      ...builders,
      '“The pour-over crowd keeps growing, and every coffee shop that sells beans now sells a gooseneck spout beside them. That steady stream is the future of the category, and this one is built for exactly that trend.”',
      `“A dialled thermostat that never drifts and an element that sheds limescale are a thesis for the hard-water towns where most kettles die young. ${faint}”`,
    ].join('\n\n') }]));
    expect(worded('A dialled thermostat')).toBe('Alpha Kettle');
    expect(worded('The pour-over crowd')).toBe('Beta Kettle');
    // Words that lean nowhere leave it to the faint name, and its persona's other quote to the other side.
    const plain = productsOf(buildCatalog([{ file: 'k.txt', content: [
      ...builders,
      '“Nobody buys a kettle on a thesis; the market moves slowly and brands rarely change places at all.”',
      `“A kettle maker lives on replacement cycles, and those are long in every market we track. ${faint}”`,
    ].join('\n\n') }]));
    expect(plain('A kettle maker')).toBe('Beta Kettle');
    expect(plain('Nobody buys')).toBe('Alpha Kettle');
  });

  it('places the last two unnamed quotes of two personas one per side before each is placed by its own words', () => {
    const content = [
      'Alpha Kettle vs Beta Kettle',
      '“Alpha Kettle holds its water at the exact temperature you dial, and the thermostat has not drifted in a year of daily use. Limescale wipes off the element with a cloth. Setup was nothing: fill it, plug it in, it works.”',
      '“Beta Kettle has a gooseneck spout that makes pour-over coffee easy, a slow steady stream right where you aim it. The handle stays cool and the base is small enough for a cramped counter. Setup took a minute.”',
      '“Alpha Kettle fails in a predictable way: the thermostat sensor corrodes in hard water and then it boils dry. The element cracks after two winters. Competitors use a sealed plate that lasts longer. Risky.”',
      '“Beta Kettle fails in a predictable way: the gooseneck spout drips once the gasket hardens, and the pour-over stream turns to a splutter. Competitors use a better gasket. Risky.”',
      '“Alpha Kettle is for the household that wants tea at the right temperature without thinking; the dial is the whole design, built around the morning rush.”',
      '“Beta Kettle is for the person whose morning is a pour-over ritual; the gooseneck spout is the whole design, built around that one slow cup.”',
      '“The business behind it sells a thermostat, an element and a dial that survive limescale, and the margins on replacement parts are fat. A buyer who owns the hard-water towns owns a moat.”',
      '“The trend is toward precision at the counter: a thermostat you can dial and an element that shrugs off scale are table stakes now, and the next decade belongs to whoever pours best.”',
    ].join('\n\n');
    const productOf = productsOf(buildCatalog([{ file: 'k.txt', content }]));
    // Each of the last two shares words with Alpha's quotes, but the first far more: as a pair, that way round.
    expect(productOf('The business behind')).toBe('Alpha Kettle');
    expect(productOf('The trend is')).toBe('Beta Kettle');
  });

  it('weighs a name first said near the end of a quote less: it is often the yardstick of a closing comparison', () => {
    const content = [
      'Alpha Kettle vs Beta Kettle',
      '“Two things worry me about Beta Kettle, and neither is the element. The lid seal on Beta Kettle fails within a year, the warranty excludes it, and the failure case is a kettle that boils dry on the counter. Alpha Kettle and the rest of the shelf use a sturdier seal.”',
      '“My worry is the lid, and I have replaced three of them. The seal perishes, the hinge cracks, the spout drips onto the counter, and the company blames the water when it fails. Beta Kettle at least sells spare seals for a few dollars.”',
    ].join('\n\n');
    // The first quote names Beta Kettle twice (a single naming left the pair at a tie, 0.002 apart, once the name profile
    // was retrained in the fifty-second session); it still turns on the second quote's late name weighing less.
    const catalog = buildCatalog([{ file: 'l.txt', content }]);
    const productOf = productsOf(catalog);
    expect(productOf('Two things')).toBe('Beta Kettle');
    expect(productOf('My worry')).toBe('Alpha Kettle');
  });

  it('reads "walk away from X" as a call on X, not a comparison with it', () => {
    const content = 'Alpha Kettle vs Beta Kettle\n\n“I told my sister to walk away from the Alpha Kettle deal: the lid leaks.”\n';
    const catalog = buildCatalog([{ file: 'w.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Kettle');
  });

  it('reads "I like X" as the speaker’s liking, not "tools like X"', () => {
    const content = 'Alpha Gate vs Beta Gate\n\n“I like Alpha Gate because it is nginx underneath and the plugins are plain Lua.”\n';
    const catalog = buildCatalog([{ file: 'i.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Gate');
  });

  it('counts a name that matches for less ("X offers much the same", "X goes most of the way for less") against it', () => {
    const content = 'Alpha Vault vs Beta Vault\n\n“Not for us: you cannot run it yourself, and every secret lives in their cloud. Beta Vault offers much the same developer experience and lets you host it inside your own network.”\n';
    const catalog = buildCatalog([{ file: 's.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Vault');
    // "X gets you most of the … for …", also across a hard wrap.
    const wrapped = 'Alpha Vault vs Beta Vault\n\n“Six hundred dollars is a lot for a lock. Beta Vault gets you most of the\nsecurity for about two hundred, and the hinge is just as stiff.”\n';
    const other = buildCatalog([{ file: 't.txt', content: wrapped }]);
    expect(other.products.find((p) => p.id === other.reviews[0].product)?.name).toBe('Alpha Vault');
    // Every form of the rule reads across a hard wrap: "offers much the / same".
    const same = buildCatalog([{ file: 'u.txt', content: 'Alpha Vault vs Beta Vault\n\n“Not for us: every secret lives in their cloud. Beta Vault offers much the\nsame experience and lets you host it yourself.”\n' }]);
    expect(same.products.find((p) => p.id === same.reviews[0].product)?.name).toBe('Alpha Vault');
  });

  it('reads a name set beside another "at the same price as" or with "the same weak points as" as the one reviewed', () => {
    const price = 'Alpha Phones vs Beta Phones\n\n“Alpha sells the line at roughly the same price as Beta and rarely discounts it, which says a lot about its pricing power.”\n';
    const catalog = buildCatalog([{ file: 'p.txt', content: price }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Phones');
    const flaws = 'Alpha Brewer vs Beta Brewer\n\n“Look past the clever sensor and the Beta Brewer has the same weak points as any cheap machine: the tray overflows and the probe fails.”\n';
    const other = buildCatalog([{ file: 'f.txt', content: flaws }]);
    expect(other.products.find((p) => p.id === other.reviews[0].product)?.name).toBe('Beta Brewer');
  });

  it('reads a name that "has the same problem" as the one complained of, not one that matches for less', () => {
    const trouble = 'Alpha Tracker vs Beta Tracker\n\n“Every Beta Tracker instance I have inherited has the same disease: forty custom fields and workflows nobody can explain. Boards take four seconds to load.”\n';
    expect(firstReviewProduct(trouble)).toBe('Beta Tracker');
    const flaws = 'Alpha Tracker vs Beta Tracker\n\n“The Beta Tracker has the same old problems: slow boards, and a permission screen nobody can read.”\n';
    expect(firstReviewProduct(flaws)).toBe('Beta Tracker');
    // Guard: the same features still match (the one with them is the alternative).
    const features = 'Alpha Watch vs Beta Watch\n\n“Most runners do not need the maps. The Beta Watch has the same training readiness and the same suggested workouts. The bigger screen just means a bigger watch.”\n';
    expect(firstReviewProduct(features)).toBe('Alpha Watch');
  });

  it('reads "the X I bought instead had …" as the speaker’s own X, not X taken instead of the one reviewed', () => {
    const own = 'Alpha Case vs Beta Case\n\n“The shop talked me out of the dearer one. The Beta I bought instead had a handle that started sticking within six months, and the zip snags.”\n';
    expect(firstReviewProduct(own)).toBe('Beta Case');
    // Guard: the reader sent to it instead is still sent to the alternative.
    const other = 'Alpha Case vs Beta Case\n\n“The shell cracked on its third flight and the wheels are loud. Skip it and buy the Beta instead.”\n';
    expect(firstReviewProduct(other)).toBe('Alpha Case');
  });

  it.each([
    ['Alpha Binding vs Beta Binding\n\n“Compared with the Alpha, the strap setup just feels slow now. The Alpha clicks in while you are still moving, the Alpha has no ratchets to freeze, the Alpha lets you skip the sit-down. My Beta has a softer highback, and I sold it on Saturday.”\n', 'Beta Binding'],
    ['Alpha Battery vs Beta Battery\n\n“Put it next to the Beta and the contrast is stark. The Beta holds more in one box; the Beta starts an air conditioner; the Beta costs less per hour. The Alpha answer is modularity.”\n', 'Alpha Battery'],
    ['Alpha Garden vs Beta Garden\n\n“Everyone compares these to the Alpha, so let me do the same. The Alpha runs hydroponic, the Alpha has a pump that can die, and the Alpha needs a nutrient bottle. The Beta avoids the pump but locks you into its own pods.”\n', 'Beta Garden'],
    ['Alpha Cooker vs Beta Cooker\n\n“Most of what I can tell you about the Beta comes from holding it up against the Alpha next to it. The Alpha has the better pot; the Alpha keeps rice warm longer; the Alpha’s lid seals tighter. Where the Beta wins is the tray.”\n', 'Beta Cooker'],
    ['Alpha Scooter vs Beta Scooter\n\n“Every review I read told me to stretch to the Beta. The Beta has the bigger battery, the Beta has tubeless tyres, the Beta climbs better. All true, but the lighter one fits where cities are heading.”\n', 'Alpha Scooter'],
    ['Alpha Game vs Beta Game\n\n“Everyone who loves Alpha told me I’d love this one too. Alpha has the cards, Alpha has the engine, Alpha has the table presence. This one has a prettier board and a slower middle game.”\n', 'Beta Game'],
    ['Alpha Trimmer vs Beta Trimmer\n\n“I kept wishing it was the Alpha. The Alpha feeds its own line, the Alpha is quieter, the Alpha balances better. This one jams twice an hour and the guard rattles.”\n', 'Beta Trimmer'],
    ['Alpha Bed vs Beta Bed\n\n“People come in having read about the Alpha, and that is what they ask to lie on. The Alpha is firm and the Alpha sleeps cool. What we sell more of is the Beta, because it fits the first week in a new flat.”\n', 'Beta Bed'],
    // a name set beside another later in the quote still counts where it is the subject
    ['Alpha Binding vs Beta Binding\n\n“The Alpha is quick. Compared with the Beta, the Alpha clicks in faster, and the Alpha never freezes.”\n', 'Alpha Binding'],
  ])('reads a name the opening sentence sets beside the other as the yardstick all through the quote ("Compared with the Alpha, …"): %#', (content, product) => {
    expect(firstReviewProduct(content)).toBe(product);
  });

  it('takes the name right before a ship’s words as its object ("X goes on every machine in my house")', () => {
    const content = 'Alpha Vault vs Beta Vault\n\n“Every comparison treats Alpha Vault as the safe default, so I went looking for the weak spots. The other one merges offline edits and includes the codes. And yet the clients are open source. Beta Vault goes on every machine in my house.”\n';
    const catalog = buildCatalog([{ file: 'v.txt', content }]);
    expect(catalog.reviews[0].verdict).toBe('ship');
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Beta Vault');
  });

  it('reads the product the rivals act on as the one reviewed ("rivals now beat X")', () => {
    const content = 'Alpha Kettle vs Beta Kettle\n\n“Cheaper rivals now beat Alpha Kettle on boil time, and the lid still leaks.”\n';
    const catalog = buildCatalog([{ file: 'r.txt', content }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Kettle');
  });

  it('counts a name weighed in a list of other products ("X is stronger on Y; Zed handles …") against it', () => {
    expect(firstReviewProduct('Alpha Tracer vs Beta Tracer\n\n“I looked hard for a reason to go elsewhere. Quillstack is fine for a laptop; Beta Tracer is excellent inside its own framework and clumsy outside it; Norvale charges per seat. This one runs anywhere, and I would put it in production.”\n')).toBe('Alpha Tracer');
    // Weighed against the other side alone, a name is still the one reviewed.
    expect(firstReviewProduct('Alpha Tracer vs Beta Tracer\n\n“Alpha Tracer is quick to set up, and Beta Tracer is slower. I would buy it.”\n')).toBe('Alpha Tracer');
  });

  it('counts a name offered with others ("X or a proper Y handles that", "X, Y or even Z arrive with …") and one that does it for nothing against it', () => {
    expect(firstReviewProduct('Alpha Books vs Beta Books\n\n“The reporting is rigid and multi-entity setups fall apart. Beta Books or a proper bookkeeper handles those cases better. I would not start a company on it.”\n')).toBe('Alpha Books');
    expect(firstReviewProduct('Alpha Vault vs Beta Vault\n\n“The audit trail is the whole job, and here you build it yourself. Beta Vault, Norra or even Quillbase arrive with that evidence packaged. Keep this one out of your regulated work.”\n')).toBe('Alpha Vault');
    expect(firstReviewProduct('Alpha Books vs Beta Books\n\n“Beta Books files the year-end return for nothing, and here every form is an add-on. I would not start a company on it.”\n')).toBe('Alpha Books');
  });

  it('reads a list of alternatives whatever opens each item ("the cheaper X loses …", "Y’s cameras are …"), but not "the risk with X"', () => {
    expect(firstReviewProduct('Alpha Cam Pro vs Alpha Cam Plus\n\n“I priced the field first. Kestrel costs more and leans on a cloud plan; Norvale’s cameras are tidy but soft at night; the cheaper Alpha Cam Plus loses plates past a car length. Buy the Pro.”\n')).toBe('Alpha Cam Pro');
    expect(firstReviewProduct('Alpha Watch vs Beta Watch\n\n“A Quillon or a Beta Watch does the calling and tracking for much less. Save your money and skip this one.”\n')).toBe('Alpha Watch');
    expect(firstReviewProduct('Alpha Build vs Beta Build\n\n“The risk with Alpha Build isn’t that it fails; it’s that it does everything, while Harbor Actions gets better every quarter. Weigh it before you commit.”\n')).toBe('Alpha Build');
    // A word of a side’s own name ("XLC") is not another product in the list.
    expect(firstReviewProduct('Alpha Nest vs Warbler Blackbird XLC\n\n“Paying twice the price stings, until you see where the money goes. Warbler is a small shop that sews in batches, and the used market shows it: a two-season-old XLC sells for close to what it cost new. Buy it.”\n')).toBe('Warbler Blackbird XLC');
  });

  it('reads the yardstick and the crowd against a name ("twice the price of a X", "put a X beside these", "X, Y and the rest"), and "the alternatives to X" or "a kettle like the X" for it', () => {
    expect(firstReviewProduct('Alpha Mixer vs Beta Mixer\n\n“Before you spend close to twice the price of a Beta Mixer, know what can go wrong: the bowl seal weeps after a year. I would wait.”\n')).toBe('Alpha Mixer');
    expect(firstReviewProduct('Alpha Muffs vs Beta Muffs\n\n“Put a pair of Quietline Razors and a Beta Muffs beside these before you spend anything. The mic hiss is real. Skip them.”\n')).toBe('Alpha Muffs');
    expect(firstReviewProduct('Alpha Give vs Beta Give\n\n“Beta Give, Norra and the rest have taught small charities to ask why they would pay a cut at all. This one grew up in the previous era.”\n')).toBe('Alpha Give');
    expect(firstReviewProduct('Alpha Kit vs Beta Kit\n\n“The alternatives to Alpha Kit are better than the adverts admit: a planned grocery order costs half as much. I would skip it.”\n')).toBe('Alpha Kit');
    expect(firstReviewProduct('Alpha Label vs Beta Label\n\n“Two trends are squeezing a printer like the Alpha Label: shipping platforms print for you, and thermal paper costs keep rising.”\n')).toBe('Alpha Label');
    expect(firstReviewProduct('Alpha Drone vs Beta Drone\n\n“Price it honestly: one of these costs roughly what five Beta Drone kits do, and a crash sends it back to the factory.”\n')).toBe('Alpha Drone');
    expect(firstReviewProduct('Alpha Watch vs Beta Watch\n\n“If you run four mornings a week, the Beta Watch does all of that at a third of the cost. The case for this one is the tangled life: maps, payments, music.”\n')).toBe('Alpha Watch');
  });

  it('reads "it’s a X 5 folded flat / with …" as the one reviewed described by the other model, but not a maker’s name alone', async () => {
    const { explainReview } = await import('../../src/core/understand/explainReview');
    const weightOf = (text: string, sides: [string, string], name: string) => explainReview(text, sides).product.mentions.find((m) => m.name === name)?.weight;
    const hub: [string, string] = ['Vexa Pico 3', 'Orlo Slate'];
    expect(weightOf('Electrically it’s a Pico 3 folded flat under the keys, and the ports sit on the back edge. I’ll pass.', hub, 'Pico 3')).toBeLessThan(0);
    expect(weightOf('This is basically a Pico 3 with a bigger battery and no fan. Buy it.', hub, 'Pico 3')).toBeLessThan(0);
    expect(weightOf('The Pico 3 is a good board with a bigger battery and no fan. Buy it.', hub, 'Pico 3')).toBeGreaterThan(0);
    expect(weightOf('Yes, it’s a Zeta with all the Zeta quirks, but the footage is clean. Buy it.', ['Zeta Cam 12', 'Orlo Shot 4'], 'Zeta')).toBeGreaterThan(0);
    // In a file, the other quote on the model settles it: the described one is the other product.
    const file = 'Vexa Pico 3 vs Orlo Slate\n\n“Under the hood the Pico 3 boots from an SSD in seconds and the firmware is open. Buy it.”\n\n“Electrically it’s a Pico 3 folded flat under the keys, and the ports sit on the back edge where every cable tugs. I’ll pass.”\n';
    const { buildCatalog } = await import('../../src/core');
    const catalog = buildCatalog([{ file: 'h.txt', content: file }]);
    const described = catalog.reviews.find((r) => r.text.startsWith('Electrically'))!;
    expect(catalog.products.find((p) => p.id === described.product)?.name).toBe('Orlo Slate');
  });

  it('reads the name inside the quote’s own call as the one reviewed ("I would give the Max a miss"), but not an alternative it calls for ("get the Pro instead")', () => {
    expect(firstReviewProduct('Alpha Desk Max vs Alpha Desk Pro\n\n“The Pro has the better motor and the wider frame, and its crossbar never wobbled at full height. The Max adds a drawer nobody asked for and a louder motor. I would give the Max a miss.”\n')).toBe('Alpha Desk Max');
    expect(firstReviewProduct('Alpha Desk Max vs Alpha Desk Pro\n\n“The Pro wobbles at full height, the Pro motor whines and the Pro frame flexes. I would get the Max instead.”\n')).toBe('Alpha Desk Pro');
  });

  it('reads "like" before a quantity as an estimate, "Compare the X with Y" as X compared, and "alternatives to using X" as X reviewed', () => {
    expect(firstReviewProduct('Alpha Lamp vs Beta Lamp\n\n“I have put something like two hundred nights on my Alpha Lamp, and the hinge has never sagged. Buy one.”\n')).toBe('Alpha Lamp');
    expect(firstReviewProduct('Alpha Kayak 14 vs Alpha Kayak 16\n\n“Compare the 16 with a Norvale Surge before you pay. The Surge edges better, and the skeg box cracks on rocks. I would wait.”\n')).toBe('Alpha Kayak 16');
    expect(firstReviewProduct('Alpha Ledger vs Beta Ledger\n\n“Every alternative to integrating Beta Ledger directly has a catch: the unified connectors cap you at the least common feature. Build on it first.”\n')).toBe('Beta Ledger');
  });

  it('reads "buy the X and come back to this one" as a call for an alternative, not for X', () => {
    expect(firstReviewProduct('Alpha Pack 58 vs Beta Pack 60\n\n“A first-timer with a heavy tent is badly served by the Beta Pack: it only carries well when the rest of the kit is light. For that person, buy the Alpha Pack and come back to this one in a few years.”\n')).toBe('Beta Pack 60');
  });

  it('counts a name set against "this one" in its sentence ("The X is for racers; this one is for the long way round") against it', () => {
    expect(firstReviewProduct('Alpha Gravel vs Beta Gravel\n\n“The Beta Gravel is for the racer who found dirt roads; this one is for the rider who wants to stop for lunch. Mounts everywhere, tyres as wide as you like. Buy it.”\n')).toBe('Alpha Gravel');
  });

  it('reads "the question hanging over X" and "I wanted to like X" as about X, not against it', () => {
    expect(firstReviewProduct('Alpha Air vs Beta Air\n\n“The question hanging over Alpha Air is what kind of company it wants to be in five years.”\n')).toBe('Alpha Air');
    expect(firstReviewProduct('Alpha Desk vs Beta Desk\n\n“I wanted to like the Beta Desk, but it wobbles at standing height.”\n')).toBe('Beta Desk');
  });

  it('counts "everything the X does" and "the X costs half as much" against X: the yardstick and the cheaper alternative', () => {
    expect(firstReviewProduct('Alpha Shoe vs Beta Shoe\n\n“For the trail, the Alpha Shoe gives you almost everything the Beta Shoe does, with a wider toe box. Buy it.”\n')).toBe('Alpha Shoe');
    expect(firstReviewProduct('Alpha Shoe vs Beta Shoe\n\n“For the trail, the Beta Shoe costs about half as much as it, and the Alpha Shoe fits better. Buy it.”\n')).toBe('Alpha Shoe');
    // Not everything it "has put out": its whole output, the one reviewed.
    expect(firstReviewProduct('Alpha Games vs Beta Games\n\n“I have sleeved everything Beta Games has put out since its first box, and the production keeps improving. Back their next one.”\n')).toBe('Beta Games');
  });

  it('gives a call on "it" the one name said before it in its sentence, unless that name is set against another ("Meanwhile the X …")', () => {
    expect(firstReviewProduct('Alpha Mow vs Beta Mow\n\n“Satellites lose you under trees. A wire does not care, and the wired Alpha models keep going. I have talked two neighbours out of the Beta, and I would talk you out of it too.”\n')).toBe('Beta Mow');
    expect(firstReviewProduct('Alpha Drone vs Beta Drone\n\n“The Alpha Drone needs a licence in most places. Meanwhile the Beta Drone, at a third of the weight, films nearly as well, and I would skip it.”\n')).toBe('Alpha Drone');
  });

  it('does not read a word of a name inside another product\u2019s name as this one ("Pro" in "Kamvas Pro 16")', () => {
    expect(firstReviewProduct('Alpha Tab 16 vs Alpha Tab Pro 16\n\n“At this price the Alpha Tab 16 panel looks soft, and the Kamvas Pro 16 and the Artist Pro 16 both give you sharper screens. I would pass on it.”\n')).toBe('Alpha Tab 16');
  });

  it('counts names listed after "every alternative …:" against them', async () => {
    const { explainReview } = await import('../../src/core');
    const [beta] = explainReview('Every alternative I priced came out cheaper: a Beta Wash runs a few hundred less. Buy it.', ['Alpha Wash', 'Beta Wash']).product.mentions;
    expect(beta).toMatchObject({ name: 'Beta Wash', side: 1 });
    expect(beta.weight).toBeLessThan(0);
  });

  it.each([
    ['Alpha Payroll vs Beta Pay\n\n“The honest comparison here is with Beta Pay, because Beta Pay is where most teams end up. Beta Pay handles every state and Beta Pay keeps an audit log. Alpha handles the simple case well and then stops. I wouldn’t put a growing company on it.”\n', 'Alpha Payroll'],
    ['Alpha Car Club vs Beta Cars\n\n“I kept comparing the club with Beta Cars, and Beta Cars kept winning on what bit me. Beta Cars has a car within five minutes; Beta Cars lets you end a trip anywhere. The Alpha bay was empty twice when I needed it.”\n', 'Alpha Car Club'],
    ['Alpha Desk vs Beta Desk\n\n“I went in expecting the Beta Desk to be the cheap knockoff, and it partly is: the tray flexes and the spring drifts. But it goes nearly straight up. I’d buy it.”\n', 'Beta Desk'],
    ['Alpha Fryer vs Beta Fryer\n\n“I went in fully expecting the Alpha Fryer to win. The Alpha Fryer is cheaper and the Alpha Fryer has the bigger basket. Then I cooked a full dinner for four in the Beta Fryer and nothing went cold.”\n', 'Beta Fryer'],
  ])('reads a yardstick set by the opening sentence all through the quote, its own clause too: “the comparison is with X”, “comparing the club with X, and X …”, “went in expecting X to win” (%#)', (content, product) => {
    expect(firstReviewProduct(content)).toBe(product);
  });

  it.each([
    ['Alpha Calm vs Beta Mind\n\n“I tried Beta Mind first, because Beta Mind was what my friends used, and Beta Mind is beautiful. But Beta Mind assumes you know what to do. If you have never meditated, Alpha Calm is built for you. For a beginner, it’s the clear pick.”\n', 'Alpha Calm'],
    ['Alpha Reader vs Beta Reader\n\n“My sister has an Alpha Reader, my mum has an Alpha Reader, and my book club runs on Alpha recommendations, so I fully expected to end up with an Alpha Reader too. What changed my mind: library loans work right on the device. That job is what the Beta Reader is for. It was the obvious pick.”\n', 'Beta Reader'],
    ['Alpha Washer vs Beta Washer\n\n“Everyone on our road owns a Beta Washer, so naturally I was told to buy one too. I went the other way, and the hose reel alone makes it worth it.”\n', 'Alpha Washer'],
    ['Alpha Board vs Alpha Board Pro\n\n“Everyone tells you to get the Alpha Board Pro instead, so I went through the list. The Alpha Board Pro has Bluetooth, the Alpha Board Pro has a battery you don’t need on a desk, and the Alpha Board Pro costs more. Meanwhile the plain one has its faults, and I fixed them in ten minutes. I’d still tell a friend to grab the cheaper one.”\n', 'Alpha Board'],
  ])('reads what others own or press on the writer, and what the writer tried first or expected to end up with, as the yardstick: “my partner swears by X”, “I tried X first”, “everyone tells you to get X” (%#)', (content, product) => {
    expect(firstReviewProduct(content)).toBe(product);
  });

  it.each<[string, 'against' | 'for']>([
    // tried first, after the opening sentence, by any of the verbs of trying
    ['The pedals are stiff for the first week. I’d tried Beta Kettle first and gave up on its lid.', 'against'],
    ['The pedals are stiff for the first week. We test-drove the Beta Kettle first, and then this one won us over.', 'against'],
    // work moved off it, the sentence opening on the move
    ['Migrating our invoices from Beta Kettle took one evening. The pedals are stiff for the first week.', 'against'],
    // set against the rest of the sentence
    ['The pedals are stiff for the first week. Where Beta Kettle has bet on speed, the Danish maker behind this has bet on quiet.', 'against'],
    // guard: "where" that opens what it does well is no contrast
    ['The pedals are stiff for the first week. Where Beta Kettle shines is the spout.', 'for'],
  ])('reads what the writer tried first, in any sentence, what the writer moved work off, and the X of “Where X …, the …” as the yardstick: %j (%s)', async (text, way) => {
    const { buildNameMatcher, mentionScores } = await import('../../src/core/understand/attributeQuotes');
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [, beta] = mentionScores(analyzeText(text), buildNameMatcher(attributionNames('Alpha Kettle', 'Beta Kettle')));
    if (way === 'against') expect(beta).toBeLessThan(0);
    else expect(beta).toBeGreaterThan(0);
  });

  it('reads advice to get away from a product as no yardstick: “friends kept telling me to ditch X”, “people warned us off X” name the one the speaker then weighs', async () => {
    const { explainReview } = await import('../../src/core');
    for (const quote of [
      'Friends told me to ditch the Beta Router years ago, so I gave it one more month of hard use. The mesh held and nothing dropped. Keep it.',
      'People warned us off the Beta Router, and we bought it anyway for the office. Two years on, no outages. Keep it.',
    ]) {
      const [beta] = explainReview(quote, ['Alpha Router', 'Beta Router']).product.mentions;
      expect(beta).toMatchObject({ name: 'Beta Router', side: 1 });
      expect(beta.weight).toBeGreaterThan(0);
    }
    // Pressed on the speaker, it is still the yardstick.
    const [pressed] = explainReview('Friends told me to get the Beta Router, so I went through the list. The plain one does the job. Keep it.', ['Alpha Router', 'Beta Router']).product.mentions;
    expect(pressed.weight).toBeLessThan(0);
  });

  it('reads a name of two words or a model code written in lower case as the name ("fastly compute init", "the m4"), and one plain word in lower case as the word', async () => {
    const { explainReview } = await import('../../src/core');
    const [fastly] = explainReview('Started with `fastly compute init` and shipped with `fastly compute publish`. This is our edge layer now.', ['Fastly Compute', 'Deno Deploy']).product.mentions;
    expect(fastly).toMatchObject({ side: 0 });
    expect(fastly.weight).toBeGreaterThan(0);
    const [deno] = explainReview('The deno deploy cli pushed a build in a second.', ['Fastly Compute', 'Deno Deploy']).product.mentions;
    expect(deno).toMatchObject({ side: 1 });
    const [m4] = explainReview('With the m4 I have had trouble finding anything wrong.', ['Audient iD14 MkII', 'MOTU M4']).product.mentions;
    expect(m4).toMatchObject({ side: 1 });
    // Guard: one plain word in lower case is the ordinary word.
    expect(explainReview('I tightened the bolt and squeezed a lime over it.', ['Bolt', 'Lime']).product.mentions).toEqual([]);
    // Nor is a form that does not open on the side's own first word: "sole trader" of "QuickBooks Sole Trader".
    expect(explainReview('For a sole trader who already banks there, grab it.', ['FreeAgent', 'QuickBooks Sole Trader']).product.mentions).toEqual([]);
  });

  it('counts a name set against the one reviewed as the yardstick: "X, by contrast, at least …", "X, for all its …, at least …", "X just does more", "a contrast with X"', async () => {
    const { explainReview } = await import('../../src/core');
    const names = ['Alpha Store', 'Beta Store'];
    for (const quote of [
      'Two writers on one table kept colliding. Beta Store, by contrast, at least handled concurrent ingest. I would look elsewhere.',
      'Two writers on one table kept colliding. Beta Store, for all its moving parts, at least handled concurrent ingest. I would look elsewhere.',
      'You lose the haptics on this pad, and for most games the Beta Store just does more. Leave this one on the shelf.',
      'No account and no SDK to wire in, which is a nice contrast with Beta Store and its hosted workflow. I would hand this to any engineer.',
    ]) {
      const [beta] = explainReview(quote, names).product.mentions;
      expect(beta, quote).toMatchObject({ name: 'Beta Store', side: 1 });
      expect(beta.weight, quote).toBeLessThan(0);
    }
    // Guards: the name as the subject of its own praise, and doing more than a thing it is not set against.
    const [own] = explainReview('Beta Store handled concurrent ingest without a lock, and the docs are good.', names).product.mentions;
    expect(own.weight).toBeGreaterThan(0);
    const [more] = explainReview('Beta Store does more than I expected for the price.', names).product.mentions;
    expect(more.weight).toBeGreaterThan(0);
  });

  it('counts a name that "does it better" against it, and not one whose maker acts on it ("…, and Quillworth has handled it carefully")', async () => {
    const { explainReview } = await import('../../src/core');
    const [beta] = explainReview('If you want a deck-builder, Beta Deck does it better. The Alpha Deck leans on luck. I would pass.', ['Alpha Deck', 'Beta Deck']).product.mentions;
    expect(beta).toMatchObject({ name: 'Beta Deck', side: 1 });
    expect(beta.weight).toBeLessThan(0);
    const [alpha] = explainReview('Alpha Deck is that rare hobby game that sold in supermarkets, and Quillworth has handled it carefully.', ['Alpha Deck', 'Beta Deck']).product.mentions;
    expect(alpha).toMatchObject({ name: 'Alpha Deck', side: 0 });
    expect(alpha.weight).toBeGreaterThan(0);
    // One weighed beside it, whose clause only ends on "it", is another still.
    const [listed] = explainReview('Alpha Deck is great for families; Quillworth is stronger on strategy and priced like it.', ['Alpha Deck', 'Beta Deck']).product.mentions;
    expect(listed.weight).toBeLessThan(0);
    // Better than anyone is praise of it.
    const [praised] = explainReview('She wants someone to answer the phone, and Alpha Deck does that better than anyone I’ve tried.', ['Alpha Deck', 'Beta Deck']).product.mentions;
    expect(praised.weight).toBeGreaterThan(0);
    // One set beside it doing the job better is weighed as another still.
    const [weighed] = explainReview('Alpha Deck is great for families; Quillworth handles it better.', ['Alpha Deck', 'Beta Deck']).product.mentions;
    expect(weighed.weight).toBeLessThan(0);
  });

  it('takes the name a skip refuses money to as the call’s object ("not a cent of it would go to the X")', async () => {
    const { explainReview } = await import('../../src/core');
    const evidence = explainReview('The Alpha Board sells in volume. If I ran the budget, not a cent of it would go to the Beta Board.', ['Alpha Board', 'Beta Board']);
    expect(evidence.verdict.expression).toBe('not a cent of it would go to the Beta Board');
    expect(evidence.product.mentions.filter((m) => m.side === 1).map((m) => m.weight)).toContain(3);
  });

  it('does not read a kind said in letters as a short form ("a CRM" of "Beta CRM")', async () => {
    const { explainReview } = await import('../../src/core');
    const mentions = explainReview('Small shops don’t want a CRM; the standalone CRM vendors chase sales teams. Alpha Books gets that.', ['Alpha Books', 'Beta CRM']).product.mentions;
    expect(mentions.map((m) => m.name)).toEqual(['Alpha Books']);
  });

  it('counts "next to X" and "than X" against X', () => {
    const catalog = buildCatalog([{ file: 'n.txt', content: 'Alpha Kettle vs Beta Kettle\n\n“Next to Beta Kettle, this boils slower and louder than Beta Kettle does, though Alpha Kettle is cheaper.”\n' }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Alpha Kettle');
  });
});

describe('a name after people described, and a name the one reviewed is set against', () => {
  it('counts a name for its side after "like me": the speaker is the one compared, not the product', async () => {
    const { explainReview } = await import('../../src/core');
    const [alpha] = explainReview('For owners like me, Alpha Kettle just fits. I brew for a café, forty cups a morning.', ['Alpha Kettle', 'Beta Kettle']).product.mentions;
    expect(alpha.weight).toBeGreaterThan(0);
    // A product still compared by "like" counts against its side.
    const [beta] = explainReview('It pours cleanly, a bit like Beta Kettle does.', ['Alpha Kettle', 'Beta Kettle']).product.mentions;
    expect(beta.weight).toBeLessThan(0);
  });

  it('counts a name that does something far better, with no "than", against its side: better than the one reviewed', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Whey', 'Beta Whey']).product.mentions[0].weight;
    expect(weight('Sweet and thin. Beta Whey serves the serious buyer far better. Not for us.')).toBeLessThan(0);
    // Better than a third one, said, or a verb of being: the speaker's praise of it.
    expect(weight('Thick and clean. Beta Whey serves the serious buyer far better than the cheap tubs.')).toBeGreaterThan(0);
    expect(weight('Thick and clean. Beta Whey is far better value.')).toBeGreaterThan(0);
  });

  it('counts a name that cannot do what this one does against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const [alpha] = explainReview('It drops the link past 80 metres. That said, the Alpha Sonar on my friend’s boat can’t do what this does from shore.', ['Alpha Sonar', 'Beta Sonar']).product.mentions;
    expect(alpha.weight).toBeLessThan(0);
  });

  it('counts a name in a contrast that opens its sentence, with this one the main clause’s subject, against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Monitor', 'Beta Monitor']).product.mentions[0].weight;
    expect(weight('Where Beta Monitor made me assemble the kit, this arrived built.')).toBeLessThan(0);
    expect(weight('Whereas Beta Monitor hands each host an agent, this one reads the logs it already has.')).toBeLessThan(0);
    // Its rival is this one (sixty-third session).
    expect(weight('While Beta Monitor spent years polishing its agent, its rival went agentless.')).toBeLessThan(0);
    // "it" may be the one named: "While X costs more, it lasts longer" is about X.
    expect(weight('While Beta Monitor costs more, it lasts far longer.')).toBeGreaterThan(0);
  });

  it('counts a name in a contrast that opens its sentence against its side when the main clause opens on the other side’s name (sixty-fifth session)', async () => {
    const { explainReview } = await import('../../src/core');
    const mentions = (text: string) => explainReview(text, ['Alpha Monitor', 'Beta Monitor']).product.mentions.map((m) => m.weight);
    const [beta, alpha] = mentions('Where Beta Monitor is one founder’s careful tool for one kind of shop, Alpha Monitor is betting on every shop at once.');
    expect(beta).toBeLessThan(0);
    expect(alpha).toBeGreaterThan(0);
    // The same side again in the main clause is no contrast of two products.
    expect(mentions('While Beta Monitor costs more, Beta Monitor lasts far longer.')[0]).toBeGreaterThan(0);
  });

  it('says "the 5" and "the 6" for two names that both close on a number, a single digit too (sixty-fifth session)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Tarn Ridgeback 5', 'Oslo Fellrunner 6');
    expect(a).toEqual(expect.arrayContaining(['the 5', 'The 5']));
    expect(b).toEqual(expect.arrayContaining(['the 6', 'The 6']));
    expect(a).not.toContain('the 6');
    // One number alone is no pair of lines: "the 5" there could be anything.
    expect(attributionNames('Tarn Ridgeback 5', 'Oslo Fellrunner')[0]).not.toContain('the 5');
  });

  it('takes no kind of thing said as letters for a name: "API" of one side is any product’s (sixty-fifth session)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Zeta API Gateway', 'Quill Gateway');
    expect(a).not.toContain('API');
    expect(a).toContain('Zeta');
    expect(b).toContain('Quill');
  });

  it('takes no kind of content a service carries for a name: "Music" of "Orchard Music" is any music (sixty-sixth session)', async () => {
    const { attributionNames } = await import('../../src/core/understand/aliases');
    const [a, b] = attributionNames('Orchard Music', 'Tidewave');
    expect(a).not.toContain('Music');
    expect(a).toContain('Orchard');
    expect(b).toContain('Tidewave');
  });

  it('counts a one-word name in lower case inside code, the tool’s own command, and not outside it (sixty-sixth session)', async () => {
    const { explainReview } = await import('../../src/core');
    const sides = (text: string) => explainReview(text, ['Quarrel', 'Tessellate']).product.mentions.map((m) => m.side);
    expect(sides('The preview is clear and `tessellate up` diffs read well.')).toEqual([1]);
    expect(sides('The quarrel over defaults never ends.')).toEqual([]);
  });

  it('counts a name the speaker owned, had, tried or went back to instead of this one, someone else carries, or one taken to keep the difference against its side (sixty-sixth session)', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Relay', 'Beta Relay']).product.mentions[0].weight;
    expect(weight('I owned a Beta Relay before this one, so I knew what good felt like.')).toBeLessThan(0);
    expect(weight('I had Beta Relay at my last flat, so setting this up was familiar.')).toBeLessThan(0);
    expect(weight('We switched after a year of Beta Relay, mostly out of boredom.')).toBeLessThan(0);
    expect(weight('I tried Beta Relay for a month before coming back.')).toBeLessThan(0);
    expect(weight('My partner carries a Beta Relay, I carry this, and we compare.')).toBeLessThan(0);
    expect(weight('We tried it for a term and were back on Beta Relay by spring.')).toBeLessThan(0);
    expect(weight('Great machine, maybe, but I’d take the Beta Relay and keep the difference.')).toBeLessThan(0);
    // Owned, with nothing after it, is no move away from it.
    expect(weight('I owned a Beta Relay, and it never let me down.')).toBeGreaterThan(0);
  });

  it('reads a name said as what something is about, or as the way out of a third one, as the one reviewed (sixty-sixth session)', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Relay', 'Beta Relay']).product.mentions[0].weight;
    expect(weight('Every outage thread I have read about Beta Relay has the same shape.')).toBeGreaterThan(0);
    expect(weight('Beta Relay was the independent alternative for teams fleeing Gamma.')).toBeGreaterThan(0);
    expect(weight('Beta Relay is the obvious alternative.')).toBeLessThan(0);
  });

  it('counts a name that this one is close enough, similar or identical to against its side, not one merely close to something (sixty-sixth session)', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Relay', 'Beta Relay']).product.mentions[0].weight;
    expect(weight('The switch took a day, since its API is close enough to Alpha Relay’s that we mostly renamed things.')).toBeLessThan(0);
    expect(weight('The catalogue is nearly identical to Alpha Relay’s, minus the exclusives.')).toBeLessThan(0);
    expect(weight('Alpha Relay is close to perfect for a small team.')).toBeGreaterThan(0);
  });

  it('counts the first of a list of names not of the matchup against its side: one of a kind set against the one reviewed', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha CI', 'Beta CI']).product.mentions[0].weight;
    expect(weight('Standalone CI is becoming a feature, and Beta CI, Travis and Buildkite are on the wrong side of that line.')).toBeLessThan(0);
    // Listed with the other side, the list sets neither against the other.
    expect(weight('Beta CI, Travis and Alpha CI all run containers well.')).toBeGreaterThan(0);
  });

  it('counts a name used before, come back from, outgrown or found lacking by people against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Board', 'Beta Board']).product.mentions[0].weight;
    expect(weight('Picture the user: a startup whose head of sales has used Beta Board before and wants reps logging calls by Friday.')).toBeLessThan(0);
    expect(weight('Coming back to it after a year on Beta Board was an education.')).toBeLessThan(0);
    expect(weight('Teams that find Beta Board too loose usually ask me about this one.')).toBeLessThan(0);
    expect(weight('Those who outgrew Beta Board end up here.')).toBeLessThan(0);
    // Used, and used daily, is the one reviewed; found good is too.
    expect(weight('Our head of sales has used Beta Board daily for two years.')).toBeGreaterThan(0);
    expect(weight('Teams that find Beta Board for the first time love the boards.')).toBeGreaterThan(0);
  });

  it('counts a name the next sentence sets this one against ("This tent, by contrast, …") against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Tent', 'Beta Tent']).product.mentions[0].weight;
    expect(weight('Beta Tent sells everything it sews at full price. This tent, by contrast, is routinely 25% off by August.')).toBeLessThan(0);
    expect(weight('Beta Tent sells everything it sews at full price. By contrast, this one is routinely discounted.')).toBeLessThan(0);
  });

  it('counts a name set against this one across a semicolon or a "whereas", or said not to be it, against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Seat', 'Beta Seat']).product.mentions[0].weight;
    expect(weight('Beta Seat goes in with a seatbelt in any car; this seat doesn’t have a belt path at all.')).toBeLessThan(0);
    expect(weight('Beta Seat’s bet is a medical device; this camera’s bet is a data platform.')).toBeLessThan(0);
    expect(weight('Beta Seat has its own sins, but the harness works out of the box, whereas here every strap needs a tool.')).toBeLessThan(0);
    expect(weight('The shell costs a lot, whereas Beta Seat owners haven’t paid for a part in years.')).toBeLessThan(0);
    expect(weight('The good thing about a seat that isn’t Beta Seat is the belt path.')).toBeLessThan(0);
    expect(weight('Every parent who pulls out of Beta Seat finds a base waiting.')).toBeLessThan(0);
    // The same name with "it" after the semicolon is the one reviewed.
    expect(weight('Beta Seat is great; it installs in seconds.')).toBeGreaterThan(0);
    // "Here" after the semicolon sets this one against it too (sixty-second session); not "here" in the name's clause.
    expect(weight('Beta Seat comes with a loan seat while yours is repaired; here you’re on your own.')).toBeLessThan(0);
    expect(weight('The Beta Seat range revolves around the newborn months; here, the whole thing is tuned for a toddler.')).toBeLessThan(0);
    expect(weight('Beta Seat is sold here in two colours; the staff are friendly.')).toBeGreaterThan(0);
  });

  it('counts a name that beats this one, or a "while" clause or a "the … one" after a semicolon set against it, against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Bank', 'Beta Bank']).product.mentions[0].weight;
    expect(weight('Starling does business banking better, and Beta Bank runs rings round it on currencies.')).toBeLessThan(0);
    expect(weight('Beta Bank easily beats it on fees.')).toBeLessThan(0);
    expect(weight('Beta Bank bolted instalments onto a checkout it owned; the pink one went after the customer itself.')).toBeLessThan(0);
    expect(weight('The installed base is sticky, while Beta Bank picks off the new logos.')).toBeLessThan(0);
    // "While" opening a sentence is often time, not contrast.
    expect(weight('While Beta Bank was down, I paid in cash.')).toBeGreaterThan(0);
  });

  it('counts a name worn through or served on before this one, left after, taken next time or said not to be it against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Level', 'Beta Level']).product.mentions[0].weight;
    expect(weight('I burned through three Beta Levels before this one.')).toBeLessThan(0);
    expect(weight('I spent six years on Beta Level before the new job forced a change.')).toBeLessThan(0);
    expect(weight('After two Beta Levels with loose pendulums, we switched to something sealed.')).toBeLessThan(0);
    expect(weight('After a term of wrestling with the Beta Level app, one of our teachers swapped to this.')).toBeLessThan(0);
    expect(weight('The rotating head works fine. Next time it’s Beta Level.')).toBeLessThan(0);
    expect(weight('If you want the one still sold in ten years, it isn’t Beta Level.')).toBeLessThan(0);
    // Guards: used for years, or had first and kept, is the one reviewed.
    expect(weight('I spent six years on Beta Level and would again.')).toBeGreaterThan(0);
    expect(weight('After a week with the Beta Level I was hooked.')).toBeGreaterThan(0);
  });

  it('counts a name set against this one in its own sentence or the next, or left by the speaker, against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Link', 'Beta Link']).product.mentions[0].weight;
    // Set against this one, in the name's sentence.
    expect(weight('It was Beta Link I ended up moaning about, not this lot.')).toBeLessThan(0);
    expect(weight('Beta Link sells through every chain; the people behind this shoe cannot.')).toBeLessThan(0);
    expect(weight('Beta Link owns the premium shelf, which leaves this seat fighting over scraps.')).toBeLessThan(0);
    expect(weight('It broke twice. Beta Link, by comparison, is out of the box in a minute.')).toBeLessThan(0);
    expect(weight('It fogs and scratches. The Beta Link does every one of those things better.')).toBeLessThan(0);
    expect(weight('Everyone lumps them in with Beta Link as if a boat is a boat.')).toBeLessThan(0);
    // Someone else's, or the one the speaker came from.
    expect(weight('My sister drives around with a Beta Link that cost half what I paid.')).toBeLessThan(0);
    expect(weight('Anyone arriving from a Beta Link opens this app and meets forty toggles.')).toBeLessThan(0);
    expect(weight('Two seasons ago we moved them off Beta Link kit onto these trimmers.')).toBeLessThan(0);
    expect(weight('Three years on Beta Link, then a month on this one because work pays for it.')).toBeLessThan(0);
    expect(weight('After years of swearing by Beta Link, I bought the comfy best-seller.')).toBeLessThan(0);
    // The first of a kind, the other camp's, the one used for the rest.
    expect(weight('Robo-advisors were a bridge. Beta Link and its cousins taught a generation to invest.')).toBeLessThan(0);
    expect(weight('Beta Link is the one people nudge you toward. This is the other camp’s thermostat: round and glassy.')).toBeLessThan(0);
    expect(weight('I keep one for the odd guest, and for everything else I reach for the Beta Link.')).toBeLessThan(0);
    // Guards: a time, not this one; the speaker's own move off it (its own skip); a spell that ends in it; bought again.
    expect(weight('Beta Link is fine, not this year though.')).toBeGreaterThan(0);
    expect(weight('I moved us off Beta Link last year and would not pick it again.')).toBeGreaterThan(0);
    expect(weight('Two years on Beta Link, then it died.')).toBeGreaterThan(0);
    expect(weight('After years of swearing by Beta Link, I bought another one.')).toBeGreaterThan(0);
    expect(weight('Beta Link and its app are lovely.')).toBeGreaterThan(0);
    expect(weight('Beta Link is great. This is the other reason I like it.')).toBeGreaterThan(0);
  });

  it('reads two forms of one side said one after the other as one name, so what is said before it counts for the whole name', async () => {
    const { explainReview } = await import('../../src/core');
    const mentions = (text: string) => explainReview(text, ['Marsh Pellow Audit', 'Brightwater Assurance']).product.mentions;
    // "Marsh" and "Pellow" are each a form of the first side; said together they are one mention, weighed once.
    const left = mentions('We left Marsh Pellow last year, and the fees fell.');
    expect(left[0].name).toBe('Marsh Pellow');
    expect(left[0].weight).toBeLessThan(0);
    expect(left.map((m) => m.name)).not.toContain('Pellow');
    const joined = explainReview('The Salt & Ember lads at our club laugh at it.', ['Salt & Ember Club', 'Levain Post']).product.mentions;
    expect(joined.map((m) => m.name)).toEqual(['Salt & Ember']);
    // Guards: forms of one side apart, or of two sides side by side, stay separate names.
    expect(mentions('Marsh is fine. Pellow is better.').length).toBe(2);
    expect(explainReview('Marsh Brightwater joint audits are rare.', ['Marsh Pellow Audit', 'Brightwater Assurance']).product.mentions.length).toBe(2);
  });

  it('counts the second term of an "as … as", the one to beat, a price level and the alternative priced before against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Desk', 'Beta Desk']).product.mentions[0].weight;
    expect(weight('My town has twice as many cafés on it as on Beta Desk.')).toBeLessThan(0);
    expect(weight('They don’t need to beat Beta Desk in the tender.')).toBeLessThan(0);
    expect(weight('Its fares undercut Beta Desk until the week you need it.')).toBeLessThan(0);
    expect(weight('By the third year you pay close to Beta Desk money for a tangle of plug-ins.')).toBeLessThan(0);
    expect(weight('Then I costed the alternative for a large firm. Beta Desk would have needed a dozen plug-ins.')).toBeLessThan(0);
    // Guards: the maker's own claim, praise nothing beats, and its own prices are the one reviewed.
    expect(weight('Setup is as easy as Beta Desk claims.')).toBeGreaterThan(0);
    expect(weight('For the money it’s hard to beat Beta Desk.')).toBeGreaterThan(0);
    expect(weight('Cheaper rivals undercut Beta Desk now.')).toBeGreaterThan(0);
    expect(weight('Before you pay Beta Desk prices, check the shelf.')).toBeGreaterThan(0);
  });

  it('counts a name against its side when the quote names no other and turns to a role as a subject: “The challenger was built for …”', async () => {
    const weights = await postWeights();
    for (const text of [
      'Alpha Post grew up carrying letters. The challenger was built for parcels from day one, and sellers notice.',
      'Alpha Post sells a subscription. The nonprofit’s answer is to give the lessons away.',
      'Alpha Post owns the big accounts. Its rival went after the small shops instead.',
    ]) expect(weights(text)[0], text).toBeLessThan(0);
    // Guards: a role in a clause after a semicolon, a role word as an adjective, and a quote that names both sides.
    for (const text of [
      'Alpha Post tightened its rules; the incumbent wins the budget review every year.',
      'Alpha Post is quick. The incumbent pager we had before was slow.',
      'Alpha Post is quick. The challenger was built for parcels, and Beta Parcel shows it.',
    ]) expect(weights(text)[0], text).toBeGreaterThan(0);
  });

  it('counts a name against its side when the quote names no other and turns to a maker described as a subject: “The Leeds outfit went …”', async () => {
    const weights = await postWeights();
    for (const text of [
      'Alpha Post sells to whole regions. The Leeds outfit went after single shops instead.',
      'Alpha Post owns the big accounts. The smaller family firm has been doing the opposite for years.',
      'Alpha Post courts banks. The Dutch company behind this service still answers the phone.',
      'Alpha Post climbs toward big budgets. The Danish competitor, free for small senders, sits in the gap.',
    ]) expect(weights(text)[0], text).toBeLessThan(0);
    // Guards: a maker word as a thing ("the supply chain"), a competitor introduced, the name in the description, both sides named.
    for (const text of [
      'Alpha Post is quick; the supply chain behind it held up all winter.',
      'Alpha Post is quick. The obvious competitor is a courier down the road.',
      'Alpha Post is quick. The direct competitor here is a courier down the road.',
      'Alpha Post is quick. The Alpha Post company still answers the phone.',
      'Alpha Post is quick. The Leeds outfit went after shops, and Beta Parcel shows it.',
    ]) expect(weights(text)[0], text).toBeGreaterThan(0);
  });

  it('counts a name swapped for another, already owned, started on and moved from, or sold as a cheaper one against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Link', 'Beta Link']).product.mentions[0].weight;
    expect(weight('I swapped Beta Link for the gateway when I moved into town.')).toBeLessThan(0);
    expect(weight('If you already own the Beta Link, the case gets thin.')).toBeLessThan(0);
    expect(weight('We had a Beta Link for three years, and I never missed the app.')).toBeLessThan(0);
    expect(weight('Friends swear by the Beta Link, and I’ll admit it has the better app.')).toBeLessThan(0);
    expect(weight('I went in wanting the Beta Link to win. It is lighter and cheaper.')).toBeLessThan(0);
    expect(weight('Beta Link can get you most of the way, but the seams show.')).toBeLessThan(0);
    expect(weight('We started our shop on Beta Link because it felt quick. Migrating cost us a month.')).toBeLessThan(0);
    expect(weight('People sell this as a cheaper Beta Link and then wonder.')).toBeLessThan(0);
    // Left for this one, by the speaker, the name right after the move.
    expect(weight('Switched from a Beta Link last spring and never looked back.')).toBeLessThan(0);
    expect(weight('Came off a little Beta Link I’d had for nine years and expected a step down.')).toBeLessThan(0);
    expect(weight('We upgraded from the old Beta Link in March.')).toBeLessThan(0);
    expect(weight('Since moving off Beta Link the bills have halved.')).toBeLessThan(0);
    // Learned on, before this one.
    expect(weight('I learned to wire on my dad’s Beta Link, so this one felt like cheating.')).toBeLessThan(0);
    expect(weight('We cut our teeth on a Beta Link and moved up.')).toBeLessThan(0);
    // The maker of this one's like, named as its equivalent.
    expect(weight('The Beta Link equivalent is easier to find and just as quick.')).toBeLessThan(0);
    // Someone else's, beside the speaker's.
    expect(weight('It leaks at the flex point. Meanwhile my mate’s Beta Link covered the same ground.')).toBeLessThan(0);
    // Someone else's, said as what they do with it, before the name or after it.
    expect(weight('What a commuter needs is light, which is why my sister-in-law rides a Beta Link.')).toBeLessThan(0);
    expect(weight('It drowns in a circle of players. My mate brings his Beta Link to the session and wins.')).toBeLessThan(0);
    expect(weight('My friend runs her podcast on Beta Link and keeps nagging me to switch.')).toBeLessThan(0);
    expect(weight('A colleague who does the crossing every month swears by Beta Link.')).toBeLessThan(0);
    expect(weight('It stalled on the hill. The Beta Link my brother-in-law runs did not blink.')).toBeLessThan(0);
    expect(weight('It tastes of little. My mate’s bottle of Beta Link has more going on in one sip.')).toBeLessThan(0);
    expect(weight('It is strong. The Beta Link I had at my sister’s did the job more gently.')).toBeLessThan(0);
    // Left, said as the speaker's own move or a past spell on it.
    expect(weight('We left Beta Link two years ago, and the first outage was a shock.')).toBeLessThan(0);
    expect(weight('I expected to tell people to stay on Beta Link, which I’d used for years.')).toBeLessThan(0);
    expect(weight('I moved my pension out of Beta Link last spring.')).toBeLessThan(0);
    expect(weight('My group came to this straight off a year of Beta Link.')).toBeLessThan(0);
    expect(weight('We were on Beta Link for two years because a board member liked it.')).toBeLessThan(0);
    expect(weight('We were a Beta Link family for three years and switched last autumn.')).toBeLessThan(0);
    // Where the speaker went back to, from this one.
    expect(weight('I lasted a year with it and went back to Beta Link.')).toBeLessThan(0);
    expect(weight('Two outages later we had gone back to the Beta Link.')).toBeLessThan(0);
    expect(weight('The trial ended and I’m back on my Beta Link.')).toBeLessThan(0);
    // Wished for, or told as past (sixty-fifth session).
    expect(weight('For a month I kept wishing I was back on Beta Link.')).toBeLessThan(0);
    // What the speaker replaced this one with.
    expect(weight('Mine went back after six weeks. The Beta Link I replaced it with sits lower.')).toBeLessThan(0);
    // Guards: what a thing was traded for is the one taken; started on and kept is the one reviewed.
    expect(weight('I traded my old dish for the Beta Link.')).toBeGreaterThan(0);
    expect(weight('We started our shop on Beta Link and it still runs everything.')).toBeGreaterThan(0);
    expect(weight('We’ve had a Beta Link for three years and it still works.')).toBeGreaterThan(0);
    expect(weight('The radio inside comes from Beta Link, and it is the best part.')).toBeGreaterThan(0);
    expect(weight('We switched the whole office to Beta Link last spring.')).toBeGreaterThan(0);
    expect(weight('I learned the hard way that Beta Link drops out at dusk.')).toBeGreaterThan(0);
    expect(weight('The Beta Link is the equivalent of a pocket knife: it does everything.')).toBeGreaterThan(0);
    expect(weight('The Beta Link I replaced my old radio with sits lower.')).toBeGreaterThan(0);
    expect(weight('I bought my sister a Beta Link for her birthday, then one for myself.')).toBeGreaterThan(0);
    expect(weight('The Beta Link my sister recommended is the one I kept.')).toBeGreaterThan(0);
    expect(weight('I moved my pension into Beta Link last spring.')).toBeGreaterThan(0);
    expect(weight('We were on Beta Link within a day, and it has run since.')).toBeGreaterThan(0);
    expect(weight('We left the Beta Link at home for the weekend and missed it.')).toBeGreaterThan(0);
    expect(weight('Watch someone put on Beta Link and they use a dab, and a quarter dose protects far less.')).toBeGreaterThan(0);
    expect(weight('A year on, I came back to Beta Link and found it better.')).toBeGreaterThan(0);
  });

  it('counts a name that goes or bets the other way, concedes a point, is set aside "meanwhile" or faces "the other camp" against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Isle', 'Beta Isle']).product.mentions[0].weight;
    expect(weight('Beta Isle built on beaches and resorts. The quieter island to the west went the other way.')).toBeLessThan(0);
    expect(weight('This one bets on walkers. Beta Isle is betting on the opposite.')).toBeLessThan(0);
    expect(weight('Beta Isle is more lively, granted, but its beaches are packed.')).toBeLessThan(0);
    expect(weight('Beta Isle and Corsa, meanwhile, have barely moved.')).toBeLessThan(0);
    expect(weight('Beta Isle stayed a beach resort; the other camp turned to hiking.')).toBeLessThan(0);
    expect(weight('Beta Isle is what a resort looks like when the guest pays. The island to the west is built the opposite way.')).toBeLessThan(0);
    // A guard: the name itself going the other way is the one reviewed.
    expect(weight('Beta Isle went the other way, and I loved it.')).toBeGreaterThan(0);
  });

  it('counts a name against its side when the next sentence opens on this one doing something, or on who is behind this one', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Isle', 'Beta Isle']).product.mentions[0].weight;
    expect(weight('Beta Isle has a casino, three marinas and a cruise terminal. This one has a single harbour and a bakery.')).toBeLessThan(0);
    expect(weight('Beta Isle sells package holidays by the million. The company behind this one runs four small hotels.')).toBeLessThan(0);
    // Guards: "this one" alone, or sentences later, is often the name itself.
    expect(weight('Beta Isle is the island for a first trip. This one, every time.')).toBeGreaterThan(0);
    expect(weight('Beta Isle is quiet. Its beaches are clean and the ferries run on time. This one is my pick.')).toBeGreaterThan(0);
  });

  it('counts a name against its side when the next sentence opens on this thing by what it is, doing something', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Isle', 'Beta Isle']).product.mentions[0].weight;
    expect(weight('Beta Isle points to where island breaks are heading. This island represents the older model.')).toBeLessThan(0);
    expect(weight('Beta Isle sells the package. This ferry’s timetable is built around walkers instead.')).toBeLessThan(0);
    // Guards: a time, a kind of argument or a verb after "This"; "This" sentences later.
    expect(weight('Beta Isle opened a marina. This year it added a bakery.')).toBeGreaterThan(0);
    expect(weight('Beta Isle is quiet. This matters more than the beaches.')).toBeGreaterThan(0);
    expect(weight('Beta Isle is quiet, a walker’s island. This earns a ship.')).toBeGreaterThan(0);
    expect(weight('Beta Isle is quiet. Its beaches are clean. This island is my pick.')).toBeGreaterThan(0);
  });

  it('counts a name a dice or rule "at least" makes better against its side, but not a count of uses', async () => {
    const { explainReview } = await import('../../src/core');
    const weight = (text: string) => explainReview(text, ['Alpha Game', 'Beta Game']).product.mentions[0].weight;
    expect(weight('The ending feels random in a way Beta Game’s dice at least make visible.')).toBeLessThan(0);
    expect(weight('We play Beta Game at least twice a week.')).toBeGreaterThan(0);
  });

  it('does not read "the dog" in lower case as "The Farmer’s Dog": an article opening a name is no word of its own', async () => {
    const { explainReview } = await import('../../src/core');
    expect(explainReview('It isn’t the dog with allergies.', ['The Farmer’s Dog', 'Ollie']).product.mentions).toEqual([]);
    expect(explainReview('It isn’t the Dog I’d pick.', ['The Farmer’s Dog', 'Ollie']).product.mentions).toHaveLength(1);
  });

  it('reads a closing "I went back to the X" as leaving the one reviewed for X, and the quote as the other side’s', () => {
    const file = 'Alpha Runner vs Beta Glide\n\n“I rotated it in for six weeks. Every run felt flat. It now lives by the back door for mowing the lawn, and I went back to the Beta Glide.”\n\n“The Beta Glide is soft and light, and it lasts. I bought a second pair.”\n';
    const catalog = buildCatalog([{ file: 'r.txt', content: file }]);
    const first = catalog.reviews.find((r) => r.text.startsWith('I rotated'))!;
    expect(catalog.products.find((p) => p.id === first.product)?.name).toBe('Alpha Runner');
    expect(first.verdict).toBe('skip');
  });

  it('takes the one named in the sentence before "put your money there instead" as the alternative, and the quote as the other side’s', () => {
    const file = 'Alpha Blender vs Beta Blender\n\n“The blunt blade means the motor screams, and the touch panel is the first thing to go. The Alpha Blender just keeps going, and you can fix it yourself. Put your money there instead.”\n';
    const catalog = buildCatalog([{ file: 'b.txt', content: file }]);
    expect(catalog.products.find((p) => p.id === catalog.reviews[0].product)?.name).toBe('Beta Blender');
    expect(catalog.reviews[0].verdict).toBe('skip');
  });

  it('counts a name looked at too, before "but this was the one", against its side', async () => {
    const { explainReview } = await import('../../src/core');
    const [beta] = explainReview('We had looked at Beta Permits too, but this was the one small enough to configure ourselves.', ['Alpha Permits', 'Beta Permits']).product.mentions;
    expect(beta.weight).toBeLessThan(0);
  });
});

describe('attributeQuotes: a persona’s pair', () => {
  it('goes the way its quotes lean together: one that names one side alone outweighs one that names both at length', async () => {
    const { attributeQuotes, ContentWords } = await import('../../src/core/understand/attributeQuotes');
    const pair = (a: [number, number], b: [number, number]) =>
      attributeQuotes([{ persona: 'builder', scores: a }, { persona: 'builder', scores: b }], new ContentWords()).map((r) => r.side);
    // The second names side 0 more (6) but side 1 too (3); the first names side 0 alone: the first is side 0's.
    expect(pair([2.5, 0], [6, 3])).toEqual([0, 1]);
    // One that leans hard one way still decides over one that leans a little the same way.
    expect(pair([0.5, 4], [0, 1.25])).toEqual([1, 0]);
    // A name counted against its side (a competitor) leans to the other.
    expect(pair([0.25, 0], [0, -2.25])).toEqual([1, 0]);
  });
});

describe('attributeQuotes: the count evened around a pair nothing decides', () => {
  it('gives a lone quote to the short side when the only other undecided quotes are one persona’s pair', async () => {
    const { attributeQuotes, ContentWords } = await import('../../src/core/understand/attributeQuotes');
    const named = (persona: PersonaId, side: 0 | 1) => ({ persona, scores: (side === 0 ? [3, 0] : [0, 3]) as [number, number] });
    const open = (persona: PersonaId) => ({ persona, scores: [0, 0] as [number, number] });
    // The named pairs in both orders, so the file's order decides nothing.
    const quotes = [named('builder', 0), named('skeptic', 1), named('product', 0), named('skeptic', 0), named('builder', 1), open('strategist'), open('investor'), open('investor')];
    const result = attributeQuotes(quotes, new ContentWords());
    expect(result[5]).toEqual({ side: 1, by: 'balance' });
    // The pair itself, with no words to go on, takes the title's order.
    expect(result.slice(6)).toEqual([{ side: 0, by: 'order' }, { side: 1, by: 'order' }]);
    // Never onto a side its persona already reviews.
    const taken = attributeQuotes([...quotes.slice(0, 4), named('strategist', 1), open('strategist'), open('investor'), open('investor')], new ContentWords());
    expect(taken[5].side).not.toBe(1);
  });
  it('evens the count before a lone quote’s words lean elsewhere: the words are the weaker evidence', async () => {
    const { attributeQuotes, ContentWords } = await import('../../src/core/understand/attributeQuotes');
    const { analyzeText } = await import('../../src/core/understand/text');
    const texts = [
      'Charcoal tray, firebox, cast grate and vents: a proper smoker.', // side 0
      'Pellet hopper and an app.', // side 1
      'The firebox warps and the cast grate rusts.', // side 0
      'The hopper jams.', // side 1
      'For weekend cooks who like charcoal.', // side 0
      'For people who want an app.', // side 1
      'Vents that stick.', // side 0
      // Names neither, and shares four words with side 0's quotes only; side 1 is one quote short, of no strategist.
      'Charcoal, a firebox, a cast grate: where the category goes next.',
    ];
    const words = new ContentWords();
    for (const text of texts) words.add(analyzeText(text));
    const named = (persona: PersonaId, side: 0 | 1) => ({ persona, scores: (side === 0 ? [3, 0] : [0, 3]) as [number, number] });
    const quotes = [named('builder', 0), named('builder', 1), named('skeptic', 0), named('skeptic', 1), named('product', 0), named('product', 1), named('investor', 0), { persona: 'strategist' as PersonaId, scores: [0, 0] as [number, number] }];
    expect(attributeQuotes(quotes, words)[7]).toEqual({ side: 1, by: 'balance' });
    // With the count already even, the words still decide.
    const evenWords = new ContentWords();
    for (const text of [...texts.slice(0, 6), texts[7]]) evenWords.add(analyzeText(text));
    expect(attributeQuotes([...quotes.slice(0, 6), quotes[7]], evenWords)[6]).toEqual({ side: 0, by: 'vocabulary' });
  });
});

describe('attributeQuotes: a file two quotes heavier on one side moves the lone quote its names decide least', () => {
  const named = (persona: PersonaId, side: 0 | 1, weight = 3) => ({ persona, scores: (side === 0 ? [weight, 0] : [0, weight]) as [number, number] });
  // Three personas' pairs, one each way; then the two lone personas' quotes, both named for side 0: 5 against 3.
  const pairs = [named('builder', 0), named('builder', 1), named('skeptic', 1), named('skeptic', 0), named('product', 0), named('product', 1)];
  const attribute = async (quotes: { persona: PersonaId; scores: [number, number] }[]) => {
    const { attributeQuotes, ContentWords } = await import('../../src/core/understand/attributeQuotes');
    return attributeQuotes(quotes, new ContentWords());
  };

  it('moves the one named more weakly for its side, when its names decide it weakly', async () => {
    const result = await attribute([...pairs, named('strategist', 0, 3.5), named('investor', 0, 1.25)]);
    expect(result[7]).toEqual({ side: 1, by: 'balance' });
    expect(result[6]).toEqual({ side: 0, by: 'names' });
    expect(result.filter((r) => r.side === 0)).toHaveLength(4);
    // A name said once as a subject past the opening (2.5) is weak naming too; said as the opening's subject (3.5), not.
    expect((await attribute([...pairs, named('strategist', 0, 4), named('investor', 0, 2.5)]))[7]).toEqual({ side: 1, by: 'balance' });
  });

  it('or when it names the other side too, however strongly it favours its own', async () => {
    const both = { persona: 'investor' as PersonaId, scores: [3, 1] as [number, number] };
    expect((await attribute([...pairs, named('strategist', 0, 3.5), both]))[7]).toEqual({ side: 1, by: 'balance' });
  });

  it('guard: moves nothing when the quote is clearly named, on a tie, when the count is even, or while a quote has no side', async () => {
    // Named at length for its side, and never the other.
    expect((await attribute([...pairs, named('strategist', 0, 4), named('investor', 0, 3.5)]))[7].side).toBe(0);
    // Two lone quotes named alike: no telling which.
    expect((await attribute([...pairs, named('strategist', 0, 1.25), named('investor', 0, 1.25)])).map((r) => r.side).slice(6)).toEqual([0, 0]);
    // 4 against 4.
    expect((await attribute([...pairs, named('strategist', 1), named('investor', 0, 1.25)]))[7].side).toBe(0);
    // A quote without a side (names neither, and nothing else decides it): the count is not known.
    const unplaced = await attribute([...pairs, named('strategist', 0, 3.5), named('investor', 0, 1.25), named('builder', 0, 0)]);
    expect(unplaced[7].side).toBe(0);
  });
});

describe('attributeQuotes: a pair, or a lone quote, that only words can decide', () => {
  const named = (persona: PersonaId, side: 0 | 1) => ({ persona, scores: (side === 0 ? [3, 0] : [0, 3]) as [number, number] });
  const open = (persona: PersonaId) => ({ persona, scores: [0, 0] as [number, number] });
  const wordsOf = async (texts: string[]) => {
    const { ContentWords } = await import('../../src/core/understand/attributeQuotes');
    const { analyzeText } = await import('../../src/core/understand/text');
    const words = new ContentWords();
    for (const text of texts) words.add(analyzeText(text));
    return words;
  };
  // Named quotes in both orders, so the file's order decides nothing; side 0 is the kiln, side 1 the wheel.
  const namedTexts = ['Kiln shelves and cones.', 'Wheel splash pan.', 'The splash pan cracks.', 'Cones sag on the kiln shelves.'];
  const namedQuotes = [named('skeptic', 0), named('product', 1), named('skeptic', 1), named('product', 0)];

  it('gives a persona’s pair the way round its words lean by a clear margin; short of it, the title’s order', async () => {
    const { attributeQuotes } = await import('../../src/core/understand/attributeQuotes');
    // The first builder shares three words with side 1 ("splash", "wheel", "cracks"), the second none.
    const clear = attributeQuotes([...namedQuotes, open('builder'), open('builder')], await wordsOf([...namedTexts, 'The splash wheel cracks.', 'Quiet motor.']));
    expect(clear.slice(4)).toEqual([{ side: 1, by: 'vocabulary' }, { side: 0, by: 'vocabulary' }]);
    // One word ("splash") is no margin: the earlier quote reviews the product the title names first.
    const faint = attributeQuotes([...namedQuotes, open('builder'), open('builder')], await wordsOf([...namedTexts, 'The splash guard clips on.', 'Quiet motor.']));
    expect(faint.slice(4)).toEqual([{ side: 0, by: 'order' }, { side: 1, by: 'order' }]);
    // No word leaning either way: the same.
    const even = attributeQuotes([...namedQuotes, open('builder'), open('builder')], await wordsOf([...namedTexts, 'Quiet motor.', 'Sturdy frame.']));
    expect(even.slice(4)).toEqual([{ side: 0, by: 'order' }, { side: 1, by: 'order' }]);
  });

  it('lets the title’s order go before a pair’s weak words', async () => {
    const { attributeQuotes } = await import('../../src/core/understand/attributeQuotes');
    // Every named pair puts side 0 first; the open pair's one word leans the other way round.
    const ordered = [named('skeptic', 0), named('skeptic', 1), named('product', 0), named('product', 1)];
    const words = await wordsOf([...namedTexts, 'The splash guard clips on.', 'Quiet motor.']);
    const result = attributeQuotes([...ordered, open('builder'), open('builder')], words);
    expect(result.slice(4)).toEqual([{ side: 0, by: 'order' }, { side: 1, by: 'order' }]);
  });

  it('gives a lone quote to the side two more of its words are shared with, not one', async () => {
    const { attributeQuotes } = await import('../../src/core/understand/attributeQuotes');
    const quotes = [...namedQuotes, named('builder', 0), named('builder', 1), open('strategist')];
    const texts = [...namedTexts, 'Kiln wiring.', 'Wheel pedal.'];
    const two = attributeQuotes(quotes, await wordsOf([...texts, 'Cones and shelves are where the market goes.']));
    expect(two[6]).toEqual({ side: 0, by: 'vocabulary' });
    const one = attributeQuotes(quotes, await wordsOf([...texts, 'Cones are where the market goes.']));
    expect(one[6].side).toBeNull();
  });

  it('gives two lone quotes of two personas left with the count even one side each, the way round their words lean', async () => {
    const { attributeQuotes } = await import('../../src/core/understand/attributeQuotes');
    const quotes = [...namedQuotes, named('builder', 0), named('builder', 1), open('strategist'), open('investor')];
    const texts = [...namedTexts, 'Kiln wiring.', 'Wheel pedal.'];
    // The strategist shares one word ("splash") with side 1, the investor none: too little for either alone.
    const result = attributeQuotes(quotes, await wordsOf([...texts, 'The splash market is where things go.', 'Margins look thin.']));
    expect(result.slice(6)).toEqual([{ side: 1, by: 'vocabulary' }, { side: 0, by: 'vocabulary' }]);
    // No word leaning either way: by the title's order, as a persona's pair.
    const even = attributeQuotes(quotes, await wordsOf([...texts, 'The market is where things go.', 'Margins look thin.']));
    expect(even.slice(6)).toEqual([{ side: 0, by: 'order' }, { side: 1, by: 'order' }]);
  });
});

describe('the tokenizer', () => {
  const words = (text: string) => {
    const analyzed = analyzeText(text);
    return Array.from({ length: analyzed.tokenCount }, (_, i) => analyzed.tokenText(i));
  };

  it('reads a negation typed without its apostrophe as written with it', () => {
    expect(words('Wouldnt buy another, dont ask.')).toEqual(['Wouldn', 't', 'buy', 'another', 'don', 't', 'ask']);
    expect(words('Wouldn’t buy another.')).toEqual(['Wouldn', 't', 'buy', 'another']);
  });

  it('leaves words that only end like one alone', () => {
    expect(words('I cant stand the cant; we want what we wont get, and I meant it.')).toEqual(['I', 'cant', 'stand', 'the', 'cant', 'we', 'want', 'what', 'we', 'wont', 'get', 'and', 'I', 'meant', 'it']);
  });
});
