import { loadConfig } from '../config.ts';
import { connectDatabase, migrate } from './database.ts';
import { describeStep } from './migration-plan.ts';
import { SchemaRefusedError, type MigrationResult } from './schema-migration.ts';

// npm run migrate [-- --dry-run]: brings the configured database (SQLite in DATA_DIR, or DATABASE_URL) to
// the schema of this build's manifests, as a start does; --dry-run prints the plan and changes nothing.
const dryRun = process.argv.includes('--dry-run');
const unknown = process.argv.slice(2).filter((a) => a !== '--dry-run');
if (unknown.length > 0) {
  console.error(`usage: npm run migrate [-- --dry-run]\nunknown argument: ${unknown.join(' ')}`);
  process.exit(2);
}
const config = loadConfig();
const database = connectDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const where = database.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;

function printPlan(result: MigrationResult): void {
  if (result.upToDate) {
    console.log(`${where}: the schema is up to date (version ${result.version}); nothing to do.`);
    return;
  }
  const { steps, kept } = result.plan;
  const verb = dryRun ? 'would' : 'did';
  if (result.adopted) console.log(`${where}: no recorded schema; the existing tables are adopted as the baseline.`);
  console.log(
    steps.length === 0
      ? `${where}: no changes to the tables; the schema ${verb} get recorded.`
      : `${where}: ${steps.length} step${steps.length === 1 ? '' : 's'} (${dryRun ? 'dry run, nothing changed' : 'applied in one transaction'}):`,
  );
  for (const step of steps) console.log(`  ${describeStep(step)}`);
  for (const table of kept) console.log(`  keep table ${table}: no manifest names it any more (its rows stay; drop it by hand)`);
  if (!dryRun) console.log(`Recorded as schema version ${result.version}.`);
}

try {
  printPlan(await database.exclusive('migrate', () => migrate(database, { dryRun })));
} catch (error) {
  if (!(error instanceof SchemaRefusedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
