/** Texts of import, export and the GDPR actions (issue 24), shared by the API and the screens. */
export const IMPORT_MESSAGES = {
  emptyFile: 'O ficheiro está vazio.',
  noFile: 'Escolha um ficheiro (campo "file").',
  notMultipart: 'Envie o ficheiro como multipart/form-data, no campo "file".',
  tooLarge: (mb: number) => `O ficheiro tem mais de ${mb} MB.`,
  tooManyRows: (max: number) => `O ficheiro tem mais de ${max.toLocaleString('pt-PT')} linhas.`,
  wrongEncoding:
    'O ficheiro não está em UTF-8. No Excel, guarde como "CSV UTF-8 (delimitado por vírgulas)" e tente de novo.',
  unknownFormat: 'Formato não suportado: envie um ficheiro .csv, .xlsx ou a cópia de segurança (.json) do Organized.',
  badXlsx: 'O ficheiro .xlsx está danificado ou não é uma folha de cálculo.',
  formulaFile: 'A folha de cálculo tem fórmulas: copie e cole só os valores e tente de novo.',
  formulaCell: 'Fórmulas não são aceites: escreva o valor.',
  missingColumns: (columns: string[]) => `Faltam colunas no cabeçalho: ${columns.join(', ')}.`,
  unknownColumns: (columns: string[]) => `Colunas desconhecidas no cabeçalho: ${columns.join(', ')}.`,
  required: 'Valor obrigatório.',
  tooLong: (max: number) => `Texto com mais de ${max} caracteres.`,
  badDate: 'Data inválida: use aaaa-mm-dd ou dd/mm/aaaa.',
  badBoolean: 'Valor inválido: use Sim ou Não.',
  badInteger: 'Número inteiro inválido.',
  badRole: 'Função desconhecida: use Ancião, Servo Ministrial, Publicador ou Publicador Não Batizado.',
  badChoice: (labels: readonly string[]) => `Valor desconhecido: use ${labels.join(' ou ')}.`,
  badEmail: 'Email inválido.',
  duplicateInFile: (row: number) => `Nome e data de nascimento repetidos (linha ${row}).`,
  ambiguousMatch: 'Há mais de um publicador com este nome e esta data de nascimento: corrija-os antes de importar.',
  unknownPublisher: 'Publicador desconhecido: não há nenhum com este nome e esta data de nascimento.',
  badMonth: 'Mês inválido: use um número de 1 a 12.',
  badYear: (min: number, max: number) => `Ano inválido: use um ano de ${min} a ${max}.`,
  duplicateReport: (row: number) => `Relatório repetido para este publicador e mês (linha ${row}).`,
  monthNotStarted:
    'Este mês não tem atividade mensal e não é passado: só meses passados são criados (fechados) por importação.',
  sentInOpenMonth: 'O relatório deste mês aberto já foi enviado: não é alterado por importação.',
  hoursForNonPioneer:
    'Horas só para pioneiros: neste mês o publicador não era pioneiro (marque Pioneiro Auxiliar se o foi).',
  auxiliaryForPioneer: 'Neste mês o publicador já era pioneiro por nomeação: não pode ser também pioneiro auxiliar.',
  importedReports: (created: number, updated: number) =>
    `Importação concluída: ${created} relatórios criados, ${updated} atualizados.`,
  importNotFound: 'Pré-visualização não encontrada: envie o ficheiro de novo.',
  importExpired: 'A pré-visualização tem mais de uma hora: envie o ficheiro de novo.',
  importStale: 'Os dados mudaram desde a pré-visualização: envie o ficheiro de novo.',
  importHasErrors: 'O ficheiro tem erros: corrija-os e envie-o de novo. Nada foi gravado.',
  imported: (created: number, updated: number) => `Importação concluída: ${created} criados, ${updated} atualizados.`,
  confirmNameMismatch: 'O nome escrito não é igual ao nome do publicador. Nada foi apagado.',
  eraseOpenReport: 'Este publicador tem um relatório num mês aberto: feche o mês antes de eliminar os seus dados.',
  alreadyErased: 'Os dados deste publicador já foram eliminados.',
  erased: 'Dados pessoais eliminados.',
  accountDeleted: (username: string) => `A conta de utilizador ${username} foi eliminada.`,
  accountsUnlinked: (usernames: readonly string[]) =>
    usernames.length === 1
      ? `A conta ${usernames[0]} foi desligada do seu publicador arquivado e continua ativa.`
      : `As contas ${usernames.join(', ')} foram desligadas dos seus publicadores arquivados e continuam ativas.`,
  erasedName: (id: number) => `Publicador removido ${id}`,
  notDueForRetention: 'Este publicador não está na lista de dados a eliminar.',
} as const;
