import { detectAll } from 'tinyld/light';
for (const t of process.argv.slice(2)) console.log(t, JSON.stringify(detectAll(t, { only: ['fr', 'en'] })));
