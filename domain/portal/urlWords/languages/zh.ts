import type { UrlWords } from '../UrlWords';

/** Chinese, in Hanyu Pinyin without tone marks (how Chinese portals spell URL paths). */
export const zh: UrlWords = {
  segment: {
    listing: 'fangyuan', project: 'xiangmu', unit: 'danyuan', agent: 'jingjiren', agency: 'zhongjie',
    agents: 'fangchan-jingjiren', stats: 'fangjia', search: 'sousuo',
  },
  transaction: { Sell: 'goumai', Rent: 'zulin' },
  propertyType: {
    Apartment: 'gongyu', House: 'fangwu', Building: 'dalou', PlotOfLand: 'tudi',
    ParkingPlace: 'chewei', CommercialGround: 'shangpu', Room: 'fangjian', Boat: 'chuanzhi',
  },
  subType: {
    Attic: 'gelou', Penthouse: 'dingceng-gongyu', Loft: 'loft-gongyu', StudioApartment: 'danjian-gongyu',
    TerracedApartment: 'lutai-gongyu', DetachedHouse: 'duli-zhuzhai', 'Semi-detachedHouse': 'shuangpin-bieshu',
    Farmhouse: 'nongzhuang', Villa: 'bieshu', Chalet: 'muwu',
  },
  flag: { projects: 'xin-loupan', luxury: 'haozhai' },
  numberOf: { rooms: 'shi', bedrooms: 'woshi', bathrooms: 'weishengjian', studio: 'danjian' },
  proximity: {
    Beach: 'kaojin-haitan', Sea: 'kaojin-dahai', TownCentre: 'kaojin-shizhongxin', PublicTransport: 'kaojin-gonggong-jiaotong',
    Highway: 'kaojin-gaosu-gonglu', Shops: 'kaojin-shangdian', Park: 'kaojin-gongyuan', SportCenter: 'kaojin-tiyu-zhongxin',
  },
  amenity: {
    Lift: 'you-dianti', Terrace: 'you-lutai', Garden: 'you-huayuan', Garage: 'you-cheku', Furnished: 'dai-jiaju',
    Balcony: 'you-yangtai', Parking: 'you-tingchechang', AirConditioning: 'you-kongtiao', Alarm: 'you-baojing',
    SwimmingPool: 'you-youyongchi',
  },
  view: {
    City: 'chengshi-jingguan', Forest: 'senlin-jingguan', Garden: 'huayuan-jingguan', Hills: 'shanqiu-jingguan', Lake: 'hujing',
    Mountains: 'shanjing', Sea: 'haijing', Countryside: 'tianyuan-jingguan', Courtyard: 'tingyuan-jingguan', Greenery: 'lvhua-jingguan',
  },
  sorting: {
    justForYou: 'wei-ni-tuijian', updateDate: 'zuixin', priceAsc: 'zui-pianyi', priceDesc: 'zui-gui',
    biggestPriceDrops: 'jiangjia-zuiduo', biggestPriceIncreases: 'zhangjia-zuiduo', livingArea: 'mianji-zuida',
    numberOfRooms: 'fangjian-zuiduo',
  },
  special: { GardenAndGarage: 'you-huayuan-he-cheku', CheaperThan100k: '10wan-yixia' },
};
