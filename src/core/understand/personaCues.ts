import type { Persona, PersonaId } from '../model';
import { PERSONAS } from './personas';

/**
 * A cue is a phrase (matched case-insensitively on word boundaries) that suggests a persona.
 * `weight` says how strongly; the classifier weighs the opening sentence of a quote most.
 */
export interface PersonaCue {
  phrase: string;
  weight: number;
}

export interface PersonaDefinition extends Persona {
  cues: PersonaCue[];
}

const cue = (weight: number, ...phrases: string[]): PersonaCue[] => phrases.map((phrase) => ({ phrase, weight }));

/** Each persona's cues (`unknown` has none). */
const CUES: Record<PersonaId, PersonaCue[]> = {
  builder: [
      ...cue(5, 'the primitive', 'primitive here', 'dx bet', 'moment of truth', 'developer experience'),
      ...cue(2, 'dx', 'first-ten-minutes', 'first ten minutes', 'api surface', 'sdk', 'ergonomics', 'boilerplate',
        'weekend script', 'glue code', 'docs', 'documentation', 'cli', 'integration', 'setup', 'hello world',
        'developer', 'developers', 'technical decision', 'architecture', 'architectural'),
      ...cue(1, 'api', 'code', 'config', 'tooling', 'debug', 'latency', 'install', 'tokenizer', 'weights'),
      // The semantic field of "how it is built and what it is like to build with": software and hardware alike.
      ...cue(2, 'toolchain', 'compiler', 'compile', 'runtime', 'debugger', 'debugging', 'type definitions', 'typed', 'under the hood',
        'internals', 'codebase', 'source code', 'plugin api', 'webhook', 'webhooks', 'endpoint', 'endpoints', 'rate limit', 'firmware',
        'microcontroller', 'engineering', 'engineered', 'mechanically', 'electrically', 'hardware', 'schema', 'migrations', 'query planner',
        'connector', 'connectors', 'hot reload', 'build times', 'build time', 'stack trace', 'memory', 'throughput', 'cold start',
        'i wrote', 'i built', 'i maintain', 'i wired', 'i hooked', 'i rebuilt', 'i plugged', 'i ported', 'i benchmarked', 'i profiled',
        'spare parts', 'parts', 'sensor', 'chip', 'cpu', 'gpu', 'ram', 'soldering', 'repair', 'repairable', 'bearings', 'engine',
        'binary', 'kernel', 'linux', 'technically', 'libraries', 'framework', 'dependency', 'dependencies', 'extensions', 'scripting',
        'script', 'plugin', 'plugins', 'repo', 'git', 'refactor', 'test suite', 'production', 'deploy', 'deployment'),
      ...cue(1, 'sql', 'json', 'orm', 'transactions', 'replication', 'index', 'queries', 'query', 'performance', 'benchmarks',
        'spec', 'specs', 'ports', 'usb', 'usb-c', 'battery', 'thermal', 'optics', 'lens', 'stabilisation', 'stabilization',
        'hinge', 'frame', 'valve', 'heating element', 'seals', 'coating', 'version', 'release notes', 'changelog', 'fork',
        'open source', 'open-source', 'library', 'upgrade', 'migration', 'tinker', 'tinkerer', 'developer api', 'engineers', 'tinkering', 'implementation'),
      // Running it yourself: operations, pipelines and the files and machines they touch.
      ...cue(2, 'yaml', 'shell', 'scripts', 'logs', 'logging', 'pipeline', 'pipelines', 'artifact', 'artifacts', 'container', 'containers',
        'docker', 'kubernetes', 'self-host', 'self-hosted', 'self-hosting', 'reverse proxy', 'instances', 'caching',
        'monorepo', 'commit', 'commits', 'diff', 'ssh', 'config file', 'multimeter', 'solder', 'pcb', 'fittings'),
      // Making and mending with your own hands, and the web stack's own words.
      ...cue(2, 'put together', 'how it is made', 'how it\'s made', 'how it is built', 'how it\'s built', 'installation', 'installing', 'integrate', 'integrating',
        'wire', 'wires', 'fix', 'fixed', 'fixing', 'in the field', 'field repair', 'regulator',
        'wrench', 'wrenching', 'do my own', 'diy', 'swap', 'swapped', 'swapping', 'took apart', 'take apart', 'taken apart',
        'disassemble', 'disassembled', 'tool-free', 'without tools', 'exploded diagram', 'clog', 'clogged', 'jammed', 'calibrate',
        'tweak', 'tweaked', 'tweaking', 'mod', 'mods', 'modded', 'modding', 'hack', 'hacked', 'hacking', 'hackable', 'belt', 'belts',
        'component', 'components', 'markup', 'html', 'css', 'javascript', 'typescript', 'frontend', 'front-end', 'backend', 'back-end',
        'adapter', 'bundler', 'syntax', 'build step', 'static files'),
      // Hands on the thing itself: opening it up, measuring, wiring and fixing it, in any domain.
      ...cue(3, 'inside the', 'under the floor', 'underneath the', 'took it apart', 'take it apart', 'pop the', 'teardown', 'i rigged',
        'i swapped', 'i measured', 'i timed', 'i tested', 'i upgraded', 'i automated', 'i scripted', 'i flashed', 'i installed',
        'i configured', 'i did my own', 'did my own', 'hands-on', 'long-term support', 'i replaced', 'i calibrated', 'i disassembled', 'i pulled', 'i compared', 'i weighed', 'i opened', 'i compiled', 'i patched', 'i sideloaded', 'i logged', 'i traced'),
      ...cue(2, 'burr', 'burrs', 'gearbox', 'motor', 'motors', 'screwdriver', 'screws', 'calibration', 'wobble', 'tolerances',
        'megapixels', 'codec', 'bit depth', '10-bit', 'raw files', 'autofocus', 'gimbal', 'tethering', 'tethered', 'heat pump',
        'battery pack', 'drivetrain', 'inverter', 'cells', 'service manual', 'rest api', 'graphql', 'oauth', 'sandbox', 'bindings',
        'buffer pool', 'redo log', 'vacuum', 'bug fixes', 'stable branch', 'backups', 'failover', 'cluster', 'clusters',
        'rigged', 'wired', 'plumbed', 'repairability', 'replacement parts', 'wiring', 'soldered', 'circuit', 'voltage', 'torque',
        'suspension', 'gearing', 'chassis', 'welds', 'payload', 'uptime', 'terminal', 'command line', 'editor', 'profiler', 'simulator', 'emulator', 'sideload', 'compiled', 'from source', 'reloads', 'renderer', 'packages'),
      ...cue(1, 'mount', 'grams', 'grind', 'defaults', 'bolt', 'bolts', 'cable', 'cables', 'dial in', 'tuning', 'tuned'),
      // Living with it: the hands that have used it day after day, and counted the days.
      ...cue(3, 'been using', 'i\'ve owned', 'i have owned', 'lived with', 'living with', 'daily driver', 'daily use', 'day-to-day use',
        'months in', 'weeks in', 'miles in', 'shots in', 'hours in', 'on the stand', 'on the bench', 'on my bench', 'torn apart', 'tore it down',
        'the mechanics', 'times this year', 'sessions on', 'flights on', 'takes practice', 'memorised', 'memorized',
        'unboxing', 'unpacking', 'set-up took', 'setup took', 'moving us onto', 'moved us onto', 'miles into', 'months into', 'weeks into', 'i administer', 'automation', 'admin',
        'weeks on', 'months on', 'a week on', 'a month on', 'weeks with', 'months with', 'months of daily', 'weeks of daily', 'daily driving'),
      ...cue(2, 'day to day', 'day-to-day', 'assembly', 'assemble', 'assembled', 'assembling', 'twice a day', 'twice daily'),
      ...cue(3, 'lived in my', 'lived on my', 'lived under my', 'lives in my', 'lives on my', 'has lived in', 'has lived on')
  ],
  skeptic: [
      ...cue(5, 'direct competitor', 'direct competitors', 'where it breaks', 'this breaks', 'it breaks',
        'kill scenario', 'what kills', 'kills this', 'kills it', 'for me to be wrong'),
      ...cue(2, 'competitor', 'competitors', 'breaks', 'breaks when', 'failure mode', 'failure modes', 'red flag',
        'caveat', 'overhyped', 'hype', 'marketing', 'in 12 months', '12-month', 'ceiling', 'benchmark',
        'benchmarks', 'claims', 'falls over', 'fails'),
      ...cue(1, 'risk', 'alternative', 'alternatives', 'versus', 'compared to', 'doubt', 'skeptical'),
      // The semantic field of doubt: what could go wrong, what else there is, what the pitch leaves out.
      ...cue(3, 'devil\'s advocate', 'failure case', 'what goes wrong', 'goes wrong', 'the catch', 'poke holes', 'red flags',
        'horror stories', 'nobody mentions', 'nobody tells you', 'the fine print', 'fine print', 'hidden cost', 'hidden costs'),
      ...cue(2, 'downside', 'downsides', 'catch', 'failure', 'what breaks', 'weak spot', 'weakness', 'weaknesses', 'flaw', 'flaws',
        'rival', 'rivals', 'the competition', 'suspicious', 'skeptic', 'doubts', 'objections', 'gotcha', 'gotchas', 'the pitch',
        'in practice', 'promised', 'overpromised', 'outage', 'outages', 'recall', 'recalled', 'trade-off', 'trade-offs', 'tradeoff',
        'tradeoffs', 'compared with', 'escape hatch', 'hostage', 'lock you in', 'locks you in', 'uncomfortable',
        'worst thing', 'the worst', 'problems', 'the problem', 'worried', 'worry', 'concern', 'concerns', 'expecting to find',
        'went hunting', 'hunting for', 'forums', 'love letters', 'the noise', 'babysit', 'bites', 'frozen'),
      ...cue(3, 'reason not to', 'up against', 'where it fails', 'could sink', 'where it hurts', 'the other option', 'out of it'),
      ...cue(2, 'alternative', 'alternatives', 'gamble', 'sink', 'hurts', 'loses', 'scenario', 'the risk', 'what could'),
      ...cue(1, 'next to', 'against', 'instead', 'worse', 'option', 'options', 'rewrite', 'cheaper', 'fragile', 'flaky', 'broken', 'break', 'problem', 'honestly', 'reality'),
      // Doubting from experience: what fans leave out, what went wrong for others, what to check before buying.
      ...cue(3, 'everybody loves', 'everyone loves', 'until you hit', 'until they hit', 'make me regret', 'talk me out of', 'talk them out of',
        'find a reason', 'rarely mention', 'nobody talks about', 'what happens at', 'what happens when', 'before spending',
        'before you spend', 'before you buy', 'before buying', 'used market', 'second-hand', 'weak point', 'weak points', 'the thing nobody',
        'off a cliff', 'cross-shopped', 'cross-shop', 'too good to be true', 'the small print', 'read the reviews',
        'the complaints', 'owners report', 'users report', 'people report', 'until they try', 'until you try', 'until you need', 'until they need', 'everyone\'s excited', 'the knock on',
        'only to discover', 'then you notice'),
      ...cue(2, 'regret', 'regrets', 'hurt', 'i\'ve watched', 'i\'ve seen', 'against it', 'perfectly good', 'ugly', 'frustrates',
        'cluttered', 'suspect', 'criticising', 'criticizing', 'criticism', 'complaints', 'complain', 'phantom', 'lemon', 'defects',
        'compromised', 'leak', 'leaks', 'leaked', 'breach', 'breaches', 'vulnerability', 'vulnerabilities', 'exploit', 'exploited',
        'attack', 'attacker', 'attackers', 'single point of failure', 'locked out', 'lock you out', 'downtime', 'incident', 'incidents',
        'goes down', 'went down', 'underestimate', 'underestimated', 'overlooked', 'trap', 'traps', 'trapped', 'pitfall', 'pitfalls',
        'what happened to', 'right up until', 'up until', 'went in expecting', 'came in expecting', 'expecting the usual', 'the usual story',
        'hits a wall', 'a wall at', 'blows through', 'racks up', 'overage', 'overages', 'surprise bill', 'let go', 'laid off', 'layoffs',
        'got worse', 'gets worse', 'caught out', 'catch you out', 'obvious flaw', 'fail', 'failed', 'died', 'snapped', 'stopped working',
        'its weak spot', 'every way', 'compromise', 'compromises', 'until you notice', 'sounds great until', 'sold separately',
        'defect', 'warranty', 'lawsuit', 'class action', 'breakdown', 'breakdowns', 'unreliable', 'reliability', 'overpriced',
        'overrated', 'letdown', 'disappointing', 'disappointed', 'corners cut', 'cut corners', 'teething', 'bugs', 'glitches', 'lagged', 'lags', 'gimmick', 'collapsed', 'excited about'),
      // Where it falls short of the pitch, and how it is sold.
      ...cue(3, 'falls down', 'falls short', 'falls apart', 'where it falls', 'save yourself', 'sold as', 'marketed as', 'billed as', 'pitched as', 'actually offer', 'actually get',
        'nobody asked for', 'lets you down', 'lets people down', 'headline price', 'charge extra', 'charges extra', 'lovely until', 'until the bill',
        'won\'t tell you', 'doesn\'t tell you', 'pitches', 'sounds wonderful', 'until you\'re', 'what worries', 'worries me', 'worries', 'the trouble', 'trouble starts', 'raves about', 'rave about', 'everyone raves', 'wet blanket', 'spoil the party', 'rain on'),
      ...cue(2, 'weak', 'is weak', 'weak in'),
      // Wariness: what can go wrong, where it comes unstuck, what looks better in a demo than at home.
      ...cue(3, 'go wrong', 'went wrong', 'gone wrong', 'going wrong', 'can go wrong', 'comes unstuck', 'come unstuck', 'came unstuck',
        'in a demo', 'in the demo', 'nowhere to hide', 'can\'t get past', 'cannot get past', 'be wary', 'beware'),
      ...cue(2, 'wary', 'cautious', 'track record', 'warns', 'warned', 'nobody warns', 'shaky', 'gets shaky', 'glowing', 'real threat', 'do the math', 'do the maths', 'until you do', 'bad experience', 'bad experiences', 'long memory'),
      // What the fans leave out: "everyone swears by it", "what the glowing threads leave out".
      ...cue(3, 'leave out', 'leaves out', 'left out', 'swear by', 'swears by', 'everyone recommends', 'everybody recommends', 'everyone pushes',
        'until you read', 'until you look', 'until you open', 'before you click', 'before you order', 'before you commit', 'before you sign')
  ],
  strategist: [
      ...cue(5, 'the thesis', 'thesis', 'second-order', 'second order', 'bets on', 'betting on'),
      ...cue(2, 'trend', 'trend line', 'trends', 'on-time', 'too early', 'early to', 'late to', 'falsifiable',
        'by 2026', 'by 2027', 'by 2028', 'by 2029', 'by 2030', 'within 2 years', 'within 3 years', 'future state',
        'power shift', 'shifts power', 'paradigm', 'long run', 'decade', 'trajectory', 'dependency that has to hold',
        'zoom out', 'a bet that', 'the bet is that', 'within two years', 'within three years', 'within five years',
        'in three years', 'in five years', 'is early', 'are early', 'it\'s early', 'not early', 'on time'),
      ...cue(1, 'future', 'years', 'industry', 'ecosystem', 'infrastructure', 'wave'),
      // The semantic field of time and position: where this goes, what it bets on, what it changes around it.
      ...cue(3, 'long game', 'long view', 'long-term', 'long term', 'where it goes', 'where it\'s headed', 'is headed', 'headed',
        'from below', 'where does that lead', 'where that leads', 'knock-on', 'knock on', 'ripple', 'zooming out', 'big picture', 'over the next', 'next decade', 'trajectory', 'wager',
        'the bet', 'bet is', 'betting', 'wagering'),
      ...cue(2, 'bet', 'bets', 'trend', 'shift', 'shifts', 'era', 'category', 'incumbent', 'incumbents', 'disruption', 'standard',
        'commoditised', 'commoditized', 'commodity', 'consolidation', 'direction', 'momentum', 'timing', 'generation', 'arc',
        'positioning', 'substrate', 'protocol', 'gravity', 'mainstream', 'inevitable', 'tailwind', 'headwind', 'play', 'vision',
        'strategy', 'strategic', 'compounding', 'over time', 'next few years', 'the market', 'downstream', 'platform', 'super-app',
        'decades', 'five years', 'ten years', 'over the long run', 'in the long run', 'cities', 'regulators', 'fashion', 'craze',
        'moving to', 'moves to', 'pricing cars out', 'future state', 'wake up', 'passion project', 'long-term plan'),
      ...cue(1, 'market', 'markets', 'default', 'early', 'late', 'decade', 'next', 'years', 'adoption', 'position', 'heading',
        'broader', 'world', 'society', 'phones', 'wave', 'bigger'),
      // Position and time: the plan, the chapter after this one, who gets there first.
      ...cue(3, 'the plan is', 'the long game', 'next chapter', 'got there first', 'reached first', 'first mover', 'first-mover',
        'land grab', 'endgame', 'end game', 'playbook', 'the industry', 'where the industry', 'the bigger story', 'bigger story', 'standardised on',
        'standardized on', 'became the default', 'defensive move', 'a wave of', 'the next few years', 'turned itself into', 'saw where', 'were heading', 'long play'),
      ...cue(2, 'roadmap bet', 'chapter', 'pulled back', 'retreat', 'upmarket',
        'downmarket', 'segment', 'niche', 'crowded', 'saturated', 'imitators', 'followers', 'pioneer', 'wire protocol', 'defensive', 'distribution', 'moves into', 'moved into', 'table stakes', 'setting the pace', 'sets the pace', 'set the pace', 'went from', 'shift from', 'regulation', 'regulations', 'regulatory', 'legislation', 'laws', 'policy', 'right-to-repair',
        'right to repair', 'standards body', 'turning into', 'turns into', 'drifting toward', 'drifting towards', 'shifting toward',
        'shifting towards', 'goes from here', 'go from here', 'made sense when', 'ends up', 'end up', 'breadth', 'resilience', 'sprawl', 'sprawling', 'chasing', 'urban', 'direction')
  ],
  product: [
      ...cue(5, 'job-to-be-done', 'job to be done', 'jobs-to-be-done', 'jtbd', 'opinionated choice', 'onboarding'),
      ...cue(2, 'opinionated', 'user journey', 'users', 'user', 'workflow', 'use case', 'pain point', 'persona',
        'activation', 'retention', 'product gap', 'feature', 'features', 'ux', 'flow', 'checklist', 'first-run',
        'new users', 'what job'),
      ...cue(1, 'customer', 'experience', 'simple', 'delight', 'friction', 'roadmap', 'default'),
      // The semantic field of who it is for and what using it is like: the person, the job, the first hour.
      ...cue(3, 'the job', 'job it does', 'who it\'s for', 'who is it for', 'who it is for', 'who\'s it for', 'first ten minutes', 'first hour', 'first time',
        'designed for', 'built for', 'made for', 'the person', 'non-technical', 'learning curve', 'guided start'),
      // Who shops for it and what they want from it.
      ...cue(3, 'day one', 'on day one', 'most people', 'shopping for', 'wants from', 'want from', 'actually wants', 'actually want'),
      ...cue(2, 'job', 'jobs', 'hire', 'hires', 'onboard', 'set up', 'sets up', 'setup', 'newcomer', 'newcomers', 'beginner', 'beginners',
        'novice', 'normal person', 'everyday', 'interface', 'home screen', 'menus', 'menu', 'settings', 'controls',
        'buttons', 'taps', 'clicks', 'intuitive', 'confusing', 'templates', 'template', 'manual', 'presets', 'hand-holding', 'holds your hand',
        'household', 'family', 'families', 'kids', 'partner', 'mum', 'mom', 'student', 'commuter', 'rider', 'audience', 'use case',
        'use cases', 'people who', 'someone who', 'anyone who', 'for people', 'ritual', 'habit', 'daily', 'learn', 'learned', 'learnable',
        'training', 'win people over', 'won people over', 'someone coming from', 'just wants', 'needs to do', 'pain', 'discoverable',
        'notifications', 'configuration'),
      ...cue(1, 'easy', 'people', 'person', 'team', 'using it', 'feel', 'feels', 'tap', 'screen', 'app', 'everyone', 'anyone',
        'experience', 'design', 'designed', 'frustrating'),
      // The buyer described as a person, not as who pays: "The buyer here is a homeowner who …", "Picture the buyer: first house".
      ...cue(12, 'the buyer here is', 'the buyer is someone', 'the buyer is a', 'the buyer is an', 'picture the buyer', 'the typical buyer is'),
      // Who it is for and what their first day with it is like.
      ...cue(3, 'getting started', 'starting out', 'first-timer', 'first timer', 'first-timers', 'who it serves', 'serves well',
        'out of the box', 'first drive', 'first week', 'first day', 'point people to', 'hand to someone', 'for someone who',
        'for anyone who', 'who picks', 'who chooses', 'new hires', 'who needs', 'who actually needs', 'who should get', 'who should buy',
        'who is this for', 'who\'s this for', 'who this is for', 'who this one is for', 'watched my', 'watching my'),
      ...cue(2, 'overwhelming', 'gorgeous', 'travellers', 'travelers', 'commuters', 'parents', 'grandparents', 'drivers',
        'a couple', 'shortcut', 'shortcuts', 'administrators', 'pleasant', 'invites', 'welcoming', 'approachable',
        'friendly', 'clutter', 'polish', 'polished', 'delightful', 'tedious', 'tutorial', 'tutorials', 'walkthrough', 'is for the', 'is for anyone', 'is for people', 'for the person who', 'who wants', 'find out', 'first lesson', 'first session', 'first trip', 'people buy', 'for a first', 'my first', 'their first', 'set it up herself', 'set it up himself',
        'set it up themselves', 'set it up myself', 'my niece', 'my nephew', 'my kids', 'my parents', 'my wife', 'my husband', 'my daughter', 'my son',
        'less technical', 'ordinary people', 'regular people', 'neighbour', 'neighbor', 'simple enough', 'light enough', 'i suggest to', 'my sister', 'my brother', 'my father', 'my mother')
  ],
  investor: [
      ...cue(5, 'the buyer', 'buyer', 'the moat', 'business risk', 'business case', 'good business'),
      // Who owns it and what it was bought for: deals, channels, the shelf it sits on.
      ...cue(3, 'acquisition', 'acquired', 'rich price', 'big-box', 'retail shelf', 'the aisle', 'shelf space', 'distribution deal'),
      ...cue(2, 'moat', 'budget', 'budget line', 'procurement', 'pricing', 'margin', 'margins', 'revenue',
        'defensibility', 'defensible', 'switching cost', 'lock-in', 'network effect', 'unit economics', 'tam',
        'market', 'monetize', 'monetization', 'valuation', 'business', 'sales motion', 'flywheel'),
      ...cue(1, 'cost', 'costs', 'spend', 'enterprise', 'contract', 'customers', 'price'),
      // The semantic field of money: who pays, how much is kept, what protects it.
      ...cue(3, 'who pays', 'who actually pays', 'pricing power', 'unit economics', 'take rate', 'net retention', 'gross margin',
        'makes money', 'make money', 'money on', 'as a business', 'the business', 'revenue engine', 'average selling price',
        'customer acquisition', 'acquisition cost', 'lifetime value', 'pitch deck', 'follow the money'),
      ...cue(2, 'pays', 'paying', 'monetise', 'monetises', 'monetizes', 'profit', 'profitable', 'profitability', 'funnel',
        'subscribers', 'subscription', 'subscriptions', 'recurring', 'arr', 'churn', 'cac', 'ltv', 'cash', 'cash flow', 'burn',
        'runway', 'funding', 'investors', 'shareholders', 'shares', 'stock', 'ipo', 'market share', 'addressable', 'sales',
        'contracts', 'upsell', 'upsells', 'interchange', 'fees', 'premium', 'discount', 'discounted', 'discounts', 'economics',
        'earns', 'earnings', 'company', 'companies', 'switching costs', 'stickiness', 'sticky', 'stickier', 'competitive advantage',
        'accessory revenue', 'capital', 'allocate', 'allocating', 'bullish', 'bearish', 'valuation', 'value', 'priced', 'prices',
        'paid tiers', 'paid tier', 'division', 'sells', 'sold', 'dealers', 'list price', 'money'),
      ...cue(1, 'scale', 'growth', 'brand', 'marketing', 'fund', 'bank', 'tier', 'tiers', 'plans', 'paid', 'free', 'dollar',
        'percent', 'lending')
  ],
  unknown: [],
};

