import type { StepsTexts } from '../en/steps';
import { appSteps } from './app-steps';

export const steps: StepsTexts = {
  categories: {
    AI: '\u0627\u0644\u0630\u0643\u0627\u0621 \u0627\u0644\u0627\u0635\u0637\u0646\u0627\u0639\u064a',
    Code: '\u0627\u0644\u0634\u064a\u0641\u0631\u0629',
    Communication: '\u0627\u0644\u062a\u0648\u0627\u0635\u0644',
    Data: '\u0627\u0644\u0628\u064a\u0627\u0646\u0627\u062a',
    Databases: '\u0642\u0648\u0627\u0639\u062f \u0627\u0644\u0628\u064a\u0627\u0646\u0627\u062a',
    Files: '\u0627\u0644\u0645\u0644\u0641\u0627\u062a',
    Flow: '\u0627\u0644\u062a\u062f\u0641\u0642',
    Messaging: '\u0627\u0644\u0645\u0631\u0627\u0633\u0644\u0629',
    Network: '\u0627\u0644\u0634\u0628\u0643\u0629',
    Triggers: '\u0627\u0644\u0645\u0634\u063a\u0651\u0644\u0627\u062a',
  },
  handles: {
    default: '\u0627\u0644\u0627\u0641\u062a\u0631\u0627\u0636\u064a',
    done: '\u0627\u0646\u062a\u0647\u0649',
    false: '\u062e\u0637\u0623',
    loop: '\u0627\u0644\u062a\u0643\u0631\u0627\u0631',
    main: '\u0627\u0644\u0645\u062e\u0631\u062c\u0627\u062a',
    true: '\u0635\u062d\u064a\u062d',
  },
  services: {
    'trigger.manual': {
      name: '\u0645\u0634\u063a\u0651\u0644 \u064a\u062f\u0648\u064a',
      description:
        '\u064a\u0628\u062f\u0623 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 \u0639\u0646\u062f \u062a\u0634\u063a\u064a\u0644\u0647 \u064a\u062f\u0648\u064a\u064b\u0627\u060c \u0645\u0639 \u0628\u064a\u0627\u0646\u0627\u062a \u0627\u062e\u062a\u0628\u0627\u0631 \u0627\u062e\u062a\u064a\u0627\u0631\u064a\u0629.',
      actions: {
        run: '\u0639\u0646\u062f \u0627\u0644\u062a\u0634\u063a\u064a\u0644 \u0627\u0644\u064a\u062f\u0648\u064a',
      },
      fields: {
        samplePayload:
          '\u0628\u064a\u0627\u0646\u0627\u062a \u0627\u0644\u0627\u062e\u062a\u0628\u0627\u0631',
      },
      help: {
        samplePayload:
          '\u062a\u064f\u0633\u062a\u062e\u062f\u0645 \u0639\u0646\u062f \u0628\u062f\u0621 \u0627\u0644\u062a\u0634\u063a\u064a\u0644 \u062f\u0648\u0646 \u0628\u064a\u0627\u0646\u0627\u062a',
      },
    },
    'trigger.webhook': {
      name: '\u0648\u064a\u0628 \u0647\u0648\u0643',
      description:
        '\u064a\u0628\u062f\u0623 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 \u0639\u0646\u062f \u0648\u0635\u0648\u0644 \u0637\u0644\u0628 \u0625\u0644\u0649 \u0639\u0646\u0648\u0627\u0646 \u0648\u064a\u0628 \u0647\u0648\u0643 \u0627\u0644\u062e\u0627\u0635 \u0628\u0647.',
      actions: {
        run: '\u0639\u0646\u062f \u0648\u0635\u0648\u0644 \u0637\u0644\u0628',
      },
      fields: {
        method: '\u0627\u0644\u0637\u0631\u064a\u0642\u0629 \u0627\u0644\u0645\u0642\u0628\u0648\u0644\u0629',
      },
      help: {
        method:
          '\u062a\u064f\u0631\u0641\u0636 \u0627\u0644\u0637\u0644\u0628\u0627\u062a \u0628\u0637\u0631\u064a\u0642\u0629 \u0623\u062e\u0631\u0649 \u0642\u0628\u0644 \u0628\u062f\u0621 \u0627\u0644\u062a\u0634\u063a\u064a\u0644',
      },
    },
    'trigger.schedule': {
      name: '\u0627\u0644\u062c\u062f\u0648\u0644\u0629',
      description:
        '\u064a\u0628\u062f\u0623 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 \u0648\u0641\u0642 \u062c\u062f\u0648\u0644 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 (\u064a\u064f\u0636\u0628\u0637 \u0641\u064a \u0625\u0639\u062f\u0627\u062f\u0627\u062a \u0627\u0644\u062c\u062f\u0648\u0644\u0629).',
      actions: {
        run: '\u0641\u064a \u0627\u0644\u0645\u0648\u0639\u062f \u0627\u0644\u0645\u062d\u062f\u062f',
      },
      fields: {},
      help: {},
    },
    'trigger.mailhook': {
      name: '\u062e\u0637\u0627\u0641 \u0627\u0644\u0628\u0631\u064a\u062f',
      description:
        '\u064a\u0628\u062f\u0623 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 \u0639\u0646\u062f \u0648\u0635\u0648\u0644 \u0628\u0631\u064a\u062f \u0625\u0644\u0649 \u0639\u0646\u0648\u0627\u0646 \u0627\u0644\u0628\u0631\u064a\u062f \u0627\u0644\u062e\u0627\u0635 \u0628\u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644.',
      actions: {
        run: '\u0639\u0646\u062f \u0648\u0635\u0648\u0644 \u0628\u0631\u064a\u062f',
      },
      fields: {},
      help: {},
    },
    'data.set': {
      name: '\u062a\u0639\u064a\u064a\u0646 / \u062a\u062d\u0648\u064a\u0644',
      description:
        '\u064a\u0639\u064a\u0651\u0646 \u0642\u064a\u0645\u064b\u0627 \u0645\u0633\u0645\u0627\u0629\u060c \u0623\u0648 \u064a\u0639\u064a\u062f \u062a\u0634\u0643\u064a\u0644 \u0627\u0644\u0628\u064a\u0627\u0646\u0627\u062a \u0628\u062a\u0639\u064a\u064a\u0646 \u0648\u0627\u062d\u062f.',
      actions: {
        run: '\u062a\u0639\u064a\u064a\u0646',
      },
      fields: {
        mode: '\u0627\u0644\u0648\u0636\u0639',
        values: '\u0627\u0644\u0642\u064a\u0645',
        keepInput:
          '\u0627\u0644\u0625\u0628\u0642\u0627\u0621 \u0639\u0644\u0649 \u0627\u0644\u062d\u0642\u0648\u0644 \u0627\u0644\u0648\u0627\u0631\u062f\u0629',
        json: '\u0627\u0644\u0645\u062e\u0631\u062c\u0627\u062a',
      },
      help: {
        values:
          '\u064a\u0645\u0643\u0646 \u0623\u0646 \u062a\u0643\u0648\u0646 \u0643\u0644 \u0642\u064a\u0645\u0629 \u062a\u0639\u064a\u064a\u0646\u064b\u0627 {{ mapping }}',
        json: '\u0641\u064a \u0648\u0636\u0639 json: \u0627\u0644\u0645\u062e\u0631\u062c\u0627\u062a\u060c \u0648\u0639\u0627\u062f\u0629\u064b \u062a\u0639\u064a\u064a\u0646 \u0648\u0627\u062d\u062f {{ mapping }}',
      },
    },
    'flow.if': {
      name: '\u0634\u0631\u0637',
      description:
        '\u064a\u062a\u0627\u0628\u0639 \u0639\u0644\u0649 \u0641\u0631\u0639 \u0627\u0644\u0635\u062d\u064a\u062d \u0623\u0648 \u0627\u0644\u062e\u0637\u0623.',
      actions: {
        run: '\u062a\u062d\u0642\u0642',
      },
      fields: {
        condition: '\u0627\u0644\u0634\u0631\u0637',
        conditions: '\u0627\u0644\u0645\u0642\u0627\u0631\u0646\u0627\u062a',
        combine: '\u062f\u0645\u062c \u0627\u0644\u0645\u0642\u0627\u0631\u0646\u0627\u062a',
      },
      help: {
        condition:
          '\u062a\u0639\u064a\u064a\u0646 \u0648\u0627\u062d\u062f \u0642\u064a\u0645\u062a\u0647 \u0635\u062d\u064a\u062d \u0623\u0648 \u062e\u0637\u0623\u061b \u0648\u0644\u0647 \u0627\u0644\u0623\u0648\u0644\u0648\u064a\u0629 \u0639\u0644\u0649 \u0627\u0644\u0642\u0627\u0626\u0645\u0629',
        conditions:
          '\u0642\u0627\u0626\u0645\u0629 \u0645\u0646 {left, operator, right}\u061b \u0627\u0644\u0639\u0648\u0627\u0645\u0644: equals, notEquals, contains, notContains, startsWith, endsWith, matches, greaterThan, lessThan, greaterOrEqual, lessOrEqual, isEmpty, isNotEmpty, isTrue, isFalse',
      },
    },
    'flow.switch': {
      name: '\u062a\u0628\u062f\u064a\u0644',
      description:
        '\u064a\u062a\u0627\u0628\u0639 \u0639\u0644\u0649 \u0623\u0648\u0644 \u062d\u0627\u0644\u0629 \u0645\u0637\u0627\u0628\u0642\u0629\u060c \u0623\u0648 \u0639\u0644\u0649 \u0627\u0644\u0641\u0631\u0639 \u0627\u0644\u0627\u0641\u062a\u0631\u0627\u0636\u064a.',
      actions: {
        run: '\u062a\u0648\u062c\u064a\u0647',
      },
      fields: {
        value: '\u0627\u0644\u0642\u064a\u0645\u0629',
        cases: '\u0627\u0644\u062d\u0627\u0644\u0627\u062a',
      },
      help: {
        value:
          '\u0645\u0627 \u062a\u064f\u0642\u0627\u0631\u0646 \u0628\u0647 \u0627\u0644\u062d\u0627\u0644\u0627\u062a\u060c \u0648\u0639\u0627\u062f\u0629\u064b \u062a\u0639\u064a\u064a\u0646 {{ mapping }}',
        cases:
          '\u0642\u0627\u0626\u0645\u0629 \u0645\u0646 {handle, label, value, operator} \u0623\u0648 {handle, label, when}\u061b \u0643\u0644 handle \u0645\u062e\u0631\u062c',
      },
    },
    'flow.loop': {
      name: '\u062a\u0643\u0631\u0627\u0631',
      description:
        '\u064a\u0634\u063a\u0651\u0644 \u062e\u0637\u0648\u0627\u062a \u0641\u0631\u0639 \u0627\u0644\u062a\u0643\u0631\u0627\u0631 \u0645\u0631\u0629 \u0644\u0643\u0644 \u0639\u0646\u0635\u0631\u060c \u062b\u0645 \u064a\u062a\u0627\u0628\u0639 \u0639\u0644\u0649 \u0641\u0631\u0639 \u0627\u0644\u0627\u0646\u062a\u0647\u0627\u0621.',
      actions: {
        run: '\u0644\u0643\u0644 \u0639\u0646\u0635\u0631',
      },
      fields: {
        items: '\u0627\u0644\u0639\u0646\u0627\u0635\u0631',
        limit: '\u0628\u062d\u062f \u0623\u0642\u0635\u0649',
        breakWhen: '\u0627\u0644\u062a\u0648\u0642\u0641 \u0639\u0646\u062f\u0645\u0627',
      },
      help: {
        items:
          '\u0642\u0627\u0626\u0645\u0629\u060c \u0648\u0639\u0627\u062f\u0629\u064b \u062a\u0639\u064a\u064a\u0646 {{ mapping }}\u061b \u0648\u064a\u064f\u0643\u0631\u064e\u0651\u0631 \u0627\u0644\u0643\u0627\u0626\u0646 \u0639\u0644\u0649 \u0645\u062f\u062e\u0644\u0627\u062a\u0647',
        limit:
          '\u062a\u064f\u0633\u062a\u062e\u062f\u0645 \u0627\u0644\u0639\u0646\u0627\u0635\u0631 \u0627\u0644\u0623\u0648\u0644\u0649 \u0641\u0642\u0637',
        breakWhen:
          '\u064a\u064f\u0641\u062d\u0635 \u0628\u0639\u062f \u0643\u0644 \u062f\u0648\u0631\u0629\u060c \u0645\u062b\u0644 steps.check.found = true',
      },
    },
    'flow.merge': {
      name: '\u062f\u0645\u062c',
      description:
        '\u064a\u0646\u062a\u0638\u0631 \u0645\u062f\u062e\u0644\u0627\u062a\u0647 (\u0643\u0644\u0647\u0627 \u0623\u0648 \u0623\u064a\u064b\u0651\u0627 \u0645\u0646\u0647\u0627 \u0623\u0648 \u0623\u0648\u0644\u0647\u0627) \u0648\u064a\u062c\u0645\u0639 \u0628\u064a\u0627\u0646\u0627\u062a\u0647\u0627.',
      actions: {
        run: '\u062f\u0645\u062c',
      },
      fields: {
        mode: '\u0627\u0646\u062a\u0638\u0627\u0631',
      },
      help: {},
    },
    'flow.delay': {
      name: '\u062a\u0623\u062e\u064a\u0631',
      description:
        '\u064a\u0646\u062a\u0638\u0631 \u0645\u062f\u0629\u060c \u0623\u0648 \u062d\u062a\u0649 \u0648\u0642\u062a \u0645\u062d\u062f\u062f\u060c \u062b\u0645 \u064a\u062a\u0627\u0628\u0639.',
      actions: {
        run: '\u0627\u0646\u062a\u0638\u0627\u0631',
      },
      fields: {
        amount: '\u0645\u062f\u0629 \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631',
        unit: '\u0627\u0644\u0648\u062d\u062f\u0629',
        until: '\u0623\u0648 \u062d\u062a\u0649',
      },
      help: {
        until:
          '\u062a\u0627\u0631\u064a\u062e \u0648\u0648\u0642\u062a \u0628\u0635\u064a\u063a\u0629 ISO\u061b \u0648\u0644\u0647 \u0627\u0644\u0623\u0648\u0644\u0648\u064a\u0629 \u0639\u0644\u0649 \u00ab\u0645\u062f\u0629 \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631\u00bb',
      },
    },
    'flow.subworkflow': {
      name: '\u0645\u0633\u0627\u0631 \u0639\u0645\u0644 \u0641\u0631\u0639\u064a',
      description:
        '\u064a\u0634\u063a\u0651\u0644 \u0645\u0633\u0627\u0631 \u0639\u0645\u0644 \u0622\u062e\u0631 \u0648\u064a\u062a\u0627\u0628\u0639 \u0628\u0646\u062a\u064a\u062c\u062a\u0647.',
      actions: {
        run: '\u062a\u0634\u063a\u064a\u0644 \u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644',
      },
      fields: {
        workflowId: '\u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644',
        input: '\u0627\u0644\u0645\u062f\u062e\u0644\u0627\u062a',
      },
      help: {
        input:
          '\u0628\u064a\u0627\u0646\u0627\u062a \u0627\u0644\u0645\u0634\u063a\u0651\u0644 \u0644\u0645\u0633\u0627\u0631 \u0627\u0644\u0639\u0645\u0644 \u0627\u0644\u0641\u0631\u0639\u064a',
      },
    },
    'flow.webhook-response': {
      name: '\u0631\u062f \u0648\u064a\u0628 \u0647\u0648\u0643',
      description:
        '\u064a\u0631\u062f \u0639\u0644\u0649 \u0637\u0644\u0628 \u0648\u064a\u0628 \u0647\u0648\u0643 \u0627\u0644\u0630\u064a \u0628\u062f\u0623 \u0627\u0644\u062a\u0634\u063a\u064a\u0644 (\u0639\u0646\u062f\u0645\u0627 \u064a\u0646\u062a\u0638\u0631 \u0648\u064a\u0628 \u0647\u0648\u0643 \u0631\u062f\u064b\u0627).',
      actions: {
        run: '\u0631\u062f',
      },
      fields: {
        status: '\u0631\u0645\u0632 \u0627\u0644\u062d\u0627\u0644\u0629',
        headers: '\u0627\u0644\u062a\u0631\u0648\u064a\u0633\u0627\u062a',
        body: '\u0627\u0644\u0645\u062d\u062a\u0648\u0649',
      },
      help: {
        body: '\u0646\u0635\u060c \u0623\u0648 JSON (\u064a\u064f\u0631\u0633\u0644 \u0628\u0646\u0648\u0639 application/json)',
      },
    },
    'code.javascript': {
      name: '\u0634\u064a\u0641\u0631\u0629',
      description:
        '\u064a\u0634\u063a\u0651\u0644 JavaScript \u0641\u064a \u0628\u064a\u0626\u0629 \u0645\u0639\u0632\u0648\u0644\u0629 \u0628\u0627\u0644\u0628\u064a\u0627\u0646\u0627\u062a \u0627\u0644\u062a\u064a \u062a\u0639\u0637\u064a\u0647\u0627\u060c \u0648\u064a\u0639\u064a\u062f \u0646\u062a\u064a\u062c\u0629 JSON.',
      actions: {
        run: '\u062a\u0634\u063a\u064a\u0644 JavaScript',
      },
      fields: {
        code: '\u0627\u0644\u0634\u064a\u0641\u0631\u0629',
        input: '\u0627\u0644\u0645\u062f\u062e\u0644\u0627\u062a',
        timeLimitMs:
          '\u0627\u0644\u062d\u062f \u0627\u0644\u0632\u0645\u0646\u064a (\u0645\u0644\u064a \u062b\u0627\u0646\u064a\u0629)',
        memoryLimitMb: '\u062d\u062f \u0627\u0644\u0630\u0627\u0643\u0631\u0629 (MiB)',
      },
      help: {
        code: '\u064a\u062d\u0645\u0644 `input` \u0627\u0644\u0645\u062f\u062e\u0644\u0627\u062a \u0623\u062f\u0646\u0627\u0647\u061b \u0623\u0639\u062f \u0642\u064a\u0645\u0629 JSON',
        input:
          '\u0627\u0641\u062a\u0631\u0627\u0636\u064a\u064b\u0627 \u0643\u0644 \u0634\u064a\u0621: trigger \u0648steps \u0648vars \u0648env',
      },
    },
    'http.request': {
      name: '\u0637\u0644\u0628 HTTP',
      description:
        '\u064a\u0633\u062a\u062f\u0639\u064a \u0648\u0627\u062c\u0647\u0629 HTTP \u0648\u064a\u064f\u062e\u0631\u062c \u0631\u062f\u0647\u0627.',
      actions: {
        run: '\u0625\u0631\u0633\u0627\u0644 \u0627\u0644\u0637\u0644\u0628',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        method: '\u0627\u0644\u0637\u0631\u064a\u0642\u0629',
        url: '\u0627\u0644\u0639\u0646\u0648\u0627\u0646',
        headers: '\u0627\u0644\u062a\u0631\u0648\u064a\u0633\u0627\u062a',
        query: '\u0645\u0639\u0644\u0645\u0627\u062a \u0627\u0644\u0627\u0633\u062a\u0639\u0644\u0627\u0645',
        bodyType: '\u0646\u0648\u0639 \u0627\u0644\u0645\u062d\u062a\u0648\u0649',
        body: '\u0627\u0644\u0645\u062d\u062a\u0648\u0649',
        contentType:
          '\u0646\u0648\u0639 \u0627\u0644\u0645\u062d\u062a\u0648\u0649 (\u0645\u062d\u062a\u0648\u0649 \u062e\u0627\u0645)',
        responseType:
          '\u0642\u0631\u0627\u0621\u0629 \u0627\u0644\u0631\u062f \u0628\u0635\u064a\u063a\u0629',
        timeoutMs: '\u0627\u0644\u0645\u0647\u0644\u0629 (\u0645\u0644\u064a \u062b\u0627\u0646\u064a\u0629)',
        throwOnHttpError: '\u0627\u0644\u0641\u0634\u0644 \u0639\u0646\u062f 4xx/5xx',
        followRedirects:
          '\u0627\u062a\u0628\u0627\u0639 \u0639\u0645\u0644\u064a\u0627\u062a \u0625\u0639\u0627\u062f\u0629 \u0627\u0644\u062a\u0648\u062c\u064a\u0647',
        pagination: '\u062a\u0631\u0642\u064a\u0645 \u0627\u0644\u0635\u0641\u062d\u0627\u062a',
      },
      help: {
        authorization:
          '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 bearer \u0623\u0648 basic \u0623\u0648 apikey \u0623\u0648 oauth2',
        pagination:
          '{mode: nextUrlFromBody | linkHeader | page | offset, ...}\u061b \u062a\u064f\u062c\u0645\u0639 \u0639\u0646\u0627\u0635\u0631 \u0643\u0644 \u0635\u0641\u062d\u0629 \u0641\u064a items',
      },
    },
    'mail.send': {
      name: '\u0625\u0631\u0633\u0627\u0644 \u0628\u0631\u064a\u062f',
      description:
        '\u064a\u0631\u0633\u0644 \u0628\u0631\u064a\u062f\u064b\u0627 \u0625\u0644\u0643\u062a\u0631\u0648\u0646\u064a\u064b\u0627 \u0639\u0628\u0631 \u062e\u0627\u062f\u0645 SMTP \u0627\u0644\u062e\u0627\u0635 \u0628\u0643 \u0623\u0648 \u0639\u0628\u0631 \u0628\u0631\u064a\u062f Flowlane.',
      actions: {
        run: '\u0625\u0631\u0633\u0627\u0644',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        from: '\u0645\u0646',
        to: '\u0625\u0644\u0649',
        cc: '\u0646\u0633\u062e\u0629',
        bcc: '\u0646\u0633\u062e\u0629 \u0645\u062e\u0641\u064a\u0629',
        replyTo: '\u0627\u0644\u0631\u062f \u0625\u0644\u0649',
        subject: '\u0627\u0644\u0645\u0648\u0636\u0648\u0639',
        text: '\u0627\u0644\u0646\u0635',
        html: 'HTML',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 smtp',
        from: '\u0645\u0637\u0644\u0648\u0628 \u0645\u0639 \u062a\u0641\u0648\u064a\u0636 SMTP',
        to: '\u0639\u0646\u0648\u0627\u0646 \u0648\u0627\u062d\u062f\u060c \u0623\u0648 \u0639\u062f\u0629 \u0639\u0646\u0627\u0648\u064a\u0646 \u0645\u0641\u0635\u0648\u0644\u0629 \u0628\u0641\u0648\u0627\u0635\u0644',
      },
    },
    'db.postgres': {
      name: '\u0627\u0633\u062a\u0639\u0644\u0627\u0645 PostgreSQL',
      description:
        '\u064a\u0634\u063a\u0651\u0644 \u0639\u0628\u0627\u0631\u0629 SQL \u0648\u0627\u062d\u062f\u0629 \u0639\u0644\u0649 \u0642\u0627\u0639\u062f\u0629 \u0628\u064a\u0627\u0646\u0627\u062a PostgreSQL\u060c \u0645\u0639 \u0645\u0639\u0644\u0645\u0627\u062a $1 \u0648$2.',
      actions: {
        run: '\u0627\u0633\u062a\u0639\u0644\u0627\u0645',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        sql: 'SQL',
        params: '\u0627\u0644\u0645\u0639\u0644\u0645\u0627\u062a',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 postgres',
        params:
          '\u0642\u0627\u0626\u0645\u0629 \u062a\u064f\u0631\u0628\u0637 \u0628\u0640 $1\u060c $2\u060c ... (\u0644\u0627 \u062a\u064f\u062f\u0645\u062c \u0623\u0628\u062f\u064b\u0627 \u0641\u064a SQL)',
      },
    },
    'db.mysql': {
      name: '\u0627\u0633\u062a\u0639\u0644\u0627\u0645 MySQL',
      description:
        '\u064a\u0634\u063a\u0651\u0644 \u0639\u0628\u0627\u0631\u0629 SQL \u0648\u0627\u062d\u062f\u0629 \u0639\u0644\u0649 \u0642\u0627\u0639\u062f\u0629 \u0628\u064a\u0627\u0646\u0627\u062a MySQL\u060c \u0645\u0639 \u0645\u0639\u0644\u0645\u0627\u062a ?.',
      actions: {
        run: '\u0627\u0633\u062a\u0639\u0644\u0627\u0645',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        sql: 'SQL',
        params: '\u0627\u0644\u0645\u0639\u0644\u0645\u0627\u062a',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 mysql',
        params:
          '\u0642\u0627\u0626\u0645\u0629 \u062a\u064f\u0631\u0628\u0637 \u0628\u0639\u0644\u0627\u0645\u0627\u062a ? \u0628\u0627\u0644\u062a\u0631\u062a\u064a\u0628',
      },
    },
    'db.redis': {
      name: '\u0623\u0645\u0631 Redis',
      description:
        '\u064a\u0631\u0633\u0644 \u0623\u0645\u0631\u064b\u0627 \u0648\u0627\u062d\u062f\u064b\u0627 \u0625\u0644\u0649 Redis (GET \u0648SET \u0648HSET \u0648LPUSH ...). \u062a\u064f\u0631\u0641\u0636 \u0623\u0648\u0627\u0645\u0631 \u0627\u0644\u0625\u062f\u0627\u0631\u0629 \u0627\u0644\u0645\u062f\u0645\u0651\u0631\u0629.',
      actions: {
        run: '\u0623\u0645\u0631',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        command: '\u0627\u0644\u0623\u0645\u0631',
        args: '\u0627\u0644\u0648\u0633\u0627\u0626\u0637',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 redis',
        args: '\u0642\u0627\u0626\u0645\u0629\u060c \u0645\u062b\u0644 ["key", "value"]',
      },
    },
    'mq.mqtt': {
      name: '\u0646\u0634\u0631 MQTT',
      description:
        '\u064a\u0646\u0634\u0631 \u0631\u0633\u0627\u0644\u0629 \u0625\u0644\u0649 \u0645\u0648\u0636\u0648\u0639 MQTT.',
      actions: {
        run: '\u0646\u0634\u0631',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        topic: '\u0627\u0644\u0645\u0648\u0636\u0648\u0639',
        payload: '\u0627\u0644\u062d\u0645\u0648\u0644\u0629',
        qos: 'QoS',
        retain: '\u0627\u0644\u0627\u062d\u062a\u0641\u0627\u0638',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 mqtt',
        payload:
          '\u064a\u064f\u0631\u0633\u0644 \u0627\u0644\u0646\u0635 \u0643\u0645\u0627 \u0647\u0648\u060c \u0648\u0623\u064a \u0634\u064a\u0621 \u0622\u062e\u0631 \u0628\u0635\u064a\u063a\u0629 JSON',
      },
    },
    'mq.amqp': {
      name: '\u0646\u0634\u0631 AMQP',
      description:
        '\u064a\u0646\u0634\u0631 \u0631\u0633\u0627\u0644\u0629 \u0625\u0644\u0649 RabbitMQ (\u0623\u0648 \u0648\u0633\u064a\u0637 AMQP 0-9-1 \u0622\u062e\u0631) \u0648\u064a\u0646\u062a\u0638\u0631 \u062a\u0623\u0643\u064a\u062f\u0647\u0627.',
      actions: {
        run: '\u0646\u0634\u0631',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        queue: '\u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631',
        exchange: '\u0627\u0644\u0645\u0628\u0627\u062f\u0644',
        routingKey: '\u0645\u0641\u062a\u0627\u062d \u0627\u0644\u062a\u0648\u062c\u064a\u0647',
        payload: '\u0627\u0644\u062d\u0645\u0648\u0644\u0629',
        headers: '\u0627\u0644\u062a\u0631\u0648\u064a\u0633\u0627\u062a',
        contentType: '\u0646\u0648\u0639 \u0627\u0644\u0645\u062d\u062a\u0648\u0649',
        persistent: '\u062f\u0627\u0626\u0645\u0629',
        assertQueue:
          '\u0625\u0646\u0634\u0627\u0621 \u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631 \u0625\u0646 \u0644\u0645 \u062a\u0648\u062c\u062f',
        mandatory:
          '\u0627\u0644\u0641\u0634\u0644 \u0625\u0646 \u0644\u0645 \u062a\u0633\u062a\u0644\u0645\u0647\u0627 \u0623\u064a \u0642\u0627\u0626\u0645\u0629',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 amqp',
        queue:
          '\u064a\u0631\u0633\u0644 \u0625\u0644\u0649 \u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631 \u0647\u0630\u0647 (\u0627\u0644\u0645\u0628\u0627\u062f\u0644 \u0627\u0644\u0627\u0641\u062a\u0631\u0627\u0636\u064a)',
      },
    },
    'mq.nats': {
      name: '\u0646\u0634\u0631 NATS',
      description:
        '\u064a\u0646\u0634\u0631 \u0631\u0633\u0627\u0644\u0629 \u0639\u0644\u0649 \u0645\u0648\u0636\u0648\u0639 NATS\u060c \u0623\u0648 \u064a\u0631\u0633\u0644 \u0637\u0644\u0628\u064b\u0627 \u0648\u064a\u0646\u062a\u0638\u0631 \u0627\u0644\u0631\u062f.',
      actions: {
        run: '\u0646\u0634\u0631',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        subject: '\u0627\u0644\u0645\u0648\u0636\u0648\u0639',
        payload: '\u0627\u0644\u062d\u0645\u0648\u0644\u0629',
        headers: '\u0627\u0644\u062a\u0631\u0648\u064a\u0633\u0627\u062a',
        waitForReply: '\u0627\u0646\u062a\u0638\u0627\u0631 \u0627\u0644\u0631\u062f',
        replyTimeoutMs:
          '\u0645\u0647\u0644\u0629 \u0627\u0644\u0631\u062f (\u0645\u0644\u064a \u062b\u0627\u0646\u064a\u0629)',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 nats',
      },
    },
    'ai.chat': {
      name: '\u0646\u0645\u0648\u0630\u062c \u0630\u0643\u0627\u0621 \u0627\u0635\u0637\u0646\u0627\u0639\u064a',
      description:
        '\u064a\u0633\u0623\u0644 \u0646\u0645\u0648\u0630\u062c \u0645\u062d\u0627\u062f\u062b\u0629 (OpenAI \u0623\u0648 \u0648\u0627\u062c\u0647\u0629 \u0645\u062a\u0648\u0627\u0641\u0642\u0629) \u0648\u064a\u064f\u062e\u0631\u062c \u0625\u062c\u0627\u0628\u062a\u0647.',
      actions: {
        run: '\u0625\u0643\u0645\u0627\u0644 \u0627\u0644\u0645\u062d\u0627\u062f\u062b\u0629',
      },
      fields: {
        authorization: '\u0627\u0644\u062a\u0641\u0648\u064a\u0636',
        model: '\u0627\u0644\u0646\u0645\u0648\u0630\u062c',
        system: '\u0627\u0644\u062a\u0639\u0644\u064a\u0645\u0627\u062a',
        prompt: '\u0627\u0644\u0637\u0644\u0628',
        messages: '\u0627\u0644\u0631\u0633\u0627\u0626\u0644',
        temperature: '\u062f\u0631\u062c\u0629 \u0627\u0644\u0639\u0634\u0648\u0627\u0626\u064a\u0629',
        maxTokens:
          '\u0627\u0644\u062d\u062f \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0644\u0631\u0645\u0648\u0632',
        responseFormat: '\u0635\u064a\u063a\u0629 \u0627\u0644\u0625\u062c\u0627\u0628\u0629',
      },
      help: {
        authorization: '\u062a\u0641\u0648\u064a\u0636 \u0645\u0646 \u0646\u0648\u0639 openai',
        prompt:
          '\u0631\u0633\u0627\u0644\u0629 \u0627\u0644\u0645\u0633\u062a\u062e\u062f\u0645\u061b \u0623\u0648 \u0623\u0639\u0637\u0650 \u0627\u0644\u0645\u062d\u0627\u062f\u062b\u0629 \u0643\u0627\u0645\u0644\u0629 \u0641\u064a \u0627\u0644\u0631\u0633\u0627\u0626\u0644',
        messages:
          '\u0642\u0627\u0626\u0645\u0629 \u0645\u0646 {role, content}\u060c \u062a\u064f\u0631\u0633\u0644 \u0628\u0639\u062f \u0627\u0644\u062a\u0639\u0644\u064a\u0645\u0627\u062a',
      },
    },
    'ai.agent': {
      name: 'وكيل ذكاء اصطناعي',
      description:
        'يجيب عن رسالة بنموذج محادثة قد يستدعي أدوات (خطوات التطبيقات وطلبات HTTP ومسارات العمل وخوادم MCP) في طريقه، ويُخرج إجابته.',
      actions: {
        run: 'تشغيل الوكيل',
      },
      fields: {
        authorization: 'التفويض',
        model: 'النموذج',
        system: 'تعليمات النظام',
        prompt: 'رسالة المستخدم',
        tools: 'الأدوات',
        maxTurns: 'أقصى عدد من الجولات',
        conversation: 'مفتاح المحادثة',
        rememberTurns: 'الجولات المحفوظة',
        outputSchema: 'مخطط المخرجات',
        temperature: 'درجة الحرارة',
      },
      help: {
        authorization: 'تفويض من نوع openai أو anthropic أو gemini',
        model:
          'اسم النموذج لدى مزوّده (claude-sonnet-4-5 أو gemini-2.5-flash أو llama3.2…)؛ إن تُرك فارغًا فالنموذج الافتراضي للتفويض',
        system: 'من هو الوكيل وكيف ينبغي أن يعمل',
        prompt: 'ما يجيب عنه الوكيل، مثل {{ trigger.text }}',
        tools:
          'قائمة أدوات: {"kind": "step", "serviceId": "slack.send_message", "authorization": "…"} أو {"kind": "workflow", "workflowId": "…", "name": "…", "description": "…"} أو {"kind": "mcp", "authorization": "…"}؛ أضف "needsApproval": true إلى أداة يجب أن يوافق عليها شخص',
        maxTurns: 'أقصى عدد من استدعاءات النموذج، بما فيها جولات الأدوات',
        conversation:
          'يتذكر آخر جولات هذه المحادثة بين التشغيلات، مثل {{ trigger.chatId }}؛ إن تُرك فارغًا فلا ذاكرة',
        outputSchema: 'مخطط JSON: يجيب الوكيل حينها بكائن بهذا الشكل في "output"',
      },
    },
    'data.dataset': {
      name: 'مجموعة بيانات',
      description: 'يبحث عن صفوف في إحدى مجموعات بياناتك أو يعدّها أو يضيفها أو يغيّرها أو يحذفها.',
      actions: {
        find: 'البحث عن صفوف',
        count: 'عدّ الصفوف',
        insert: 'إضافة صفوف',
        update: 'تغيير صفوف',
        upsert: 'إضافة صفوف أو تغييرها',
        delete: 'حذف صفوف',
      },
      fields: {
        datasetId: 'مجموعة البيانات',
        filter: 'عامل التصفية',
        sort: 'الترتيب حسب العمود',
        direction: 'الاتجاه',
        limit: 'بحد أقصى',
        offset: 'تخطي',
        rows: 'الصفوف',
        values: 'القيم',
      },
      help: {
        filter:
          '{"column": value} or [{"column", "operator": contains|startsWith|endsWith|matches|gt|lt|equals, "value"}] or {"join": "or", "conditions": [...]}',
        rows: 'كائن صف واحد أو قائمة منها',
      },
    },
    'file.pdf-ocr': {
      name: '\u0627\u0644\u062a\u0639\u0631\u0641 \u0627\u0644\u0636\u0648\u0626\u064a \u0639\u0644\u0649 PDF',
      description: 'يقرأ نص ملف PDF مخزَّن، ويتعرّف على الصفحات الممسوحة ضوئيًا.',
      actions: {
        run: '\u0642\u0631\u0627\u0621\u0629 \u0627\u0644\u0646\u0635',
      },
      fields: {
        fileId: 'ملف PDF',
        language: 'اللغة',
        maxPages: 'الحد الأقصى للصفحات',
        timeoutSeconds: 'المهلة (بالثواني)',
      },
      help: {
        fileId: 'معرّف ملف PDF مخزَّن: ملف مرفوع إلى مخزن PDF أو مرفق بريد وارد',
        maxPages: 'لا تُقرأ الصفحات بعد هذا العدد (500 على الأكثر)',
        timeoutSeconds: 'تفشل الخطوة إذا استغرقت القراءة وقتًا أطول (600 على الأكثر)',
      },
    },
    'n8n.placeholder': {
      name: 'عقدة n8n يجب استبدالها',
      description: 'عقدة n8n لم يتمكن الاستيراد من مطابقتها. تحتفظ بمعاملاتها وتفشل عند التشغيل.',
      actions: {
        run: 'إيقاف',
      },
      fields: {
        n8nType: 'نوع عقدة n8n',
        n8nTypeVersion: 'إصدار عقدة n8n',
        reason: 'سبب عدم المطابقة',
        n8nParameters: 'معاملات n8n',
      },
      help: {
        n8nParameters: 'كما صُدِّرت، للرجوع إليها',
      },
    },
    ...appSteps,
  },
};
