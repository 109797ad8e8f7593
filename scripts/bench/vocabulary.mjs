// Word lists and sentence templates for the synthetic review corpus. `{slot}` is filled from SLOTS (recursively);
// `{p}` is a mention of the reviewed product, `{c}` a competitor. Invented names only, no real reviews.

export const VENDOR_HEADS = [
  'Nim', 'Vor', 'Quil', 'Zen', 'Lum', 'Kes', 'Orr', 'Tal', 'Bri', 'Cas', 'Dra', 'Ely', 'Fen', 'Gal', 'Hal', 'Ix',
  'Jun', 'Kal', 'Mer', 'Nov', 'Ober', 'Pax', 'Rho', 'Sol', 'Tem', 'Umb', 'Val', 'Wex', 'Xan', 'Yor', 'Zeph', 'Arb',
  'Bel', 'Cor', 'Dex', 'Emb', 'Flux', 'Gry', 'Hex', 'Ion', 'Jax', 'Kyr', 'Lyr', 'Mag', 'Nex', 'Oak', 'Pyr', 'Quor',
];
export const VENDOR_TAILS = [
  'bus', 'tra', 'ex', 'ify', 'ly', 'io', 'os', 'ara', 'wave', 'stack', 'ent', 'ix', 'on', 'ium', 'era', 'ant', 'ora',
  'yn', 'al', 'ic', 'base', 'mind', 'loop', 'grid', 'line', 'forge', 'field', 'craft', 'works', 'scale', 'gate', 'mark',
];
export const VENDOR_SUFFIXES = ['AI', 'Labs', 'Cloud', 'Systems', 'Research', 'HQ'];

export const PRODUCT_LINES = [
  'Command', 'Pilot', 'Forge', 'Sync', 'Notes', 'Stream', 'Relay', 'Atlas', 'Beacon', 'Canvas', 'Harbor', 'Lens',
  'Pulse', 'Quartz', 'Scribe', 'Sentry', 'Tide', 'Vault', 'Weave', 'Flow', 'Graph', 'Ledger', 'Mesh', 'Orbit', 'Prism',
  'Signal', 'Spark', 'Trace', 'Compass', 'Anchor', 'Keystone', 'Lattice', 'Meridian', 'Nimbus', 'Outpost', 'Quill',
  'Inference Stack', 'Fine-Tuning API', 'Edge Runtime', 'Vector DB', 'Agent Kit', 'Code Review', 'Data Studio',
  'Voice SDK', 'Search API', 'Workflow Engine', 'Feature Flags', 'Observability Suite', 'Eval Harness', 'Notebook',
];
export const MODEL_FAMILIES = [
  'Llama', 'Orca', 'Falcon', 'Heron', 'Kestrel', 'Marlin', 'Osprey', 'Puffin', 'Raven', 'Sparrow', 'Tern', 'Wren',
  'Lynx', 'Otter', 'Panda', 'Quokka', 'Bison', 'Caracal', 'Dingo', 'Ermine', 'Gecko', 'Ibex', 'Jackal', 'Koala',
];
export const MODEL_SUFFIXES = ['LM', 'GPT', 'Coder', 'Chat', 'Embed', 'Vision'];
export const SIZES = ['1B', '3B', '7B', '8B', '13B', '34B', '70B', '405B', '8x7B', '8x22B', '1.5B', '14B'];
export const FEATURES = [
  'Sync Engine', 'Offline Mode', 'Background Agent', 'Codebase Refactoring', 'Realtime Collaboration',
  'Conflict Resolution', 'Usage Analytics', 'Role-Based Access', 'Audit Logs', 'Streaming Responses', 'Batch Inference',
  'Vector Search', 'Prompt Caching', 'Function Calling', 'Multi-Region Replication', 'Zero-Downtime Deploys',
  'Schema Migrations', 'Branch Previews', 'Cost Controls', 'Secrets Manager', 'Query Planner', 'Edge Caching',
  'Voice Cloning', 'Image Editing', 'Long Context', 'Structured Output', 'Guardrails', 'Semantic Cache',
  'Team Workspaces', 'Inline Comments', 'Webhook Triggers', 'Self-Hosted Runners', 'Usage-Based Billing',
  'Data Lineage', 'Point-in-Time Recovery', 'Change Data Capture', 'Smart Compose', 'Meeting Notes', 'Auto Scaling',
];

