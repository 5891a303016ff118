import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { grantOperator, listOperators, revokeOperator, UnknownPhoneError } from './operators.ts';

// npm run admin -- grant <phone> | revoke <phone> | list: the operator role on the configured database
// (DATABASE_URL, or SQLite in DATA_DIR). Decision 0035.
const USAGE = 'usage: npm run admin -- grant <phone> | revoke <phone> | list';
const [command, phone, ...rest] = process.argv.slice(2);
const needsPhone = command === 'grant' || command === 'revoke';
if (!command || !['grant', 'revoke', 'list'].includes(command) || (needsPhone && !phone) || (!needsPhone && phone) || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'grant') {
    const made = await grantOperator(database.db, phone!);
    console.log(made ? `${phone} is now an operator.` : `${phone} was already an operator.`);
  } else if (command === 'revoke') {
    const taken = await revokeOperator(database.db, phone!);
    console.log(taken ? `${phone} is no longer an operator.` : `${phone} was not an operator.`);
  } else {
    const operators = await listOperators(database.db);
    if (operators.length === 0) console.log('No operators yet. Make one with: npm run admin -- grant <phone>');
    for (const o of operators) console.log(`${o.phone}\t${o.nickname || '-'}\t${o.frontUserId}\tsince ${o.grantTime}`);
  }
} catch (error) {
  if (!(error instanceof UnknownPhoneError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
