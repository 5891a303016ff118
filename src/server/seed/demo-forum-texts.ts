// Forum posts (蒜友论坛): questions and talk among growers, traders and cold-store owners.
// {place} {spec} {variety} {price} {qty} {acres} fill in from the post's own draw.

export interface ForumTemplate {
  title: string;
  body: string;
  /** China-time months the post fits (all when left out). */
  months?: readonly number[];
  /** The post is about a place the writer travels to, not their own. */
  away?: boolean;
}

export const FORUM_POSTS: readonly ForumTemplate[] = [
  {
    months: [8, 9, 10],
    title: '{place}今年蒜种多少钱一斤合适？',
    body: '准备种{acres}亩，{place}这边{spec}的蒜种有人报{price}元一斤，感觉有点贵，大家那边都是什么价？',
  },
  {
    months: [2, 3, 4, 5],
    title: '冷库蒜出芽了还能放多久？',
    body: '库里还有{qty}吨{spec}，这两天抽查发现有的开始出芽了，芽长不到蒜瓣一半。是现在就走，还是再等等行情？',
  },
  { away: true, title: '求推荐{place}靠谱的代办', body: '第一次去{place}收蒜，人生地不熟，想找个靠谱的代办帮忙看货装车，有认识的朋友推荐一下，谢谢！' },
  { months: [10, 11], title: '覆膜之后蒜苗出不来怎么办？', body: '{place}这边{acres}亩蒜地覆膜后，有一部分蒜苗顶不破膜，是要人工破膜吗？有没有省事的办法？' },
  {
    months: [5, 6, 7],
    title: '今年入库还是不入库？说说大家的想法',
    body: '现在{spec}库外价{price}元/斤左右，入库成本加上租金，不知道明年能不能赚钱。大家今年打算入多少？',
  },
  { title: '出口蒜的标准到底是什么？', body: '想做出口，听说要纯白、5.5公分以上、无霉无伤。有没有做过出口的朋友详细说说，包装和装柜有什么讲究？' },
  { months: [5, 6], title: '晒蒜遇到连阴雨，蒜皮发黑怎么处理', body: '{place}这几天一直下雨，晒在地里的蒜皮发黑了，里面还好。这种货还能卖上价吗？能入库吗？' },
  {
    months: [6, 7, 8],
    title: '分享一下我家今年的大蒜产量',
    body: '{place}种了{acres}亩{variety}，今年亩产大概{yield}斤，个头普遍在{spec}以上，比去年好不少。大家今年收成怎么样？',
  },
  { months: [4, 5], title: '蒜薹什么时候提比较好？', body: '{place}这边蒜薹开始冒头了，提早了怕影响蒜头，提晚了又老了。有经验的说说一般什么时候提最合适？' },
  { title: '冷库温度设多少度合适？', body: '新建了一个小冷库，准备存自家的蒜，{qty}吨左右。温度设零下3度还是零下2度？湿度需要控制吗？' },
  { title: '{place}到南宁的运费现在多少？', body: '想发一车{spec}去南宁海吉星，半挂能装三十吨左右，现在{place}过去运费大概多少钱一车？' },
  { months: [3, 4, 11, 12], title: '大蒜叶子发黄是什么原因？', body: '{place}{acres}亩蒜，最近叶尖发黄，有的整片叶子都黄了。是缺肥还是有病？要打什么药？' },
  { title: '蒜米加工厂收购标准请教', body: '手里有{qty}吨小个头，想卖给蒜米加工厂，不知道他们收货有什么要求？价格一般比{spec}低多少？' },
  { title: '说说今年的行情，大家怎么看后市', body: '最近{place}{spec}在{price}元/斤上下晃，库里的货还不少。有人说年前要涨，有人说要跌，大家怎么看？' },
  { title: '邳州白蒜和金乡杂交蒜有什么区别？', body: '新手入行，经常听到邳州白蒜、金乡杂交蒜，它们在外观、口感、价格上有什么区别？出口更喜欢哪种？' },
  { away: true, title: '有没有一起拼车去{place}看货的？', body: '下周想去{place}看看{spec}的货，一个人跑一趟不划算，有同路的朋友可以一起拼车，费用平摊。' },
  { months: [11, 12, 1], title: '冬天浇不浇冻水？', body: '{place}今年冬天比较旱，{acres}亩蒜地要不要浇一遍冻水？浇了怕冻，不浇又怕旱死，纠结。' },
  { title: '收到的货和看的样品不一样怎么办', body: '前几天在{place}订了{qty}吨{spec}，到货发现大小不匀，还有不少散瓣。大家遇到这种情况是怎么解决的？' },
  { title: '独头蒜能自己留种吗？', body: '看到独头蒜价格挺高，想试着种一点。独头蒜是什么品种种出来的？自己能留种吗？' },
  { title: '冷库租金一般怎么算？', body: '第一次租冷库存蒜，{place}这边报价每吨{rent}元，是按存一季算还是按月算？出入库的装卸费另算吗？' },
  { title: '蒜农的一点心里话', body: '种了二十年蒜，行情好的年份能赚点，行情差的年份连本都回不来。希望大家都能理性种植，别一窝蜂扩种。' },
  { months: [3, 4, 5], title: '大蒜锈病怎么防治？', body: '{place}有的地块出现锈病，叶子上一个个小黄点。有没有效果好的药推荐？什么时候打最好？' },
  { title: '求购小个头蒜，有货的联系', body: '加工厂常年收小个头和蒜米料，{place}及周边有货的朋友可以联系，量大价优，现款结算。' },
  { title: '今年蒜价为什么这么低？', body: '去年入库价{price2}元，今年{spec}才{price}元/斤。是种得太多了还是出口不行了？有懂行的分析一下吗？' },
  { title: '新手做大蒜生意需要注意什么', body: '准备今年开始做大蒜生意，本钱不多。各位前辈有什么建议？哪些坑一定要避开？' },
  { away: true, title: '{place}的蒜为什么比别的地方贵', body: '同样是{spec}，{place}的价格总比别的地方高一两毛，是品质真的好还是名气大？' },
];

export const YIELDS = ['2800', '3000', '3200', '3500', '2600'] as const;