/** The reviewer personas, in display order, with their cues. */
export const PERSONA_TABLE: readonly PersonaDefinition[] = PERSONAS.map((persona: Persona) => ({ ...persona, cues: CUES[persona.id] }));

/**
 * A quote that opens on what the reviewer did with it speaks from first-hand use, the builder's ground: "I assembled
 * it…", "We've run…" (the subject, an optional auxiliary, an act in the past tense: a regular "-ed" form of five
 * letters or more, or one of `acts`), the same with the subject left out ("Plugged it in…", unless a preposition
 * follows, as in "Built for…", "Compared with…"), or a gerund acting on a thing ("Mounting the…", "Porting my…", "Dialling in the…").
 * Acts of mind and of money ("I tried to find…", "I assumed…", "Looking at the…", "Buying one…") are not use.
 * The weight is a cue's, so the opening sentence multiplies it.
 */
/** A quote that opens by asking who it is for ("Who unwraps one of these?") is the product lead's question. */
export const WHO_QUESTION = { persona: 'product', weight: 1 } as const;

export const FIRST_HAND = {
  weight: 1,
  subjects: ['i', 'we'],
  auxiliaries: ['ve', 'have', 'had'],
  acts: ['set', 'put', 'ran', 'run', 'took', 'built', 'had', 'got', 'wrote', 'made', 'rode', 'drove', 'flew', 'kept', 'wore',
    'brought', 'hung', 'fit', 'dug', 'cut', 'fed', 'ground', 'held', 'sat', 'slept', 'threw', 'broke', 'stuck', 'tore', 'swapped'],
  notActs: ['tried', 'assumed', 'expected', 'wanted', 'hoped', 'suspected', 'doubted', 'worried', 'wondered', 'feared', 'hated',
    'loved', 'liked', 'needed', 'noticed', 'learned', 'realised', 'realized', 'decided', 'watched', 'followed', 'invested',
    'backed', 'funded', 'covered', 'argued', 'asked', 'talked', 'believed', 'predicted', 'called', 'skipped', 'passed', 'priced',
    'compared', 'considered', 'measured', 'judged', 'recommended', 'designed', 'aimed', 'targeted', 'marketed', 'pitched'],
  /** After a subject-less act, these make it a description ("Built for…"), not something the reviewer did. */
  prepositions: ['for', 'as', 'by', 'to', 'with', 'against', 'without', 'at', 'from', 'in', 'on', 'around', 'into'],
  /** A particle between a gerund and what it acts on ("Dialling in the…"). */
  particles: ['in', 'up', 'out', 'down', 'off', 'over'],
  /** What a gerund acts on. */
  objects: ['the', 'it', 'my', 'our', 'a', 'an', 'this', 'that', 'these', 'those', 'one', 'two', 'both', 'them'],
  notGerunds: ['during', 'nothing', 'something', 'anything', 'everything', 'looking', 'reading', 'watching', 'judging',
    'comparing', 'calling', 'putting', 'having', 'being', 'thinking', 'seeing', 'weighing', 'following', 'betting', 'reviewing',
    'pricing', 'selling', 'buying', 'paying', 'investing', 'funding', 'owning', 'picking', 'choosing', 'recommending', 'giving'],
} as const;
