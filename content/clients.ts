import type { ClientReference } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Client references: the logo grid of #confiance and the references carousel.
 * These companies are invented. Impacts use the company's published figures only.
 */
export const clientReferences: ClientReference[] = typeset([
  {
    name: 'Vauclerc Automobiles',
    logo: '/images/clients/vauclerc-automobiles.svg',
    sector: 'Automobile',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #0d1b2a 100%)',
    solution: 'Tables tactiles de showroom et mur LED',
    impact: '+250\u00a0% de temps passé en showroom (de 10 à 35\u00a0min)',
    tags: ['Showroom', 'Tables tactiles', 'Mur LED'],
    badgeLabel: 'Étude de cas',
    quote: {
      text: "Nos clients passent désormais plus d'une demi-heure à configurer leur véhicule sur les tables tactiles. Les échanges avec nos vendeurs n'ont jamais été aussi concrets.",
      author: 'Thomas R.',
      role: 'Directeur de concession',
    },
  },
  {
    name: 'Atelier Verdanne',
    logo: '/images/clients/atelier-verdanne.svg',
    sector: 'Agencement',
    gradient: 'linear-gradient(135deg, #82BC6C 0%, #72B0CC 100%)',
    solution: "Bureau d'étude en réalité virtuelle",
    impact: "-67\u00a0% de modifications sur les projets d'agencement",
    tags: ['Réalité virtuelle', 'Agencement', 'Validation client'],
    quote: {
      text: 'Nos clients visitent leur futur magasin en réalité virtuelle avant la fabrication. Les retouches de dernière minute ont presque disparu.',
      author: 'Claire M.',
      role: 'Gérante',
    },
  },
  {
    name: 'Studio Brumelle',
    logo: '/images/clients/studio-brumelle.svg',
    sector: 'Design',
    gradient: 'linear-gradient(135deg, #72B0CC 0%, #CF6E3F 100%)',
    solution: 'Écrans tactiles de présentation',
    impact: '89\u00a0% de mémorisation des concepts présentés',
    tags: ['Présentation client', 'Écran tactile'],
    quote: {
      text: 'Nous ne projetons plus nos maquettes, nous les faisons manipuler. Nos clients repartent en se souvenant de chaque détail.',
      author: 'Inès L.',
      role: 'Directrice artistique',
    },
  },
  {
    name: 'Quaëlis Services',
    logo: '/images/clients/quaelis-services.svg',
    sector: 'Services',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #82BC6C 100%)',
    solution: 'Affichage dynamique en agence',
    impact: "+340\u00a0% d'engagement dans les agences",
    tags: ['Affichage dynamique', "Réseau d'agences", 'Contenus animés'],
    quote: {
      text: 'Nos écrans en agence se mettent à jour depuis le siège en quelques secondes. Nos clients lisent enfin nos offres.',
      author: 'Julien B.',
      role: 'Responsable communication',
    },
  },
  {
    name: 'Hélvane Énergie',
    logo: '/images/clients/helvane-energie.svg',
    sector: 'Énergie',
    gradient: 'linear-gradient(135deg, #82BC6C 0%, #0d1b2a 100%)',
    solution: 'Affichage dynamique et bornes interactives NFC',
    impact: "-65\u00a0% de coûts d'impression",
    tags: ['Affichage dynamique', 'NFC', 'Diffusion 24/7'],
    badgeLabel: 'Déploiement multisite',
    quote: {
      text: 'Nous avons arrêté de réimprimer nos supports à chaque campagne. Les écrans tournent 24/7 et nos visiteurs emportent la documentation sur leur téléphone.',
      author: 'Sophie D.',
      role: 'Responsable marketing',
    },
  },
  {
    name: 'Ternaval Ingénierie',
    logo: '/images/clients/ternaval-ingenierie.svg',
    sector: 'Ingénierie',
    gradient: 'linear-gradient(135deg, #72B0CC 0%, #0d1b2a 100%)',
    solution: 'Écrans de visioconférence tout-en-un',
    impact: '73\u00a0% de temps de réunion gagné',
    tags: ['Visioconférence', 'Salles de réunion', 'Partage sans fil'],
    quote: {
      text: "Nos revues de projet démarrent en moins de 30 secondes, avec les équipes des autres sites à l'écran. Plus personne ne cherche un câble.",
      author: 'Marc T.',
      role: 'Directeur technique',
    },
  },
  {
    name: 'Moréal Construction',
    logo: '/images/clients/moreal-construction.svg',
    sector: 'Construction',
    gradient: 'linear-gradient(135deg, #CF6E3F 0%, #72B0CC 100%)',
    solution: 'Écrans collaboratifs et partage sans fil',
    impact: '+45\u00a0% de productivité en réunion de chantier',
    tags: ['Écrans collaboratifs', 'Chantier', 'Partage sans fil'],
    quote: {
      text: 'Conducteurs de travaux et architectes annotent les plans ensemble sur le même écran. Les décisions se prennent en réunion, pas des jours plus tard.',
      author: 'Nadia K.',
      role: 'Responsable travaux',
    },
  },
  {
    name: 'Cabinet Alvérande',
    logo: '/images/clients/cabinet-alverande.svg',
    sector: 'Conseil',
    gradient: 'linear-gradient(135deg, #72B0CC 0%, #82BC6C 100%)',
    solution: 'Assistant IA personnalisé',
    impact: '10\u00a0h gagnées par semaine',
    tags: ['Assistant IA', 'Prise de rendez-vous', 'Automatisation'],
    quote: {
      text: "L'assistant répond aux premières questions de nos prospects et fixe les rendez-vous. Nos consultants se concentrent sur les missions.",
      author: 'Antoine G.',
      role: 'Associé fondateur',
    },
  },
  {
    name: 'Nexaume Technologies',
    logo: '/images/clients/nexaume-technologies.svg',
    sector: 'Technologie',
    gradient: 'linear-gradient(135deg, #0d1b2a 0%, #72B0CC 100%)',
    solution: 'Assistant IA pour le support client',
    impact: '95\u00a0% de satisfaction, réponses en moins de 2\u00a0s',
    tags: ['Assistant IA', 'Support client', 'Disponible 24/7'],
    badgeLabel: 'Nouveau projet',
    quote: {
      text: 'Nos clients obtiennent une réponse précise à toute heure, même le dimanche soir. Notre équipe support traite enfin les vrais sujets.',
      author: 'Léa F.',
      role: 'Responsable support client',
    },
  },
]);
