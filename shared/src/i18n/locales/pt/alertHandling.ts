import type { AreaOf } from '../../languages.js';
import type { alertHandling as it } from '../it/alertHandling.js';

export const alertHandling: AreaOf<typeof it> = {
  'handling.state_new': 'Novo',
  'handling.state_acknowledged': 'Assumido por {{names}}',
  'handling.state_resolved': 'Resolvido por {{names}}',
  'handling.unhandled_count': '{{count}} por tratar',
  'handling.handle': 'Tratar',
  'handling.handle_selected': 'Tratar o alerta selecionado',
  'handling.title': 'Alertas de {{plate}}',
  'handling.note': 'Nota',
  'handling.note_placeholder': 'O que foi feito, quem foi contactado…',
  'handling.acknowledge': 'Assumir',
  'handling.resolve': 'Resolver',
  'handling.saving': 'A guardar…',
  'handling.error': 'Não foi possível guardar',
  'handling.not_raised': 'O alerta desapareceu entretanto',
  'handling.only_unhandled': 'Só por tratar',
  'handling.history': 'Histórico',
  'handling.history_empty': 'Nada tratado ainda',
  'handling.history_acknowledged': '{{name}} assumiu',
  'handling.history_resolved': '{{name}} resolveu',
  'handling.history_cleared': 'O alerta desapareceu',
  'handling.none_selected': 'Selecione primeiro um alerta na lista',
  'handling.all_handled': 'Todos os alertas mostrados estão tratados',
  'handling.choose': 'Escolha pelo menos um alerta',
  'handling.signals': 'Sinais de alertas graves',
  'handling.sound': 'Som para alertas graves (gravidade 4 ou superior)',
  'handling.notifications': 'Notificações do navegador para alertas graves',
  'handling.notifications_denied':
    'O navegador recusou as notificações: permita-as nas definições do site',
  'handling.notify_title': '{{plate}}: alerta grave',
};
