import { readFileSync } from 'node:fs';
import { importKinds } from '../../../generated/entities.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { importCsv } from './import-rows.ts';
import { englishCount } from '../../shared/format/count.ts';
import { announceChanges } from '../cluster/shared-changes.ts';

// npm run import -- <kind> <file.csv>: loads operators' real figures into the configured database.
const [kind, file] = process.argv.slice(2);
const kinds = importKinds as Record<string, string>;
if (!kind || !file || !kinds[kind]) {
  console.error(`usage: npm run import -- <kind> <file.csv>\nkinds: ${Object.keys(kinds).join(', ') || '(none declared)'}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const changed = new Set<string>();
database.onWrite((tables) => tables.forEach((table) => changed.add(table)));
try {
  const result = await importCsv(database.db, kinds[kind], readFileSync(file, 'utf8'));
  if (!result.ok) {
    console.error(`${file}: nothing was written; ${englishCount(result.problems.length, 'problem')}:`);
    for (const p of result.problems) console.error(`  line ${p.line}: ${p.message}`);
    process.exitCode = 1;
  } else {
    console.log(`${file}: loaded ${englishCount(result.loaded, `${kind} row`)} (${result.replaced} replaced).`);
    // Running servers drop the replies that showed these tables (decision 0067).
    await announceChanges(config.redis, [...changed]);
  }
} finally {
  await database.close();
}