export const COMPETITORS = [
  'GitHub Copilot', 'Notion', 'Postgres', 'Datadog', 'Snowflake', 'Vercel', 'Supabase', 'AWS Bedrock', 'Azure AI Foundry',
  'Gemini', 'LangChain', 'Pinecone', 'Cloudflare Workers', 'Linear', 'Figma', 'Retool', 'Zapier', 'Airtable', 'Grafana',
  'Kafka', 'Redis', 'Elasticsearch', 'JetBrains AI', 'Replit', 'Heroku', 'Fly.io', 'Mistral', 'Qwen 2.5 72B', 'GPT-4o',
];

/** Personas and what they open with; `cue` sentences carry the persona's typical phrasing. */
export const OPENINGS = {
  builder: [
    'The primitive here is {a-tech} that {tech-does} — not a platform, not a wrapper, just {a-tech} you drop into {stack}.',
    'The primitive here is {a-tech}, and {p} exposes it through {api-shape}.',
    'The DX bet {p} makes is that {dx-bet}.',
    'The moment of truth is {moment}, and {p} gets there in {n-small} minutes.',
    'Developer experience first: {p} ships {a-tech} with {api-shape}, and the first ten minutes are {minutes-quality}.',
  ],
  skeptic: [
    'Direct competitors are {c}, {c} and {c} — all of which have {advantage}.',
    'The direct competitor here is {c}, which {competitor-state}.',
    '{p} breaks when {breaks}, and the {claim} claims have no published methodology.',
    'Where it breaks: {breaks}; {p} does not say how it handles that.',
    'What kills {p} in 12 months is {killer}.',
  ],
  strategist: [
    'The thesis {p} bets on: by {year}, {thesis}.',
    'The thesis is specific and falsifiable: {thesis} by {year}, and {p} is early to it.',
    '{p} is riding the trend of {trend}, and it is on-time to this trend, not early.',
    'The second-order effect if {p} wins is that {second-order}.',
  ],
  product: [
    'The job-to-be-done is sharp: {jtbd}, and {p} nails that single job.',
    'Onboarding is {onboarding-quality}: {p} gets a new user to {first-value} in {n-small} steps.',
    'The opinionated choice {p} made is {opinion}, and I agree with it.',
    'The job to be done is {jtbd}; {p} treats {feature-lower} as the default flow rather than a checklist feature.',
  ],
  investor: [
    'The buyer is {buyer}, and this comes out of {budget} that is already approved.',
    'The moat is {moat}, which creates switching friction that {c} cannot easily copy.',
    'The business risk is {biz-risk}; {p} needs {need} to survive that.',
    'The buyer here is {buyer}; the business case rests on {moat}.',
  ],
};

