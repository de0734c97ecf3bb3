// The portal and the CLI reach the API through the contract's descriptors only (`call(descriptor, input)`,
// `useLoad(descriptor, input)`, `send(...)`, the CLI's `client.call`): a path written as text in a page is a call
// no descriptor types and no route test sees. This rule refuses the ways a literal path was sent: the call
// wrapper, the api client, the load hooks and the CLI's raw send, each given a string or template literal;
// and any text that spells out an address under /api/ (a widget's attribute, a fetch), wherever it stands.

/** Calls whose path argument (at the index) must not be written as text. */
const PATH_ARGUMENT = new Map([
  ['apiCall', 1],
  ['useLoad', 0],
  ['usePaged', 0],
]);
const CLIENT_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head']);

/** An address under the API's prefix written out: '/api/account/register/challenge'. */
const API_ADDRESS = /^\/api\/[A-Za-z]/;

const isText = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral';

/** @type {import('eslint').Rule.RuleModule} */
const apiCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'API calls go through the contract: no API path written as text.' },
    schema: [],
    messages: {
      literal:
        "An API path written as text ({{callee}}): call the contract's descriptor instead (call, useLoad, send, client.call).",
      address:
        "An API address written as text: build it from the contract's descriptor (API_PREFIX + pathOf(descriptor, params)).",
    },
  },
  create(context) {
    const report = (node, callee) => context.report({ node, messageId: 'literal', data: { callee } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_ADDRESS.test(node.value))
          context.report({ node, messageId: 'address' });
      },
      TemplateLiteral(node) {
        if (API_ADDRESS.test(node.quasis[0]?.value.cooked ?? ''))
          context.report({ node, messageId: 'address' });
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier') {
          const index = PATH_ARGUMENT.get(callee.name);
          if (index !== undefined && isText(node.arguments[index]))
            report(node.arguments[index], callee.name);
          // The api client called as a function: api('money/ledger/1').
          if (callee.name === 'api' && isText(node.arguments[0])) report(node.arguments[0], 'api');
          return;
        }
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        // api.get('account/tokens'), api.post(`theme/${id}`)
        if (
          callee.object.type === 'Identifier' &&
          callee.object.name === 'api' &&
          CLIENT_METHODS.has(method)
        ) {
          if (isText(node.arguments[0])) report(node.arguments[0], `api.${method}`);
          return;
        }
        // The CLI client's raw send: this.send('GET', 'admin/outbox').
        if (callee.object.type === 'ThisExpression' && method === 'send' && isText(node.arguments[1])) {
          report(node.arguments[1], 'this.send');
        }
      },
    };
  },
};

export default { rules: { 'api-calls': apiCalls } };
