/**
 * Stores (cafés, showrooms, bank branches, boutiques) on real streets and in real malls. The
 * coordinates are those of the named street or mall; shop numbers are invented. `city` names a
 * seeded Indian city.
 */
export interface StoreSeed {
  key: string;
  client: string;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
}

type Row = [
  key: string,
  name: string,
  address: string,
  city: string,
  lat: number,
  lng: number,
  phone: string,
];

const rows = (client: string, list: Row[]): StoreSeed[] =>
  list.map(([key, name, address, city, latitude, longitude, phone]) => ({
    key,
    client,
    name,
    address,
    city,
    latitude,
    longitude,
    phone,
  }));

// biome-ignore format: one store per line reads as a table
export const STORES: StoreSeed[] = [
  ...rows('kaapi-kulture', [
    ['kk-bandra', 'Kaapi Kulture, Linking Road', 'Shop 4, Silver Croft, Linking Road, Bandra West, Mumbai 400050', 'Mumbai', 19.0615, 72.8352, '022-26405512'],
    ['kk-powai', 'Kaapi Kulture, Hiranandani Powai', 'G-12, Galleria, Hiranandani Gardens, Powai, Mumbai 400076', 'Mumbai', 19.1183, 72.9096, '022-25703318'],
    ['kk-koregaon', 'Kaapi Kulture, Koregaon Park', 'Plot 41, North Main Road, Koregaon Park, Pune 411001', 'Pune', 18.5375, 73.8937, '020-26154420'],
    ['kk-indiranagar', 'Kaapi Kulture, Indiranagar', '812, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038', 'Bengaluru', 12.9716, 77.64, '080-41259087'],
    ['kk-koramangala', 'Kaapi Kulture, Koramangala', '22, 80 Feet Road, 4th Block, Koramangala, Bengaluru 560034', 'Bengaluru', 12.9336, 77.6285, '080-45561230'],
    ['kk-besant', 'Kaapi Kulture, Besant Nagar', '14, 2nd Avenue, Besant Nagar, Chennai 600090', 'Chennai', 13.0004, 80.2668, '044-24912276'],
    ['kk-jubilee', 'Kaapi Kulture, Jubilee Hills', 'Plot 9, Road No. 36, Jubilee Hills, Hyderabad 500033', 'Hyderabad', 17.43, 78.4075, '040-23554108'],
    ['kk-khan', 'Kaapi Kulture, Khan Market', 'Shop 21, Middle Lane, Khan Market, New Delhi 110003', 'New Delhi', 28.6003, 77.2272, '011-24617745'],
  ]),
  ...rows('voltkart', [
    ['vk-parel', 'Voltkart, Phoenix Palladium', 'Unit 204, Level 2, Phoenix Palladium, Senapati Bapat Marg, Lower Parel, Mumbai 400013', 'Mumbai', 18.9944, 72.8255, '022-24906631'],
    ['vk-lokhandwala', 'Voltkart, Lokhandwala', 'Ground Floor, Lokhandwala Back Road, Andheri West, Mumbai 400053', 'Mumbai', 19.1426, 72.826, '022-26362290'],
    ['vk-viman', 'Voltkart, Phoenix Marketcity Pune', 'S-18, Phoenix Marketcity, Nagar Road, Viman Nagar, Pune 411014', 'Pune', 18.5621, 73.9167, '020-66890412'],
    ['vk-whitefield', 'Voltkart, Whitefield', 'F-31, Phoenix Marketcity, Whitefield Main Road, Mahadevapura, Bengaluru 560048', 'Bengaluru', 12.9972, 77.696, '080-67266150'],
    ['vk-saket', 'Voltkart, Select Citywalk', 'Unit 112, Select Citywalk, District Centre, Saket, New Delhi 110017', 'New Delhi', 28.5288, 77.2193, '011-40508823'],
    ['vk-rajouri', 'Voltkart, Rajouri Garden', 'J-2/10, Main Market, Rajouri Garden, New Delhi 110027', 'New Delhi', 28.649, 77.123, '011-25101974'],
    ['vk-hitec', 'Voltkart, Inorbit Cyberabad', 'G-07, Inorbit Mall, Mindspace, Madhapur, Hyderabad 500081', 'Hyderabad', 17.4346, 78.3867, '040-44336625'],
    ['vk-sg-highway', 'Voltkart, SG Highway', 'Ground Floor, Titanium Square, Sarkhej-Gandhinagar Highway, Bodakdev, Ahmedabad 380054', 'Ahmedabad', 23.041, 72.509, '079-26854417'],
    ['vk-south-city', 'Voltkart, South City Mall', 'Level 1, South City Mall, 375 Prince Anwar Shah Road, Jadavpur, Kolkata 700068', 'Kolkata', 22.5017, 88.3617, '033-24228096'],
  ]),
  ...rows('kosh-bank', [
    ['kb-fort', 'Kosh Bank, Fort Branch', 'Ground Floor, 11 Horniman Circle, Fort, Mumbai 400001', 'Mumbai', 18.9326, 72.8351, '022-22671045'],
    ['kb-andheri', 'Kosh Bank, Andheri East Branch', 'Shop 3, Chakala, Andheri-Kurla Road, Andheri East, Mumbai 400093', 'Mumbai', 19.113, 72.8625, '022-28384452'],
    ['kb-fc-road', 'Kosh Bank, FC Road Branch', '1188, Fergusson College Road, Shivajinagar, Pune 411004', 'Pune', 18.5246, 73.8412, '020-25531907'],
    ['kb-mg-road', 'Kosh Bank, MG Road Branch', '57, Mahatma Gandhi Road, near Trinity Circle, Bengaluru 560001', 'Bengaluru', 12.973, 77.6185, '080-25586340'],
    ['kb-cp', 'Kosh Bank, Connaught Place Branch', 'N-14, Connaught Place, New Delhi 110001', 'New Delhi', 28.633, 77.2195, '011-23415529'],
    ['kb-t-nagar', 'Kosh Bank, T. Nagar Branch', '64, Usman Road, T. Nagar, Chennai 600017', 'Chennai', 13.0405, 80.2337, '044-28156643'],
    ['kb-park-street', 'Kosh Bank, Park Street Branch', '22, Park Street, Mullick Bazar, Kolkata 700016', 'Kolkata', 22.5526, 88.3525, '033-22291184'],
    ['kb-cg-road', 'Kosh Bank, CG Road Branch', 'Supermall, C G Road, Navrangpura, Ahmedabad 380009', 'Ahmedabad', 23.0297, 72.5598, '079-26423378'],
    ['kb-banjara', 'Kosh Bank, Banjara Hills Branch', '8-2-120, Road No. 1, Banjara Hills, Hyderabad 500034', 'Hyderabad', 17.419, 78.448, '040-23398821'],
  ]),
  ...rows('dhaaga', [
    ['dh-colaba', 'Dhaaga, Colaba Causeway', '34, Shahid Bhagat Singh Road, Colaba Causeway, Mumbai 400005', 'Mumbai', 18.917, 72.8315, '022-22854410'],
    ['dh-aundh', 'Dhaaga, Aundh', 'Shop 6, Westend Mall, ITI Road, Aundh, Pune 411007', 'Pune', 18.559, 73.808, '020-25889214'],
    ['dh-jayanagar', 'Dhaaga, Jayanagar', '326, 11th Main Road, 4th Block, Jayanagar, Bengaluru 560011', 'Bengaluru', 12.9255, 77.583, '080-26634590'],
    ['dh-lajpat', 'Dhaaga, Lajpat Nagar', 'B-19, Central Market, Lajpat Nagar II, New Delhi 110024', 'New Delhi', 28.5678, 77.2434, '011-29816673'],
    ['dh-hauz-khas', 'Dhaaga, Hauz Khas Village', '27-A, Hauz Khas Village, New Delhi 110016', 'New Delhi', 28.5541, 77.1944, '011-26521158'],
    ['dh-anna-nagar', 'Dhaaga, Anna Nagar', 'AC-48, 2nd Avenue, Anna Nagar, Chennai 600040', 'Chennai', 13.0868, 80.2103, '044-26213390'],
    ['dh-gariahat', 'Dhaaga, Gariahat', '151, Gariahat Road, Ballygunge, Kolkata 700019', 'Kolkata', 22.5182, 88.367, '033-24603315'],
    ['dh-prahlad', 'Dhaaga, Prahlad Nagar', 'Shop 12, Corporate Road, Prahlad Nagar, Ahmedabad 380015', 'Ahmedabad', 23.012, 72.511, '079-40029187'],
  ]),
];
