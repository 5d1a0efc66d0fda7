import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Poids maximal (t)',
  'planner.profile.height': 'Hauteur (m)',
  'planner.profile.width': 'Largeur (m)',
  'planner.profile.length': 'Longueur (m)',
  'planner.profile.axle_load': 'Charge par essieu (t)',
  'planner.profile.axles': "Nombre d'essieux",
  'planner.profile.emission_class': "Classe d'émission",
  'planner.profile.fuel_type': 'Type de carburant',
  'planner.plafond.title': 'Réglage des temps de conduite',
  'planner.plafond.preset.single_day': 'Journée unique',
  'planner.plafond.preset.long_single_day': 'Journée unique longue',
  'planner.plafond.preset.multiple_days': 'Plusieurs jours',
  'planner.plafond.preset.team_and_multiple_days': 'Équipage et plusieurs jours',
  'planner.plafond.last_time_worked': 'Dernière activité du conducteur',
  'planner.plafond.driving_since_break': 'Conduite depuis la dernière pause (h)',
  'planner.plafond.driving_since_daily_rest': 'Conduite depuis le dernier repos journalier (h)',
  'planner.plafond.travel_since_daily_rest': 'Service depuis le dernier repos journalier (h)',
  'planner.profile.adr_code': 'Code tunnel ADR',
  'planner.profile.adr_none': 'Aucun',
  'planner.profile.hazardous_goods': 'Marchandises dangereuses',
  'planner.profile.legal.height':
    'Au-delà de {{limit}} m : hauteur au-delà du maximum légal en {{countries}}',
  'planner.profile.legal.width':
    'Au-delà de {{limit}} m : largeur au-delà du maximum légal en {{countries}}',
  'planner.profile.legal.length':
    'Au-delà de {{limit}} m : longueur au-delà du maximum légal en {{countries}}',
  'planner.profile.legal.articulated':
    "Au-delà de {{limit}} m : autorisé seulement en train routier (jusqu'à {{max}} m)",
  'planner.profile.legal.weight':
    'Au-delà de {{limit}} t : poids au-delà du maximum légal en {{countries}}',
  'planner.profile.legal.axleLoad':
    'Au-delà de {{limit}} t par essieu : au-delà du maximum légal en {{countries}}',
};
