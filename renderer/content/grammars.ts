/**
 * Every grammar refractor ships (one import per file of refractor/lang), so
 * that the build highlights every language Prism knows. Importing a grammar
 * only defines a function: highlight.ts registers it, which is the costly
 * part, the first time a code block needs it. highlight.test.ts fails when a
 * refractor update adds a grammar this list lacks.
 */
import type { Syntax } from 'refractor/core';
import langAbap from 'refractor/abap';
import langAbnf from 'refractor/abnf';
import langActionscript from 'refractor/actionscript';
import langAda from 'refractor/ada';
import langAgda from 'refractor/agda';
import langAl from 'refractor/al';
import langAntlr4 from 'refractor/antlr4';
import langApacheconf from 'refractor/apacheconf';
import langApex from 'refractor/apex';
import langApl from 'refractor/apl';
import langApplescript from 'refractor/applescript';
import langAql from 'refractor/aql';
import langArduino from 'refractor/arduino';
import langArff from 'refractor/arff';
import langArmasm from 'refractor/armasm';
import langArturo from 'refractor/arturo';
import langAsciidoc from 'refractor/asciidoc';
import langAsm6502 from 'refractor/asm6502';
import langAsmatmel from 'refractor/asmatmel';
import langAspnet from 'refractor/aspnet';
import langAutohotkey from 'refractor/autohotkey';
import langAutoit from 'refractor/autoit';
import langAvisynth from 'refractor/avisynth';
import langAvroIdl from 'refractor/avro-idl';
import langAwk from 'refractor/awk';
import langBash from 'refractor/bash';
import langBasic from 'refractor/basic';
import langBatch from 'refractor/batch';
import langBbcode from 'refractor/bbcode';
import langBbj from 'refractor/bbj';
import langBicep from 'refractor/bicep';
import langBirb from 'refractor/birb';
import langBison from 'refractor/bison';
import langBnf from 'refractor/bnf';
import langBqn from 'refractor/bqn';
import langBrainfuck from 'refractor/brainfuck';
import langBrightscript from 'refractor/brightscript';
import langBro from 'refractor/bro';
import langBsl from 'refractor/bsl';
import langC from 'refractor/c';
import langCfscript from 'refractor/cfscript';
import langChaiscript from 'refractor/chaiscript';
import langCil from 'refractor/cil';
import langCilkc from 'refractor/cilkc';
import langCilkcpp from 'refractor/cilkcpp';
import langClike from 'refractor/clike';
import langClojure from 'refractor/clojure';
import langCmake from 'refractor/cmake';
import langCobol from 'refractor/cobol';
import langCoffeescript from 'refractor/coffeescript';
import langConcurnas from 'refractor/concurnas';
import langCooklang from 'refractor/cooklang';
import langCoq from 'refractor/coq';
import langCpp from 'refractor/cpp';
import langCrystal from 'refractor/crystal';
import langCsharp from 'refractor/csharp';
import langCshtml from 'refractor/cshtml';
import langCsp from 'refractor/csp';
import langCss from 'refractor/css';
import langCssExtras from 'refractor/css-extras';
import langCsv from 'refractor/csv';
import langCue from 'refractor/cue';
import langCypher from 'refractor/cypher';
import langD from 'refractor/d';
import langDart from 'refractor/dart';
import langDataweave from 'refractor/dataweave';
import langDax from 'refractor/dax';
import langDhall from 'refractor/dhall';
import langDiff from 'refractor/diff';
import langDjango from 'refractor/django';
import langDnsZoneFile from 'refractor/dns-zone-file';
import langDocker from 'refractor/docker';
import langDot from 'refractor/dot';
import langEbnf from 'refractor/ebnf';
import langEditorconfig from 'refractor/editorconfig';
import langEiffel from 'refractor/eiffel';
import langEjs from 'refractor/ejs';
import langElixir from 'refractor/elixir';
import langElm from 'refractor/elm';
import langErb from 'refractor/erb';
import langErlang from 'refractor/erlang';
import langEtlua from 'refractor/etlua';
import langExcelFormula from 'refractor/excel-formula';
import langFactor from 'refractor/factor';
import langFalse from 'refractor/false';
import langFirestoreSecurityRules from 'refractor/firestore-security-rules';
import langFlow from 'refractor/flow';
import langFortran from 'refractor/fortran';
import langFsharp from 'refractor/fsharp';
import langFtl from 'refractor/ftl';
import langGap from 'refractor/gap';
import langGcode from 'refractor/gcode';
import langGdscript from 'refractor/gdscript';
import langGedcom from 'refractor/gedcom';
import langGettext from 'refractor/gettext';
import langGherkin from 'refractor/gherkin';
import langGit from 'refractor/git';
import langGlsl from 'refractor/glsl';
import langGml from 'refractor/gml';
import langGn from 'refractor/gn';
import langGo from 'refractor/go';
import langGoModule from 'refractor/go-module';
import langGradle from 'refractor/gradle';
import langGraphql from 'refractor/graphql';
import langGroovy from 'refractor/groovy';
import langHaml from 'refractor/haml';
import langHandlebars from 'refractor/handlebars';
import langHaskell from 'refractor/haskell';
import langHaxe from 'refractor/haxe';
import langHcl from 'refractor/hcl';
import langHlsl from 'refractor/hlsl';
import langHoon from 'refractor/hoon';
import langHpkp from 'refractor/hpkp';
import langHsts from 'refractor/hsts';
import langHttp from 'refractor/http';
import langIchigojam from 'refractor/ichigojam';
import langIcon from 'refractor/icon';
import langIcuMessageFormat from 'refractor/icu-message-format';
import langIdris from 'refractor/idris';
import langIecst from 'refractor/iecst';
import langIgnore from 'refractor/ignore';
import langInform7 from 'refractor/inform7';
import langIni from 'refractor/ini';
import langIo from 'refractor/io';
import langJ from 'refractor/j';
import langJava from 'refractor/java';
import langJavadoc from 'refractor/javadoc';
import langJavadoclike from 'refractor/javadoclike';
import langJavascript from 'refractor/javascript';
import langJavastacktrace from 'refractor/javastacktrace';
import langJexl from 'refractor/jexl';
import langJolie from 'refractor/jolie';
import langJq from 'refractor/jq';
import langJsExtras from 'refractor/js-extras';
import langJsTemplates from 'refractor/js-templates';
import langJsdoc from 'refractor/jsdoc';
import langJson from 'refractor/json';
import langJson5 from 'refractor/json5';
import langJsonp from 'refractor/jsonp';
import langJsstacktrace from 'refractor/jsstacktrace';
import langJsx from 'refractor/jsx';
import langJulia from 'refractor/julia';
import langKeepalived from 'refractor/keepalived';
import langKeyman from 'refractor/keyman';
import langKotlin from 'refractor/kotlin';
import langKumir from 'refractor/kumir';
import langKusto from 'refractor/kusto';
import langLatex from 'refractor/latex';
import langLatte from 'refractor/latte';
import langLess from 'refractor/less';
import langLilypond from 'refractor/lilypond';
import langLinkerScript from 'refractor/linker-script';
import langLiquid from 'refractor/liquid';
import langLisp from 'refractor/lisp';
import langLivescript from 'refractor/livescript';
import langLlvm from 'refractor/llvm';
import langLog from 'refractor/log';
import langLolcode from 'refractor/lolcode';
import langLua from 'refractor/lua';
import langMagma from 'refractor/magma';
import langMakefile from 'refractor/makefile';
import langMarkdown from 'refractor/markdown';
import langMarkup from 'refractor/markup';
import langMarkupTemplating from 'refractor/markup-templating';
import langMata from 'refractor/mata';
import langMatlab from 'refractor/matlab';
import langMaxscript from 'refractor/maxscript';
import langMel from 'refractor/mel';
import langMermaid from 'refractor/mermaid';
import langMetafont from 'refractor/metafont';
import langMizar from 'refractor/mizar';
import langMongodb from 'refractor/mongodb';
import langMonkey from 'refractor/monkey';
import langMoonscript from 'refractor/moonscript';
import langN1ql from 'refractor/n1ql';
import langN4js from 'refractor/n4js';
import langNand2tetrisHdl from 'refractor/nand2tetris-hdl';
import langNaniscript from 'refractor/naniscript';
import langNasm from 'refractor/nasm';
import langNeon from 'refractor/neon';
import langNevod from 'refractor/nevod';
import langNginx from 'refractor/nginx';
import langNim from 'refractor/nim';
import langNix from 'refractor/nix';
import langNsis from 'refractor/nsis';
import langObjectivec from 'refractor/objectivec';
import langOcaml from 'refractor/ocaml';
import langOdin from 'refractor/odin';
import langOpencl from 'refractor/opencl';
import langOpenqasm from 'refractor/openqasm';
import langOz from 'refractor/oz';
import langParigp from 'refractor/parigp';
import langParser from 'refractor/parser';
import langPascal from 'refractor/pascal';
import langPascaligo from 'refractor/pascaligo';
import langPcaxis from 'refractor/pcaxis';
import langPeoplecode from 'refractor/peoplecode';
import langPerl from 'refractor/perl';
import langPhp from 'refractor/php';
import langPhpExtras from 'refractor/php-extras';
import langPhpdoc from 'refractor/phpdoc';
import langPlantUml from 'refractor/plant-uml';
import langPlsql from 'refractor/plsql';
import langPowerquery from 'refractor/powerquery';
import langPowershell from 'refractor/powershell';
import langProcessing from 'refractor/processing';
import langProlog from 'refractor/prolog';
import langPromql from 'refractor/promql';
import langProperties from 'refractor/properties';
import langProtobuf from 'refractor/protobuf';
import langPsl from 'refractor/psl';
import langPug from 'refractor/pug';
import langPuppet from 'refractor/puppet';
import langPure from 'refractor/pure';
import langPurebasic from 'refractor/purebasic';
import langPurescript from 'refractor/purescript';
import langPython from 'refractor/python';
import langQ from 'refractor/q';
import langQml from 'refractor/qml';
import langQore from 'refractor/qore';
import langQsharp from 'refractor/qsharp';
import langR from 'refractor/r';
import langRacket from 'refractor/racket';
import langReason from 'refractor/reason';
import langRegex from 'refractor/regex';
import langRego from 'refractor/rego';
import langRenpy from 'refractor/renpy';
import langRescript from 'refractor/rescript';
import langRest from 'refractor/rest';
import langRip from 'refractor/rip';
import langRoboconf from 'refractor/roboconf';
import langRobotframework from 'refractor/robotframework';
import langRuby from 'refractor/ruby';
import langRust from 'refractor/rust';
import langSas from 'refractor/sas';
import langSass from 'refractor/sass';
import langScala from 'refractor/scala';
import langScheme from 'refractor/scheme';
import langScss from 'refractor/scss';
import langShellSession from 'refractor/shell-session';
import langSmali from 'refractor/smali';
import langSmalltalk from 'refractor/smalltalk';
import langSmarty from 'refractor/smarty';
import langSml from 'refractor/sml';
import langSolidity from 'refractor/solidity';
import langSolutionFile from 'refractor/solution-file';
import langSoy from 'refractor/soy';
import langSparql from 'refractor/sparql';
import langSplunkSpl from 'refractor/splunk-spl';
import langSqf from 'refractor/sqf';
import langSql from 'refractor/sql';
import langSquirrel from 'refractor/squirrel';
import langStan from 'refractor/stan';
import langStata from 'refractor/stata';
import langStylus from 'refractor/stylus';
import langSupercollider from 'refractor/supercollider';
import langSwift from 'refractor/swift';
import langSystemd from 'refractor/systemd';
import langT4Cs from 'refractor/t4-cs';
import langT4Templating from 'refractor/t4-templating';
import langT4Vb from 'refractor/t4-vb';
import langTap from 'refractor/tap';
import langTcl from 'refractor/tcl';
import langTextile from 'refractor/textile';
import langToml from 'refractor/toml';
import langTremor from 'refractor/tremor';
import langTsx from 'refractor/tsx';
import langTt2 from 'refractor/tt2';
import langTurtle from 'refractor/turtle';
import langTwig from 'refractor/twig';
import langTypescript from 'refractor/typescript';
import langTyposcript from 'refractor/typoscript';
import langUnrealscript from 'refractor/unrealscript';
import langUorazor from 'refractor/uorazor';
import langUri from 'refractor/uri';
import langV from 'refractor/v';
import langVala from 'refractor/vala';
import langVbnet from 'refractor/vbnet';
import langVelocity from 'refractor/velocity';
import langVerilog from 'refractor/verilog';
import langVhdl from 'refractor/vhdl';
import langVim from 'refractor/vim';
import langVisualBasic from 'refractor/visual-basic';
import langWarpscript from 'refractor/warpscript';
import langWasm from 'refractor/wasm';
import langWebIdl from 'refractor/web-idl';
import langWgsl from 'refractor/wgsl';
import langWiki from 'refractor/wiki';
import langWolfram from 'refractor/wolfram';
import langWren from 'refractor/wren';
import langXeora from 'refractor/xeora';
import langXmlDoc from 'refractor/xml-doc';
import langXojo from 'refractor/xojo';
import langXquery from 'refractor/xquery';
import langYaml from 'refractor/yaml';
import langYang from 'refractor/yang';
import langZig from 'refractor/zig';

