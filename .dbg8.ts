import { readPhone } from './server/leads/contact-details.ts';
import { factsIn } from './server/leads/facts.ts';
console.log(readPhone('07700 900123', ['GB']), readPhone('07911 123456', ['GB']), factsIn('Could someone call me tomorrow morning? My number is 07700 900123', { moment: true, language: 'en' }));
