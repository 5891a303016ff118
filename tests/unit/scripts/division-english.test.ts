import { describe, expect, it } from 'vitest';
import { englishName, properName, type Syllables } from '../../../scripts/division-english.ts';
import { deriveDivisions, type DivisionPackage } from '../../../scripts/derive-divisions-lib.ts';

// The pinyin of the characters these tests meet, as pinyin-pro gives it (toneType none, one a character).
const PINYIN: Record<string, string> = {
  金: 'jin',
  乡: 'xiang',
  济: 'ji',
  宁: 'ning',
  任: 'ren',
  城: 'cheng',
  胡: 'hu',
  集: 'ji',
  羊: 'yang',
  山: 'shan',
  东: 'dong',
  华: 'hua',
  门: 'men',
  西: 'xi',
  安: 'an',
  绿: 'lü',
  春: 'chun',
  曲: 'qu',
  阜: 'fu',
  南: 'nan',
  延: 'yan',
  边: 'bian',
  朝: 'chao',
  鲜: 'xian',
  族: 'zu',
  鄂: 'e',
  伦: 'lun',
  碧: 'bi',
  江: 'jiang',
  天: 'tian',
  湘: 'xiang',
};
const syllables: Syllables = (text) => [...text].map((ch) => PINYIN[ch] ?? ch);

describe('properName', () => {
  it('joins syllables into one capitalised word, with an apostrophe where a syllable starts with a, o or e', () => {
    expect(properName(['jin', 'xiang'])).toBe('Jinxiang');
    expect(properName(['xi', 'an'])).toBe("Xi'an");
    expect(properName(['lü', 'chun'])).toBe('Lüchun');
    expect(properName(['an'])).toBe('An');
  });

  it('keeps what is not a syllable as it is, and starts a new word after it', () => {
    expect(properName(['di', '1', 'ji'])).toBe('Di1Ji');
  });
});

describe('englishName', () => {
  it('names provinces as English writes them, whatever their pinyin', () => {
    expect(englishName('37', '山东省', 'province', syllables)).toBe('Shandong');
    expect(englishName('61', '陕西省', 'province', syllables)).toBe('Shaanxi');
    expect(englishName('15', '内蒙古自治区', 'province', syllables)).toBe('Inner Mongolia');
  });

  it('writes the proper name in pinyin and the kind in English', () => {
    expect(englishName('3708', '济宁市', 'city', syllables)).toBe('Jining');
    expect(englishName('370828', '金乡县', 'county', syllables)).toBe('Jinxiang County');
    expect(englishName('370811', '任城区', 'county', syllables)).toBe('Rencheng District');
    expect(englishName('370881', '曲阜市', 'county', syllables)).toBe('Qufu City');
    expect(englishName('370828102', '胡集镇', 'street', syllables)).toBe('Huji Town');
    expect(englishName('110101001', '东华门街道', 'street', syllables)).toBe('Donghuamen Subdistrict');
    expect(englishName('370176', '济南高新技术产业开发区', 'county', syllables)).toBe('Jinan High-tech Zone');
  });

  it('names the peoples of an autonomous division in English, after the place', () => {
    expect(englishName('2224', '延边朝鲜族自治州', 'city', syllables)).toBe('Yanbian Korean Autonomous Prefecture');
    expect(englishName('4331', '湘西土家族苗族自治州', 'city', syllables)).toBe('Xiangxi Tujia-Miao Autonomous Prefecture');
    expect(englishName('150724', '鄂温克族自治旗', 'county', syllables)).toBe('Evenki Autonomous Banner');
    expect(englishName('410102', '中原回族区', 'county', syllables)).toMatch(/ Hui District$/);
    // 族 that is no people's name stays in the pinyin.
    expect(englishName('500111', '大足区', 'county', syllables)).not.toMatch(/Hui|Autonomous/);
  });

  it('names the groupings that are no place, and leaves a bare kind as a name', () => {
    expect(englishName('1101', '市辖区', 'city', syllables)).toBe('City districts');
    expect(englishName('5001', '县', 'city', syllables)).toBe('Counties');
    expect(englishName('1', '乡', 'street', syllables)).toBe('Xiang');
  });
});

describe('deriveDivisions with a pinyin source', () => {
  const pkg: DivisionPackage = {
    version: '9.9.9',
    provinces: [{ code: '37', name: '山东省' }],
    cities: [{ code: '3708', name: '济宁市', provinceCode: '37' }],
    areas: [{ code: '370828', name: '金乡县', cityCode: '3708', provinceCode: '37' }],
    streets: [{ code: '370828102', name: '胡集镇', areaCode: '370828', cityCode: '3708', provinceCode: '37' }],
  };

  it('gives every row its English name last, and records the source', () => {
    const d = deriveDivisions(pkg, { streetProvinces: ['37'], derivedOn: 'x', english: { package: 'pinyin-pro', version: '3.0.0', syllables } });
    expect(d.provinces).toEqual([['37', '山东省', 'Shandong']]);
    expect(d.cities).toEqual([['3708', '济宁市', 'Jining']]);
    expect(d.counties).toEqual([['370828', '金乡县', null, null, 'Jinxiang County']]);
    expect(d.streets).toEqual([['370828102', '胡集镇', 'Huji Town']]);
    expect(d.source.english).toEqual({ package: 'pinyin-pro', version: '3.0.0' });
  });

  it('writes rows as before without one', () => {
    const d = deriveDivisions(pkg, { streetProvinces: ['37'], derivedOn: 'x' });
    expect(d.provinces).toEqual([['37', '山东省']]);
    expect(d.counties).toEqual([['370828', '金乡县', null, null]]);
    expect(d.source).not.toHaveProperty('english');
  });
});