export const GRAMMARS: readonly Syntax[] = [
  langAbap,
  langAbnf,
  langActionscript,
  langAda,
  langAgda,
  langAl,
  langAntlr4,
  langApacheconf,
  langApex,
  langApl,
  langApplescript,
  langAql,
  langArduino,
  langArff,
  langArmasm,
  langArturo,
  langAsciidoc,
  langAsm6502,
  langAsmatmel,
  langAspnet,
  langAutohotkey,
  langAutoit,
  langAvisynth,
  langAvroIdl,
  langAwk,
  langBash,
  langBasic,
  langBatch,
  langBbcode,
  langBbj,
  langBicep,
  langBirb,
  langBison,
  langBnf,
  langBqn,
  langBrainfuck,
  langBrightscript,
  langBro,
  langBsl,
  langC,
  langCfscript,
  langChaiscript,
  langCil,
  langCilkc,
  langCilkcpp,
  langClike,
  langClojure,
  langCmake,
  langCobol,
  langCoffeescript,
  langConcurnas,
  langCooklang,
  langCoq,
  langCpp,
  langCrystal,
  langCsharp,
  langCshtml,
  langCsp,
  langCss,
  langCssExtras,
  langCsv,
  langCue,
  langCypher,
  langD,
  langDart,
  langDataweave,
  langDax,
  langDhall,
  langDiff,
  langDjango,
  langDnsZoneFile,
  langDocker,
  langDot,
  langEbnf,
  langEditorconfig,
  langEiffel,
  langEjs,
  langElixir,
  langElm,
  langErb,
  langErlang,
  langEtlua,
  langExcelFormula,
  langFactor,
  langFalse,
  langFirestoreSecurityRules,
  langFlow,
  langFortran,
  langFsharp,
  langFtl,
  langGap,
  langGcode,
  langGdscript,
  langGedcom,
  langGettext,
  langGherkin,
  langGit,
  langGlsl,
  langGml,
  langGn,
  langGo,
  langGoModule,
  langGradle,
  langGraphql,
  langGroovy,
  langHaml,
  langHandlebars,
  langHaskell,
  langHaxe,
  langHcl,
  langHlsl,
  langHoon,
  langHpkp,
  langHsts,
  langHttp,
  langIchigojam,
  langIcon,
  langIcuMessageFormat,
  langIdris,
  langIecst,
  langIgnore,
  langInform7,
  langIni,
  langIo,
  langJ,
  langJava,
  langJavadoc,
  langJavadoclike,
  langJavascript,
  langJavastacktrace,
  langJexl,
  langJolie,
  langJq,
  langJsExtras,
  langJsTemplates,
  langJsdoc,
  langJson,
  langJson5,
  langJsonp,
  langJsstacktrace,
  langJsx,
  langJulia,
  langKeepalived,
  langKeyman,
  langKotlin,
  langKumir,
  langKusto,
  langLatex,
  langLatte,
  langLess,
  langLilypond,
  langLinkerScript,
  langLiquid,
  langLisp,
  langLivescript,
  langLlvm,
  langLog,
  langLolcode,
  langLua,
  langMagma,
  langMakefile,
  langMarkdown,
  langMarkup,
  langMarkupTemplating,
  langMata,
  langMatlab,
  langMaxscript,
  langMel,
  langMermaid,
  langMetafont,
  langMizar,
  langMongodb,
  langMonkey,
  langMoonscript,
  langN1ql,
  langN4js,
  langNand2tetrisHdl,
  langNaniscript,
  langNasm,
  langNeon,
  langNevod,
  langNginx,
  langNim,
  langNix,
  langNsis,
  langObjectivec,
  langOcaml,
  langOdin,
  langOpencl,
  langOpenqasm,
  langOz,
  langParigp,
  langParser,
  langPascal,
  langPascaligo,
  langPcaxis,
  langPeoplecode,
  langPerl,
  langPhp,
  langPhpExtras,
  langPhpdoc,
  langPlantUml,
  langPlsql,
  langPowerquery,
  langPowershell,
  langProcessing,
  langProlog,
  langPromql,
  langProperties,
  langProtobuf,
  langPsl,
  langPug,
  langPuppet,
  langPure,
  langPurebasic,
  langPurescript,
  langPython,
  langQ,
  langQml,
  langQore,
  langQsharp,
  langR,
  langRacket,
  langReason,
  langRegex,
  langRego,
  langRenpy,
  langRescript,
  langRest,
  langRip,
  langRoboconf,
  langRobotframework,
  langRuby,
  langRust,
  langSas,
  langSass,
  langScala,
  langScheme,
  langScss,
  langShellSession,
  langSmali,
  langSmalltalk,
  langSmarty,
  langSml,
  langSolidity,
  langSolutionFile,
  langSoy,
  langSparql,
  langSplunkSpl,
  langSqf,
  langSql,
  langSquirrel,
  langStan,
  langStata,
  langStylus,
  langSupercollider,
  langSwift,
  langSystemd,
  langT4Cs,
  langT4Templating,
  langT4Vb,
  langTap,
  langTcl,
  langTextile,
  langToml,
  langTremor,
  langTsx,
  langTt2,
  langTurtle,
  langTwig,
  langTypescript,
  langTyposcript,
  langUnrealscript,
  langUorazor,
  langUri,
  langV,
  langVala,
  langVbnet,
  langVelocity,
  langVerilog,
  langVhdl,
  langVim,
  langVisualBasic,
  langWarpscript,
  langWasm,
  langWebIdl,
  langWgsl,
  langWiki,
  langWolfram,
  langWren,
  langXeora,
  langXmlDoc,
  langXojo,
  langXquery,
  langYaml,
  langYang,
  langZig,
];
