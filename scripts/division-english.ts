// English names of divisions for scripts/derive-divisions.ts (issue 14 point 4: place names in pinyin).
// The pinyin comes from a function given in (pinyin-pro at derive time, one syllable a character); this
// file makes a name of it as maps print them: the proper name in pinyin, its kind in English.

/** Pinyin without tones, one entry a character (a character that is not Chinese comes back as it is). */
export type Syllables = (text: string) => string[];

export type NamedLevel = 'province' | 'city' | 'county' | 'street';

/** Provinces by code, as English writes them (陕西 Shaanxi apart from 山西 Shanxi; Inner Mongolia, Tibet). */
export const PROVINCES: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
  '71': 'Taiwan',
  '81': 'Hong Kong',
  '82': 'Macao',
};

/** Whole names that are no place: a municipality's "city districts" and "counties" groupings. */
const WHOLE: Readonly<Record<string, string>> = { 市辖区: 'City districts', 县: 'Counties' };

/** Kinds of division, longest first, and their English; a city drops 市 (Jining), a county-level city keeps it. */
const KINDS: readonly [string, string, NamedLevel[]?][] = [
  ['高新技术产业开发区', 'High-tech Zone'],
  ['经济技术开发区', 'Economic Development Zone'],
  ['街道办事处', 'Subdistrict'],
  ['工业园区', 'Industrial Park'],
  ['民族乡', 'Ethnic Township'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['开发区', 'Development Zone'],
  ['管理区', 'Administrative Area'],
  ['街道', 'Subdistrict'],
  ['地区', 'Prefecture'],
  ['新区', 'New Area'],
  ['林区', 'Forestry District'],
  ['特区', 'Special District'],
  ['农场', 'Farm'],
  ['县', 'County'],
  ['区', 'District'],
  ['市', '', ['city']],
  ['市', 'City'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
];

/** The peoples autonomous divisions are named for, as English writes them (延边朝鲜族自治州 Yanbian Korean Autonomous Prefecture). */
const PEOPLES: Readonly<Record<string, string>> = {
  朝鲜: 'Korean',
  土家: 'Tujia',
  苗: 'Miao',
  藏: 'Tibetan',
  羌: 'Qiang',
  彝: 'Yi',
  回: 'Hui',
  蒙古: 'Mongol',
  傣: 'Dai',
  白: 'Bai',
  哈尼: 'Hani',
  壮: 'Zhuang',
  瑶: 'Yao',
  侗: 'Dong',
  布依: 'Bouyei',
  傈僳: 'Lisu',
  景颇: 'Jingpo',
  哈萨克: 'Kazakh',
  柯尔克孜: 'Kirgiz',
  满: 'Manchu',
  畲: 'She',
  黎: 'Li',
  仡佬: 'Gelao',
  水: 'Sui',
  纳西: 'Naxi',
  拉祜: 'Lahu',
  佤: 'Va',
  布朗: 'Blang',
  独龙: 'Derung',
  怒: 'Nu',
  普米: 'Pumi',
  土: 'Tu',
  撒拉: 'Salar',
  东乡: 'Dongxiang',
  保安: 'Bonan',
  裕固: 'Yugur',
  锡伯: 'Xibe',
  达斡尔: 'Daur',
  鄂温克: 'Evenki',
  鄂伦春: 'Oroqen',
  毛南: 'Maonan',
  仫佬: 'Mulao',
  塔吉克: 'Tajik',
  维吾尔: 'Uygur',
  各: 'Multi-ethnic',
  京: 'Gin',
  阿昌: 'Achang',
  德昂: "De'ang",
  门巴: 'Monba',
};
const PEOPLE_NAMES = Object.keys(PEOPLES).sort((a, b) => b.length - a.length);

/** 延边朝鲜族 → ['延边', ['Korean']]; 恩施土家族苗族 → ['恩施', ['Tujia', 'Miao']]; 鄂温克族 → ['', ['Evenki']]; undefined when no people close the name. */
export function splitPeoples(proper: string): [string, string[]] | undefined {
  for (let start = 0; start < proper.length; start += 1) {
    const peoples: string[] = [];
    let at = start;
    while (at < proper.length) {
      const people = PEOPLE_NAMES.find((p) => proper.startsWith(p, at));
      if (!people) break;
      peoples.push(PEOPLES[people]!);
      at += people.length + (proper[at + people.length] === '族' ? 1 : 0);
    }
    if (at === proper.length && peoples.length > 0 && proper.slice(start).includes('族')) return [proper.slice(0, start), peoples];
  }
  return undefined;
}

const SYLLABLE = /^[a-zü]+$/;

/** Syllables as one proper name: Jinxiang, Xi'an (an apostrophe before a, o or e within the word), Lüchun. */
export function properName(syllables: readonly string[]): string {
  let out = '';
  for (const s of syllables) {
    const word = s.toLowerCase();
    if (!SYLLABLE.test(word)) {
      out += s;
      continue;
    }
    if (out === '' || !/[a-zü]$/i.test(out)) out += word[0]!.toUpperCase() + word.slice(1);
    else out += /^[aoe]/.test(word) ? `'${word}` : word;
  }
  return out;
}

/** A division's English name: 金乡县 Jinxiang County, 济宁市 Jining, 胡集镇 Huji Town, 山东省 Shandong. */
export function englishName(code: string, name: string, level: NamedLevel, syllables: Syllables): string {
  if (level === 'province' && PROVINCES[code]) return PROVINCES[code];
  if (WHOLE[name]) return WHOLE[name];
  const kind = KINDS.find(([suffix, , levels]) => name.endsWith(suffix) && name.length > suffix.length && (!levels || levels.includes(level)));
  const proper = kind ? name.slice(0, -kind[0].length) : name;
  const peoples = proper.includes('族') ? splitPeoples(proper) : undefined;
  const english = peoples ? [properName(syllables(peoples[0])), peoples[1].join('-')].filter(Boolean).join(' ') : properName(syllables(proper));
  return kind?.[1] ? `${english} ${kind[1]}` : english;
}
