export interface ManifestProblem {
  file: string;
  /** Key path inside the file, as /calls/add/method. */
  path: string;
  message: string;
}

export class ManifestError extends Error {
  constructor(readonly problems: ManifestProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ManifestError';
  }
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}: ${p.path || '(root)'}: ${p.message}`;
}