export const BODIES = {
  builder: [
    'The API surface is small: {n-small} endpoints, typed clients for {lang} and {lang}, and errors that name the field that failed.',
    'Setup took {n-small} minutes on a fresh machine, most of it waiting for {stack} to pull images.',
    'The CLI does the boring glue code for you: {glue}.',
    'Latency held at {n-ms} ms p95 on a {n-k}k-row table, which is the number that matters for {stack}.',
    'The docs are honest about {limitation}, which I trust more than a marketing page.',
    'I wired it into a {n-k}k-line codebase in an afternoon; the {feature-lower} piece needed no config at all.',
    'The specific technical decision I like is {decision}.',
    'Debugging is where it shines: {debug}.',
  ],
  skeptic: [
    'The {claim} numbers come from the vendor’s own evals, which is a red flag worth flagging.',
    'At {n-k}k requests a minute the {feature-lower} path falls over, and the docs are silent about it.',
    'The ceiling is {limitation}, and no amount of marketing moves it.',
    'Compared to {c}, the distribution disadvantage is real: {advantage} matters more than {claim}.',
    'The failure mode I worry about is {breaks}.',
    'For me to be wrong, {c} would have to stay still for a year, which it won’t.',
    'The hype cycle around {feature-lower} hides the fact that {limitation} is still unsolved.',
  ],
  strategist: [
    'The trend line is {trend}, and {year} is when it bends.',
    'The dependency that has to hold is that {dependency}.',
    'If that holds, the power shift favours {winner} over {loser}.',
    'The future state where this is infrastructure: {future}.',
    'Within {n-small} years the industry will treat {feature-lower} the way it treats version control today.',
    'The timing matters more than the feature list: {trend} makes {feature-lower} tractable now in a way it wasn’t {n-small} years ago.',
    'The ecosystem around {p} is the leading indicator to watch, more than any single release.',
  ],
  product: [
    'The user journey from sign-up to {first-value} has {n-small} steps, and each one explains itself.',
    'The product gap is {gap}: that is the missing {pct}% of the experience.',
    'Activation looks strong; retention will depend on whether {feature-lower} becomes a habit.',
    'The default flow is opinionated in the right way: {opinion}.',
    'Friction shows up in {friction}, which the team should fix before adding features.',
    'The onboarding checklist is short, and the empty state teaches the product instead of selling it.',
    'Users who try {feature-lower} in week one come back; the rest churn quietly, which is the metric to watch.',
  ],
  investor: [
    'Pricing at ${n-price} per seat per month leaves room for margin even with {cost-driver}.',
    'The moat isn’t the model; it’s {moat}.',
    'The market is {market}, and the sales motion is {sales-motion}.',
    'Unit economics improve with scale because {economics}.',
    'Lock-in comes from {lockin}, which makes the revenue stickier than it looks.',
    'The budget line it lands in is {budget}, which is where procurement looks last and cuts last.',
    'Revenue concentration is the number to ask about: the top {n-small} customers likely carry a third of it.',
  ],
};

/** Calls: each sentence reads as that verdict to a human reader. */
export const CALLS = {
  ship: [
    'This earns a ship because {reason}.',
    'Shipping with the caveat: {caveat}.',
    'What keeps this from a skip is {reason}.',
    'Ship, but {caveat}.',
    'I’d ship this today: {reason}.',
    'That’s a clear ship for {audience}.',
    'The specific decision that earns the ship is {decision}.',
    'Still shipping because {reason}.',
    'Verdict: ship — {reason}.',
    'I would ship it for {audience} right now.',
  ],
  skip: [
    'Skip for now: {skip-reason}.',
    'This is a skip — {skip-reason}.',
    'Hard pass from me: {skip-reason}.',
    'Nothing here earns a ship: {skip-reason}.',
    'I wouldn’t ship this: {skip-reason}.',
    'That makes it a clear skip for {audience}.',
    'Verdict: skip, because {skip-reason}.',
  ],
  none: [
    'It’s a ship if {condition}.',
    'Too early to call it a ship; {condition-short} decides it.',
    'The team is shipping to {audience} next month, which is the real test.',
    'It’s a skip-the-boilerplate win for {audience}, not a call either way.',
    '',
    '',
  ],
};

