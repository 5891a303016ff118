export type Messages = Record<string, { en: string; zh: string }>;
