import { build, type Rollup } from 'vite';

/**
 * Which lazily loaded pages need each module, read from a first build that splits by itself. The bundler cuts the
 * code into one chunk per set of pages sharing a module: 236 chunks, and a signed-in page fetched 70-100 of them. On
 * a phone over HTTP/1.1 (six connections, a round trip each) those requests cost more than their bytes: Lighthouse's
 * mobile run spent about two of /home's six seconds to its largest paint waiting on them (issue 19).
 *
 * The plan lets the real build put the modules that most pages need into a few shared chunks, knowing exactly which
 * pages need what after tree-shaking (which the module graph alone does not say: a module reached through a barrel
 * such as `antd` looks needed by every page that imports anything from it).
 */
export type ChunkPlan = {
  /** The lazily loaded modules (pages, layouts, panels) that need `moduleId`, or none when only the entry does. */
  rootsOf(moduleId: string): ReadonlySet<string>;
  /** Every lazily loaded module (a dynamic import's target) the first build saw. */
  roots: ReadonlySet<string>;
  /** The modules the entry loads before any page (its chunk and their static imports). */
  entryModules: ReadonlySet<string>;
  /** Every module some lazily loaded module needs (those `rootsOf` knows). */
  modules: ReadonlySet<string>;
};

const NO_ROOTS: ReadonlySet<string> = new Set();
/** Set while the first build runs, so the config it loads does not plan again. */
export const PLANNING = 'YANXIU_CHUNK_PLANNING';

/** The chunks `start` needs before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Map<string, Rollup.OutputChunk>, start: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** Reads the plan from a bundle split automatically (exported for its test). */
export function planFromBundle(output: Rollup.OutputChunk[]): ChunkPlan {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const rootsByChunk = new Map<string, Set<string>>();
  const roots = new Set<string>();
  for (const chunk of output) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    roots.add(chunk.facadeModuleId);
    for (const needed of staticClosure(chunks, chunk)) {
      const set = rootsByChunk.get(needed.fileName) ?? new Set<string>();
      set.add(chunk.facadeModuleId);
      rootsByChunk.set(needed.fileName, set);
    }
  }
  // What the entry loads anyway is needed before any page: it belongs to no page.
  const entry = output.find((chunk) => chunk.isEntry);
  const entryModules = new Set<string>();
  for (const loaded of entry ? staticClosure(chunks, entry) : []) {
    rootsByChunk.delete(loaded.fileName);
    for (const id of Object.keys(loaded.modules)) entryModules.add(id);
  }
  const rootsByModule = new Map<string, ReadonlySet<string>>();
  for (const chunk of output) {
    const set = rootsByChunk.get(chunk.fileName);
    if (set) for (const id of Object.keys(chunk.modules)) rootsByModule.set(id, set);
  }
  return { rootsOf: (id) => rootsByModule.get(id) ?? NO_ROOTS, roots, entryModules, modules: new Set(rootsByModule.keys()) };
}

/** Builds once without writing, splitting automatically, and plans from what came out. */
export async function planChunks(configFile: string): Promise<ChunkPlan> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, minify: false, manifest: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return planFromBundle(outputs.flatMap((output) => output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')));
  } finally {
    delete process.env[PLANNING];
  }
}