export const SLOTS = {
  'a-tech': ['a persistent task executor', 'an append-only event log', 'a columnar query engine', 'a typed RPC layer', 'a CRDT-backed document store', 'a streaming tokenizer', 'an incremental build graph', 'a vector index with filters', 'a policy engine', 'a job queue with exactly-once delivery', 'a schema-aware diff engine', 'a caching proxy for model calls', 'a sandboxed code runner', 'an embeddings pipeline', 'a feature store', 'a realtime presence service'],
  'tech-does': ['holds context across a session', 'survives a network partition', 'replays state deterministically', 'keeps p99 latency flat', 'shards without a coordinator', 'streams partial results', 'deduplicates retries', 'runs in a single binary'],
  stack: ['your existing pipeline', 'a Next.js app', 'a Rails monolith', 'a Kubernetes cluster', 'a data warehouse', 'a mobile backend', 'a monorepo', 'a serverless stack', 'an on-prem cluster'],
  'api-shape': ['a three-call SDK', 'plain REST with OpenAPI specs', 'a gRPC service and typed clients', 'a single config file', 'a CLI and a VS Code extension', 'webhooks and a small SDK'],
  'dx-bet': ['developers don’t want to babysit a model', 'the right thing should be the default thing', 'config belongs in code, not in a dashboard', 'local-first beats a round trip to the cloud', 'one binary beats five services'],
  moment: ['the first deploy from a laptop', 'running the quickstart against real data', 'dispatching the first long task', 'watching the first sync resolve a conflict', 'the first failing test it explains'],
  'minutes-quality': ['genuinely pleasant', 'mostly boilerplate-free', 'faster than reading the docs', 'a little rough around auth'],
  advantage: ['bigger distribution', 'a larger ecosystem', 'existing enterprise contracts', 'a free tier that is hard to beat', 'years of integrations'],
  'competitor-state': ['has promised the same thing for a year and still feels like a beta', 'bundles it for free with a plan teams already pay for', 'is faster but locks you into its cloud', 'has the mindshare but not the depth'],
  breaks: ['the data set outgrows a single node', 'two editors touch the same record offline', 'the workload is multilingual and noisy', 'a tenant sends bursts of ten thousand events', 'the schema changes under a running job', 'teams need audit trails for every change'],
  claim: ['benchmark', 'accuracy', '10x productivity', 'zero-config', 'enterprise-ready', 'latency'],
  killer: ['the platform vendors shipping it natively', 'a price war that compresses margins', 'an open-source clone with better defaults', 'the cloud providers bundling it for free', 'a security incident in the hosted tier'],
  year: ['2026', '2027', '2028', '2029', '2030'],
  thesis: ['teams will run agents the way they run CI jobs', 'every product will ship with a data layer it does not own', 'local-first apps will be the default for small teams', 'compliance will require attribution for every generated answer', 'inference will be cheap enough to run on every keystroke'],
  trend: ['context windows expanding past 200k tokens', 'inference prices falling every quarter', 'regulation reaching AI output', 'teams consolidating their tooling', 'edge compute becoming the default'],
  'second-order': ['the unit of output shifts from commits to supervised tasks', 'procurement starts asking for attribution metrics', 'small teams stop hiring for glue code', 'data gravity moves back to the client'],
  dependency: ['model costs keep falling', 'enterprises accept hosted data planes', 'the open-source ecosystem keeps pace', 'regulators stay technology-neutral'],
  winner: ['specialised providers', 'small teams', 'open ecosystems', 'the application layer'],
  loser: ['generalist platforms', 'incumbent suites', 'closed clouds', 'consultancies'],
  future: ['every pull request is opened by an agent and reviewed by a human', 'every app syncs offline by default', 'every query is answered with its sources'],
  jtbd: ['run a multi-file task without stopping what I am doing', 'keep notes in sync across three devices offline', 'answer a customer question with a cited source', 'ship a schema change without downtime', 'find the one slow query in a busy week'],
  'onboarding-quality': ['excellent', 'solid', 'uneven', 'thoughtful'],
  'first-value': ['a working integration', 'the first synced document', 'a deployed preview', 'a useful answer', 'the first dashboard'],
  opinion: ['that async is the right default', 'that offline wins every conflict by recency', 'that every answer carries its citation', 'that configuration lives in the repository', 'that the free tier has no time limit'],
  'feature-lower': ['background agents', 'offline sync', 'vector search', 'prompt caching', 'audit logs', 'branch previews', 'structured output', 'usage analytics'],
  buyer: ['the platform team with an existing cloud contract', 'a head of data with a tooling budget', 'the CTO of a fifty-person startup', 'an enterprise security team', 'a developer with a credit card'],
  budget: ['an AI tooling budget', 'the observability line item', 'a developer productivity budget', 'the data platform budget'],
  moat: ['distribution through marketplace listings', 'the integrations nobody wants to rebuild', 'compliance certifications', 'the data it accumulates per customer', 'a community of plugin authors'],
  'biz-risk': ['that the model layer commoditises', 'that the cloud providers bundle it', 'that the buyer consolidates vendors', 'that usage-based pricing spooks finance teams'],
  need: ['to own the deployment layer', 'a second product line', 'enterprise contracts before the bundlers arrive', 'a self-serve motion that scales'],
  'cost-driver': ['inference costs', 'egress fees', 'a support-heavy enterprise tier', 'storage growth'],
  market: ['crowded but growing', 'early and fragmented', 'consolidating fast', 'large and underserved'],
  'sales-motion': ['bottom-up through developers', 'top-down through procurement', 'a marketplace listing', 'partner-led'],
  economics: ['caching cuts the marginal cost per request', 'support costs flatten after onboarding', 'storage is cheap and compute is shared'],
  lockin: ['workflows built on its API', 'data that is painful to export', 'team habits', 'integrations with the ticketing system'],
  lang: ['TypeScript', 'Python', 'Go', 'Rust', 'Java', 'Swift', 'Kotlin'],
  glue: ['it generates the client, the types and the retry logic', 'it scaffolds auth, migrations and seed data', 'it wires the webhooks and verifies signatures'],
  limitation: ['cold starts on the free tier', 'a hard limit on document size', 'missing support for multi-region writes', 'rate limits on the embeddings endpoint'],
  decision: ['decoupling execution from the editor', 'making the sync protocol a public spec', 'shipping one static binary', 'keeping the index on the client', 'versioning every prompt like code'],
  debug: ['every failed call links to a replayable trace', 'the logs name the exact record that conflicted', 'errors come with the query plan attached'],
  gap: ['the review flow after a background task', 'conflict resolution for shared documents', 'billing visibility for admins', 'an import path from spreadsheets'],
  friction: ['the permissions screen', 'the first sync on a large account', 'the pricing page', 'SSO setup'],
  reason: ['it solves a specific problem in the stack instead of rebranding it', 'the DX is honest and the limits are documented', 'the team ships weekly and fixes what users report', 'it replaces three tools with one', 'the defaults are right for small teams'],
  caveat: ['test it on your own data before betting a sprint on it', 'budget time for the migration', 'watch the pricing at scale', 'keep an exit plan for the data'],
  audience: ['small teams', 'data engineers', 'solo developers', 'enterprise platform teams', 'early-stage startups'],
  'skip-reason': ['the pricing punishes growth', 'the core claim is unproven', 'it duplicates what the platform already gives you', 'the offline story falls apart under load', 'the docs promise more than the product does'],
  condition: ['the pricing holds after the beta', 'the sync layer survives a real outage', 'the benchmarks are reproduced independently', 'the enterprise tier ships audit logs'],
  'condition-short': ['the next release', 'the pricing page', 'an independent benchmark', 'the first outage'],
  'n-small': ['2', '3', '4', '5', '6', '7', '8', '10', '12', '15'],
  'n-k': ['50', '120', '200', '350', '500', '800'],
  'n-ms': ['12', '18', '25', '40', '65', '90', '140'],
  'n-price': ['9', '12', '19', '25', '39', '49'],
  pct: ['10', '15', '20', '25', '30'],
};
